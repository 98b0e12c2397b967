import { defineProjection, type Projection } from '@abhyas/event-store';
import { learnerStream } from '../domain/learner.stream';

const childIdOf = (streamId: string): string => streamId.slice(learnerStream.streamId('').length);

/** Each learner's latest learning needs; rebuilt from the log. */
export const learningProjection = (schema: string): Projection =>
  defineProjection({
    name: 'learning',
    streams: [learnerStream],
    handlers: {
      LearningNeedsComputed: async (tx, { streamId, data }) => {
        await tx.query(
          `insert into ${schema}.learners (child_id, needs, computed_at) values ($1, $2, $3)
           on conflict (child_id) do update set needs = excluded.needs, computed_at = excluded.computed_at`,
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
