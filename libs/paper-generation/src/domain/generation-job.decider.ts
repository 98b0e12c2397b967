import { AI_GENERATION_MESSAGES, type GenerationStep } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type {
  CreditsOutcome,
  GenerationJobData,
  GenerationJobEvent,
  JobFailureReason,
} from './generation-job.events';

export type GenerationJobCommand =
  | { type: 'RequestAiGeneration'; data: GenerationJobData }
  | { type: 'ReachStep'; data: { step: GenerationStep; at: string } }
  | {
      type: 'CompleteAiGeneration';
      data: { generationId: string; questionCount: number; totalMarks: number; at: string };
    }
  | { type: 'FailAiGeneration'; data: { reason: JobFailureReason; detail?: string; at: string } }
  | { type: 'ExpireAiGeneration'; data: { at: string } }
  | { type: 'SettleCredits'; data: { outcome: CreditsOutcome; at: string } }
  | { type: 'EraseAiGeneration'; data: { childId: string; at: string } };

type Open = { status: 'queued' | 'running'; job: GenerationJobData; step: GenerationStep };

export type GenerationJobState =
  | { status: 'none' }
  | Open
  | {
      status: 'completed';
      job: GenerationJobData;
      step: GenerationStep;
      settled: boolean;
      erased?: true;
    }
  | {
      status: 'failed';
      job: GenerationJobData;
      step: GenerationStep;
      reason: JobFailureReason;
      message: string;
      settled: boolean;
      erased?: true;
    };

const isOpen = (state: GenerationJobState): state is Open =>
  state.status === 'queued' || state.status === 'running';

const pastDeadline = (job: GenerationJobData, at: string): boolean =>
  Date.parse(at) >= Date.parse(job.deadlineAt);

const failure = (
  job: GenerationJobData,
  reason: JobFailureReason,
  at: string,
  detail?: string,
): GenerationJobEvent => ({
  type: 'AiGenerationFailed',
  data: {
    jobId: job.jobId,
    reason,
    message:
      reason === 'timed_out'
        ? AI_GENERATION_MESSAGES.timedOut(job.deadlineMs)
        : AI_GENERATION_MESSAGES.failed,
    ...(detail ? { detail } : {}),
    at,
  },
});

/**
 * One AI paper job. Completed and failed are final: a late, repeated or racing report decides
 * nothing, so whichever of the worker's paper and the deadline came first stands. The deadline
 * is hard: progress or a paper reported at or after it fails the job as timed out, whether or
 * not the sweep got there first. Credits are settled once, matching the outcome.
 */
export const generationJobDecider: Decider<
  GenerationJobCommand,
  GenerationJobEvent,
  GenerationJobState
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AiGenerationRequested':
        return { status: 'queued', job: event.data, step: 1 };
      case 'AiGenerationStepReached':
        return isOpen(state)
          ? { ...state, status: 'running', step: event.data.step as GenerationStep }
          : state;
      case 'AiGenerationCompleted':
        return isOpen(state)
          ? { status: 'completed', job: state.job, step: 4, settled: false }
          : state;
      case 'AiGenerationFailed':
        return isOpen(state)
          ? {
              status: 'failed',
              job: state.job,
              step: state.step,
              reason: event.data.reason,
              message: event.data.message,
              settled: false,
            }
          : state;
      case 'AiGenerationCreditsSettled':
        return state.status === 'completed' || state.status === 'failed'
          ? { ...state, settled: true }
          : state;
      case 'AiGenerationErased':
        return state.status === 'completed' || state.status === 'failed'
          ? { ...state, erased: true }
          : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestAiGeneration':
        return state.status === 'none'
          ? [{ type: 'AiGenerationRequested', data: command.data }]
          : [];
      case 'ReachStep': {
        if (!isOpen(state)) {
          return [];
        }
        if (pastDeadline(state.job, command.data.at)) {
          return [failure(state.job, 'timed_out', command.data.at)];
        }
        const moves = state.status === 'queued' || command.data.step > state.step;
        return moves
          ? [
              {
                type: 'AiGenerationStepReached',
                data: { jobId: state.job.jobId, step: command.data.step, at: command.data.at },
              },
            ]
          : [];
      }
      case 'CompleteAiGeneration':
        if (!isOpen(state)) {
          return [];
        }
        return pastDeadline(state.job, command.data.at)
          ? [failure(state.job, 'timed_out', command.data.at)]
          : [{ type: 'AiGenerationCompleted', data: { jobId: state.job.jobId, ...command.data } }];
      case 'FailAiGeneration':
        return isOpen(state)
          ? [failure(state.job, command.data.reason, command.data.at, command.data.detail)]
          : [];
      case 'ExpireAiGeneration':
        return isOpen(state) && pastDeadline(state.job, command.data.at)
          ? [failure(state.job, 'timed_out', command.data.at)]
          : [];
      case 'EraseAiGeneration': {
        const { childId, at } = command.data;
        if (state.status === 'none' || state.job.childId !== childId || 'erased' in state) {
          return [];
        }
        // An open job for a deleted child stops here (its credits are then released).
        const erased: GenerationJobEvent = {
          type: 'AiGenerationErased',
          data: { jobId: state.job.jobId, childId, at },
        };
        return isOpen(state) ? [failure(state.job, 'child_deleted', at), erased] : [erased];
      }
      case 'SettleCredits': {
        const { outcome, at } = command.data;
        const matches =
          (state.status === 'completed' && outcome !== 'released') ||
          (state.status === 'failed' && outcome !== 'committed');
        return matches && !state.settled
          ? [{ type: 'AiGenerationCreditsSettled', data: { jobId: state.job.jobId, outcome, at } }]
          : [];
      }
    }
  },
};
