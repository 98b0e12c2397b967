import {
  EXPLANATION_MESSAGES as M,
  type explanationFailureRequestSchema,
  type ExplanationProgress,
  type explanationResultRequestSchema,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type {
  ExplanationRequestCommand,
  ExplanationRequestState,
} from '../domain/explanation-request.decider';
import { explanationRequestStream } from '../domain/explanation-request.stream';
import type { ExplanationCredits } from './explanation-credits';
import { explanationErrors, toExplanationException } from './explanations.exception';

/** Only explanations the worker was asked for have a progress; anything else is not its. */
const progressOf = (requestId: string, state: ExplanationRequestState): ExplanationProgress => {
  if (state.status !== 'requested' || !state.generation || !state.production) {
    throw explanationErrors.requestNotFound();
  }
  return {
    requestId,
    production: state.production.status,
    deadlineAt: state.generation.deadlineAt,
  };
};

/**
 * What the generation worker reports about an explanation it writes (internal routes), and
 * what the deadline sweep decides. Each call is one command on the request's stream, so repeats
 * and races settle on the decider: the explanation is ready or fails once, the first final
 * report wins, and a late one changes nothing. Whenever a call ends it, its credit is settled.
 */
export class ExplanationProductionHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly credits: ExplanationCredits,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The worker took the message: where the explanation stands (it skips a finished one). */
  async start(requestId: string): Promise<ExplanationProgress> {
    const { state } = await this.store.load(explanationRequestStream, requestId);
    return progressOf(requestId, state);
  }

  explanation(
    requestId: string,
    body: z.output<typeof explanationResultRequestSchema>,
  ): Promise<ExplanationProgress> {
    this.logger.info({ requestId, model: body.model }, 'explanation written by the worker');
    return this.command(requestId, {
      type: 'RecordExplanation',
      data: { explanation: body.explanation, at: this.now() },
    });
  }

  fail(
    requestId: string,
    body: z.output<typeof explanationFailureRequestSchema>,
  ): Promise<ExplanationProgress> {
    // The child and parent read why in their words; the worker's detail is for operators.
    this.logger.warn({ requestId, reason: body.reason, detail: body.detail }, 'explanation failed');
    return this.command(requestId, {
      type: 'FailExplanation',
      data: { reason: M.couldNotProduce, at: this.now() },
    });
  }

  /** The sweep: still being prepared past its deadline, so it fails and the credit goes back. */
  async expire(requestId: string): Promise<void> {
    await this.command(requestId, {
      type: 'ExpireExplanation',
      data: { reason: M.couldNotProduce, at: this.now() },
    });
  }

  private async command(
    requestId: string,
    command: ExplanationRequestCommand,
  ): Promise<ExplanationProgress> {
    const { state } = await toExplanationException.guard(() =>
      this.store.handle(explanationRequestStream, requestId, command),
    );
    const progress = progressOf(requestId, state);
    if (progress.production !== 'preparing') {
      await this.credits.settle(requestId);
    }
    return progress;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
