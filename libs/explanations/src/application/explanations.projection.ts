import { defineProjection, type Projection } from '@abhyas/event-store';
import { explanationRequestStream } from '../domain/explanation-request.stream';
import { gradedAttemptStream } from '../domain/graded-attempt.stream';

const keyOf = (streamId: string, prefix: string): string => streamId.slice(prefix.length);
const requestIdOf = (streamId: string) => keyOf(streamId, explanationRequestStream.streamId(''));
const attemptIdOf = (streamId: string) => keyOf(streamId, gradedAttemptStream.streamId(''));

/**
 * The service's read models, kept in the append's transaction and rebuildable from the log:
 * which attempts belong to whom (for erasure), and the requests as both lists show them (the
 * family's children are the platform's `familyChildrenProjection`).
 */
export const explanationsProjection = (schema: string): Projection =>
  defineProjection({
    name: 'explanations',
    streams: [gradedAttemptStream, explanationRequestStream],
    handlers: {
      AttemptGradeKnown: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.graded_attempts (attempt_id, child_id, parent_id) values ($1, $2, $3)`,
          [data.attemptId, data.childId, data.parentId],
        );
      },
      GradeErased: async (tx, { streamId }) => {
        await tx.query(`delete from ${schema}.graded_attempts where attempt_id = $1`, [
          attemptIdOf(streamId),
        ]);
      },
      ExplanationRequested: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.explanation_requests (request_id, child_id, parent_id, attempt_id,
             question_id, status, request, created_at, updated_at)
           values ($1, $2, $3, $4, $5, 'pending', $6, $7, $7)`,
          [
            data.requestId,
            data.childId,
            data.parentId,
            data.attemptId,
            data.questionId,
            // The worked solution stays in the event: no list shows it before approval, only
            // whether there is one (so the parent knows when approving costs nothing).
            JSON.stringify({ ...data, source: null, hasWorkedSolution: data.source !== null }),
            data.requestedAt,
          ],
        );
      },
      ExplanationApproved: async (tx, { streamId, data }) => {
        await tx.query(
          `update ${schema}.explanation_requests
             set status = 'approved', production = 'preparing', decision = $2, updated_at = $3
           where request_id = $1`,
          [
            requestIdOf(streamId),
            JSON.stringify({ ...(data.notes ? { notes: data.notes } : {}), decisionDate: data.at }),
            data.at,
          ],
        );
      },
      ExplanationRejected: async (tx, { streamId, data }) => {
        await tx.query(
          `update ${schema}.explanation_requests
             set status = 'rejected', decision = $2, updated_at = $3
           where request_id = $1`,
          [
            requestIdOf(streamId),
            JSON.stringify({
              reason: data.reason,
              ...(data.notes ? { notes: data.notes } : {}),
              decisionDate: data.at,
            }),
            data.at,
          ],
        );
      },
      ExplanationGenerationRequested: async (tx, { streamId, data }) => {
        await tx.query(
          `update ${schema}.explanation_requests set deadline_at = $2 where request_id = $1`,
          [requestIdOf(streamId), data.deadlineAt],
        );
      },
      ExplanationCreditsSettled: async (tx, { streamId }) => {
        await tx.query(
          `update ${schema}.explanation_requests set credits_settled = true where request_id = $1`,
          [requestIdOf(streamId)],
        );
      },
      ExplanationReady: async (tx, { streamId, data }) => {
        await tx.query(
          `update ${schema}.explanation_requests
             set production = 'ready', explanation = $2, updated_at = $3
           where request_id = $1`,
          [requestIdOf(streamId), JSON.stringify(data.explanation), data.at],
        );
      },
      ExplanationFailed: async (tx, { streamId, data }) => {
        await tx.query(
          `update ${schema}.explanation_requests
             set production = 'failed', failure_reason = $2, updated_at = $3
           where request_id = $1`,
          [requestIdOf(streamId), data.reason, data.at],
        );
      },
      ExplanationErased: async (tx, { streamId }) => {
        await tx.query(`delete from ${schema}.explanation_requests where request_id = $1`, [
          requestIdOf(streamId),
        ]);
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.graded_attempts, ${schema}.explanation_requests`);
    },
  });
