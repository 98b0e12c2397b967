import { GENERATION_FAILURE_REASONS, generationPlanShape } from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/**
 * Why a job failed: what the worker reported, the service's own refusal of its paper, or the
 * deletion of the child it was for.
 */
export const JOB_FAILURE_REASONS = [
  ...GENERATION_FAILURE_REASONS,
  'invalid_paper',
  'child_deleted',
] as const;

/** The events of a `generation-job-<jobId>` stream: one AI paper, from request to settlement. */
export const generationJobEvents = defineEvents({
  /** Queued with its plan and hard deadline; 10 credits reserved as `reservationId`. */
  AiGenerationRequested: z.object({
    jobId: z.string(),
    parentId: z.string(),
    childId: z.string().optional(),
    title: z.string(),
    reservationId: z.string(),
    requestedAt: z.string(),
    deadlineAt: z.string(),
    deadlineMs: z.number().int().positive(),
    plan: generationPlanShape,
  }),
  /** The worker reached one of the screen's four steps (step 1: it started). */
  AiGenerationStepReached: z.object({
    jobId: z.string(),
    step: z.number().int().min(1).max(4),
    at: z.string(),
  }),
  /** The paper passed the service's checks and is the generation `generationId`. */
  AiGenerationCompleted: z.object({
    jobId: z.string(),
    generationId: z.string(),
    questionCount: z.number().int().positive(),
    totalMarks: z.number().positive(),
    at: z.string(),
  }),
  /** Final: the message is what the parent reads ('Failed to generate paper', time-out). */
  AiGenerationFailed: z.object({
    jobId: z.string(),
    reason: z.enum(JOB_FAILURE_REASONS),
    message: z.string(),
    detail: z.string().optional(),
    at: z.string(),
  }),
  /**
   * The reservation was committed (completed) or released (failed) at the ledger, once;
   * `lapsed` when the ledger had already settled it itself (its time-out).
   */
  AiGenerationCreditsSettled: z.object({
    jobId: z.string(),
    outcome: z.enum(['committed', 'released', 'lapsed']),
    at: z.string(),
  }),
  /** The child it was for was deleted: the job leaves the read models' child and title. */
  AiGenerationErased: z.object({ jobId: z.string(), childId: z.string(), at: z.string() }),
});

export type GenerationJobEvent = EventOf<typeof generationJobEvents>;
export type GenerationJobData = Extract<
  GenerationJobEvent,
  { type: 'AiGenerationRequested' }
>['data'];
export type JobFailureReason = (typeof JOB_FAILURE_REASONS)[number];
export type CreditsOutcome = Extract<
  GenerationJobEvent,
  { type: 'AiGenerationCreditsSettled' }
>['data']['outcome'];
