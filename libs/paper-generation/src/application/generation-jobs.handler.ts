import type {
  GenerationJobProgress,
  GenerationStep,
  jobFailureRequestSchema,
  jobPaperRequestSchema,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { z } from 'zod';
import { checkPaper } from '../domain/ai-paper.check';
import { toCandidate } from '../domain/ai-question';
import type { GenerationJobCommand, GenerationJobState } from '../domain/generation-job.decider';
import { generationJobStream } from '../domain/generation-job.stream';
import { generationStream } from '../domain/generation.stream';
import { assembleAiPaper } from './ai-paper.assembler';
import type { JobCredits } from './job-credits';
import { paperGenerationErrors } from './paper-generation.exception';

type Known = Exclude<GenerationJobState, { status: 'none' }>;

const progress = (state: Known): GenerationJobProgress => ({
  jobId: state.job.jobId,
  status: state.status,
  step: state.step,
  deadlineAt: state.job.deadlineAt,
});

const finished = (state: GenerationJobState) =>
  state.status === 'completed' || state.status === 'failed';

/**
 * What the generation worker reports (internal routes) and what the deadline sweep decides.
 * Each call is one command on the job's stream, so repeats and races settle on the decider: a
 * job completes or fails once, and the first terminal report wins. Whenever a call finishes a
 * job its credits are settled at once; the sweep settles any the ledger did not take then.
 */
export class GenerationJobsHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly credits: JobCredits,
    private readonly clock: Clock,
  ) {}

  /** The worker took the job (step 1), or found it already finished and will skip it. */
  start(jobId: string): Promise<GenerationJobProgress> {
    return this.step(jobId, 1);
  }

  step(jobId: string, step: GenerationStep): Promise<GenerationJobProgress> {
    return this.command(jobId, { type: 'ReachStep', data: { step, at: this.now() } });
  }

  fail(
    jobId: string,
    body: z.output<typeof jobFailureRequestSchema>,
  ): Promise<GenerationJobProgress> {
    return this.command(jobId, {
      type: 'FailAiGeneration',
      data: {
        reason: body.reason,
        ...(body.detail ? { detail: body.detail } : {}),
        at: this.now(),
      },
    });
  }

  /** The sweep: an open job past its deadline fails as timed out (and its credits go back). */
  async expire(jobId: string): Promise<void> {
    await this.command(jobId, { type: 'ExpireAiGeneration', data: { at: this.now() } });
  }

  /**
   * The worker's paper, checked again here against the job's own plan; a paper that fails the
   * checks fails the job (422, credits released). An accepted paper is recorded as the
   * generation the job names, in the same transaction as the job's completion.
   */
  async paper(
    jobId: string,
    body: z.output<typeof jobPaperRequestSchema>,
  ): Promise<GenerationJobProgress> {
    const { state } = await this.store.load(generationJobStream, jobId);
    if (state.status === 'none') {
      throw paperGenerationErrors.jobNotFound();
    }
    if (finished(state)) {
      return progress(state);
    }
    const checked = checkPaper(state.job.plan, body.questions.map(toCandidate));
    if (!checked.ok) {
      await this.command(jobId, {
        type: 'FailAiGeneration',
        data: { reason: 'invalid_paper', detail: checked.issues.join('; '), at: this.now() },
      });
      throw paperGenerationErrors.invalidAiPaper(checked.issues);
    }
    const at = this.now();
    const paper = assembleAiPaper(state.job, checked.questions, at, body.model);
    const after = await this.store.transaction(async (unit) => {
      const done = await unit.handle(generationJobStream, jobId, {
        type: 'CompleteAiGeneration',
        data: {
          generationId: jobId,
          questionCount: paper.questions.length,
          totalMarks: paper.totalMarks,
          at,
        },
      });
      if (done.events.some((event) => event.type === 'AiGenerationCompleted')) {
        await unit.handle(generationStream, jobId, { type: 'RecordAiPaper', data: paper });
      }
      return done.state;
    });
    return this.settled(jobId, after);
  }

  private async command(
    jobId: string,
    command: GenerationJobCommand,
  ): Promise<GenerationJobProgress> {
    const handled = await this.store.handle(generationJobStream, jobId, command);
    if (handled.state.status === 'none') {
      throw paperGenerationErrors.jobNotFound();
    }
    return this.settled(jobId, handled.state);
  }

  private async settled(jobId: string, state: GenerationJobState): Promise<GenerationJobProgress> {
    if (state.status === 'none') {
      throw paperGenerationErrors.jobNotFound();
    }
    if (finished(state) && !('settled' in state && state.settled)) {
      await this.credits.settle(jobId);
    }
    return progress(state);
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
