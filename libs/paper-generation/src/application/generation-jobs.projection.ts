import { defineProjection, type Projection } from '@abhyas/event-store';
import { generationJobStream } from '../domain/generation-job.stream';

/**
 * `generation_jobs`: one row per AI job for the screen's 1 s poll (a primary-key read), the
 * deadline sweep (open jobs by deadline) and settlement (finished jobs not yet settled).
 * Kept in the append's transaction; rebuildable from the job streams.
 */
export const generationJobsProjection = (schema: string): Projection =>
  defineProjection({
    name: 'generation-jobs',
    streams: [generationJobStream],
    handlers: {
      AiGenerationRequested: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.generation_jobs
             (job_id, parent_id, child_id, title, status, step, requested_at, deadline_at,
              deadline_ms, updated_at)
           values ($1, $2, $3, $4, 'queued', 1, $5, $6, $7, $5)`,
          [
            data.jobId,
            data.parentId,
            data.childId ?? null,
            data.title,
            data.requestedAt,
            data.deadlineAt,
            data.deadlineMs,
          ],
        );
      },
      AiGenerationStepReached: async (tx, { data }) => {
        await tx.query(
          `update ${schema}.generation_jobs
           set status = 'running', step = greatest(step, $2), updated_at = $3
           where job_id = $1`,
          [data.jobId, data.step, data.at],
        );
      },
      AiGenerationCompleted: async (tx, { data }) => {
        await tx.query(
          `update ${schema}.generation_jobs set status = 'completed', step = 4, updated_at = $2
           where job_id = $1`,
          [data.jobId, data.at],
        );
      },
      AiGenerationFailed: async (tx, { data }) => {
        await tx.query(
          `update ${schema}.generation_jobs set status = 'failed', error = $2, updated_at = $3
           where job_id = $1`,
          [data.jobId, data.message, data.at],
        );
      },
      AiGenerationCreditsSettled: async (tx, { data }) => {
        await tx.query(`update ${schema}.generation_jobs set settled = true where job_id = $1`, [
          data.jobId,
        ]);
      },
      AiGenerationErased: async (tx, { data }) => {
        await tx.query(
          `update ${schema}.generation_jobs set child_id = null, title = '' where job_id = $1`,
          [data.jobId],
        );
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.generation_jobs`);
    },
  });
