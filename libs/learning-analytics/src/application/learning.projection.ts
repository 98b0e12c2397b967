import { defineProjection, type Projection } from '@abhyas/event-store';
import { learnerStream } from '../domain/learner.stream';

const childIdOf = (streamId: string): string => streamId.slice(learnerStream.streamId('').length);

/** A child's name as routes compare it: unique within a family, case-insensitively. */
export const nameKey = (name: string): string =>
  name.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

/** Learners (parent, name) and their latest learning needs; rebuilt from the log. */
export const learningProjection = (schema: string): Projection =>
  defineProjection({
    name: 'learning',
    streams: [learnerStream],
    handlers: {
      ChildKnown: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.learners (child_id, parent_id, name, name_key) values ($1, $2, $3, $4)
           on conflict (child_id) do update
             set parent_id = excluded.parent_id, name = excluded.name, name_key = excluded.name_key`,
          [data.childId, data.parentId, data.name, nameKey(data.name)],
        );
      },
      LearningNeedsComputed: async (tx, { streamId, data }) => {
        await tx.query(
          `update ${schema}.learners set needs = $2, computed_at = $3 where child_id = $1`,
          [childIdOf(streamId), JSON.stringify(data.needs), data.needs.computedAt],
        );
      },
      LearnerErased: async (tx, { data }) => {
        await tx.query(`delete from ${schema}.learners where child_id = $1`, [data.childId]);
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.learners`);
    },
  });
