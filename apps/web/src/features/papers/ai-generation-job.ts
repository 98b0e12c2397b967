import {
  AI_GENERATION_MESSAGES,
  AI_GENERATION_STEPS,
  CREDIT_COSTS,
  isFinished,
  type GeneratedPaper,
  type GenerationJobView,
} from '@abhyas/contracts';
import type { GenerationFailure } from './generation-failure';

export type AiStepState = 'done' | 'current' | 'waiting';

export interface AiJobProgress {
  /** The four steps in order, each done, current or still waiting. */
  steps: { label: string; state: AiStepState }[];
  /** The job is accepted but no writer has taken it yet. */
  queued: boolean;
}

/** Spec §2: the four steps, with the job's current one marked (step 1 until the job is known). */
export function aiJobProgress(job: GenerationJobView | undefined): AiJobProgress {
  const labels = job?.steps.length === AI_GENERATION_STEPS.length ? job.steps : AI_GENERATION_STEPS;
  const current = job?.step ?? 1;
  const allDone = job?.status === 'completed';
  return {
    steps: labels.map((label, index) => {
      const step = index + 1;
      const state: AiStepState =
        allDone || step < current ? 'done' : step === current ? 'current' : 'waiting';
      return { label, state };
    }),
    queued: job === undefined || job.status === 'queued',
  };
}

export const AI_FAILURE_NOTE = `The ${CREDIT_COSTS.generatePaperAi} credits were not charged.`;

export type AiJobOutcome =
  | { kind: 'running' }
  | { kind: 'completed'; paper: GeneratedPaper }
  | { kind: 'failed'; failure: GenerationFailure };

/**
 * What a polled job means for the screen: still running, a paper to preview, or spec §8's
 * failure ('Failed to generate paper', 'Request timed out after {ms}ms') with the refund.
 */
export function aiJobOutcome(job: GenerationJobView | undefined): AiJobOutcome {
  if (!job || !isFinished(job.status)) {
    return { kind: 'running' };
  }
  if (job.status === 'completed' && job.paper) {
    return { kind: 'completed', paper: job.paper };
  }
  // A failed job's reservation is released (creditsUsed 0); a completed job without its paper
  // should not happen, but then the credits were charged and the note would be wrong.
  const refunded = job.status === 'failed' || job.creditsUsed === 0;
  return {
    kind: 'failed',
    failure: {
      message: job.error ?? AI_GENERATION_MESSAGES.failed,
      suggestion: refunded ? AI_FAILURE_NOTE : null,
      buyCredits: false,
    },
  };
}

/** Polling stops once the job is completed or failed. */
export const isJobSettled = (job: GenerationJobView | undefined): boolean =>
  job !== undefined && isFinished(job.status);
