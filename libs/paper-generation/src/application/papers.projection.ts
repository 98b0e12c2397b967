import { defineProjection, type Projection } from '@abhyas/event-store';
import { familyChildStream } from '../domain/family-child.stream';
import { generationStream } from '../domain/generation.stream';
import { paperStream } from '../domain/paper.stream';

/**
 * Every read model of the service, kept in the append's transaction and rebuildable from the
 * log: which children belong to which parent, generations (who made which; the paper itself is
 * read from its stream, where the event holds the one copy), saved
 * papers (unique title per parent), and which questions each child has been given.
 */
export const papersProjection = (schema: string): Projection =>
  defineProjection({
    name: 'papers',
    streams: [familyChildStream, generationStream, paperStream],
    handlers: {
      FamilyChildKnown: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.family_children (child_id, parent_id) values ($1, $2)
           on conflict (child_id) do nothing`,
          [data.childId, data.parentId],
        );
      },
      FamilyChildErased: async (tx, { data }) => {
        await tx.query(`delete from ${schema}.family_children where child_id = $1`, [data.childId]);
        await tx.query(`delete from ${schema}.child_seen_questions where child_id = $1`, [
          data.childId,
        ]);
        await tx.query(`delete from ${schema}.paper_tests where child_id = $1`, [data.childId]);
      },
      // An AI paper is nobody's bank question: no seen or usage rows, and maybe no child yet.
      AiPaperGenerated: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.generations (generation_id, parent_id, child_id, created_at)
           values ($1, $2, $3, $4)`,
          [data.generationId, data.parentId, data.childId ?? null, data.generatedAt],
        );
      },
      GenerationErased: async (tx, { data }) => {
        await tx.query(`delete from ${schema}.generations where generation_id = $1`, [
          data.generationId,
        ]);
      },
      PaperSaved: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.papers
             (paper_id, parent_id, child_id, title, title_key, subject, created_at, paper)
           values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
          [
            data.paperId,
            data.parentId,
            data.childId,
            data.title,
            data.titleKey,
            data.subject,
            data.savedAt,
            JSON.stringify(data),
          ],
        );
      },
      PaperErased: async (tx, { data }) => {
        await tx.query(`delete from ${schema}.papers where paper_id = $1`, [data.paperId]);
        await tx.query(`delete from ${schema}.paper_tests where paper_id = $1`, [data.paperId]);
      },
      PaperScheduled: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.paper_tests (paper_id, child_id, scheduled_date) values ($1, $2, $3)
           on conflict (paper_id, child_id) do update set scheduled_date = excluded.scheduled_date`,
          [data.paperId, data.childId, data.scheduledDate],
        );
      },
      PaperResultKnown: async (tx, { data }) => {
        // The newest attempt's result is the paper's (a later override of an older one is not).
        await tx.query(
          `update ${schema}.paper_tests
             set attempt_number = $3, marks_obtained = $4, max_marks = $5, num_correct = $6,
                 num_wrong = $7
           where paper_id = $1 and child_id = $2
             and (attempt_number is null or attempt_number <= $3)`,
          [
            data.paperId,
            data.childId,
            data.attemptNumber,
            data.marksObtained,
            data.maxMarks,
            data.numCorrect,
            data.numWrong,
          ],
        );
      },
    },
    statements: {
      // One statement for the three tables, carried by the append: a bank paper's record is one
      // round trip. Rows are written in id order: concurrent generations sharing questions then
      // wait for each other instead of deadlocking (PostgreSQL locks rows in the order it writes
      // them), after the append has locked its own stream's row.
      BankPaperGenerated: ({ data }) => ({
        writes: [
          {
            name: 'generation',
            sql: `insert into ${schema}.generations (generation_id, parent_id, child_id, created_at)
              select $1::text, $2::text, $3::text, $4::timestamptz from claim`,
          },
          {
            name: 'seen',
            sql: `insert into ${schema}.child_seen_questions (child_id, question_id)
              select $3::text, id from claim, unnest($5::text[]) as id order by id
              on conflict do nothing`,
          },
          {
            name: 'usage',
            sql: `insert into ${schema}.question_usage (question_id, times_used)
              select id, 1 from claim, unnest($5::text[]) as id order by id
              on conflict (question_id) do update
                set times_used = ${schema}.question_usage.times_used + 1`,
          },
        ],
        params: [
          data.generationId,
          data.parentId,
          data.childId,
          data.generatedAt,
          [...new Set(data.questions.map((q) => q._id))].sort(),
        ],
      }),
    },
    reset: async (tx) => {
      await tx.query(
        `truncate ${schema}.family_children, ${schema}.generations, ${schema}.papers,
           ${schema}.child_seen_questions, ${schema}.question_usage, ${schema}.paper_tests`,
      );
    },
  });
