import { defineProjection, type Projection } from '@abhyas/event-store';
import { familyBankStream } from '../domain/family-bank.stream';

/**
 * `family_questions`: each family's own questions by where they serve, for their bank papers
 * and their list. Kept in the append's transaction; rebuildable from the family-bank streams.
 */
export const familyQuestionsProjection = (schema: string): Projection =>
  defineProjection({
    name: 'family-questions',
    streams: [familyBankStream],
    handlers: {
      FamilyQuestionSaved: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.family_questions
             (parent_id, question_id, curriculum, class, subject_key, branch_key, saved_at, saved)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (parent_id, question_id) do nothing`,
          [
            data.parentId,
            data.questionId,
            data.curriculum,
            data.class,
            data.subject.toLowerCase(),
            data.branch?.toLowerCase() ?? null,
            data.savedAt,
            JSON.stringify(data),
          ],
        );
      },
      FamilyQuestionRemoved: async (tx, { data }) => {
        await tx.query(
          `delete from ${schema}.family_questions where parent_id = $1 and question_id = $2`,
          [data.parentId, data.questionId],
        );
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.family_questions`);
    },
  });
