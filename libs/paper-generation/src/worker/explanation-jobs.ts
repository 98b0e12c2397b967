import {
  explanationGenerationRequestedV1,
  type ExplanationProgress,
  type PayloadOf,
} from '@abhyas/contracts';
import type { DeliveredMessage } from '@abhyas/messaging';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { ExplanationReporter } from './explanation-reporter';
import type { ExplanationWriter } from './explanation-writer';
import { writeExplanation } from './explanation-writing';
import { JobGoneError } from './job-reporter';
import { DeadlineReached, failureReason, WorkerStopping } from './worker-failures';

type Brief = PayloadOf<typeof explanationGenerationRequestedV1>;

export interface ExplanationJobsOptions {
  reporter: ExplanationReporter;
  writer: ExplanationWriter;
  clock: Clock;
  logger: Logger;
  /** Requests to the model per explanation: the first and the re-asks of refused answers. */
  maxRounds: number;
}

const finished = (progress: ExplanationProgress | undefined) =>
  !progress || progress.production !== 'preparing';

/**
 * The generation worker's second job: writes the explanation of a question that has no worked
 * solution (`explanation-generation-requested.v1`, at least once). An explanation explanations
 * already ended (ready, failed, expired) is skipped, so a redelivered message costs nothing;
 * the model is asked against the request's own remaining deadline, its answer checked against
 * the contract's schema and asked again when refused (bounded), and the result reported. A
 * failure it can name is reported (the service releases the credit); a stop or an unreachable
 * service leaves the message to be delivered again.
 */
export class ExplanationJobs {
  private readonly running = new Map<string, AbortController>();

  constructor(private readonly options: ExplanationJobsOptions) {}

  get busy(): number {
    return this.running.size;
  }

  stop(): void {
    for (const controller of this.running.values()) {
      controller.abort(new WorkerStopping('the worker is stopping'));
    }
  }

  async handle(message: DeliveredMessage): Promise<void> {
    if (message.type !== explanationGenerationRequestedV1.type) {
      return;
    }
    const parsed = explanationGenerationRequestedV1.schema.safeParse(message.payload);
    if (!parsed.success) {
      this.options.logger.error({ messageId: message.id }, 'malformed brief: dead-lettered');
      throw new Error(`malformed ${message.type} ${message.id}: ${parsed.error.message}`);
    }
    await this.run(parsed.data, message.attempt);
  }

  private async run(brief: Brief, attempt: number): Promise<void> {
    const { reporter, clock, logger, writer } = this.options;
    const log = logger.child({ requestId: brief.requestId, attempt });
    const begun = await reporter.start(brief.requestId).catch((error: unknown) => {
      if (error instanceof JobGoneError) {
        return undefined;
      }
      throw error;
    });
    if (finished(begun)) {
      log.info({ production: begun?.production ?? 'unknown' }, 'explanation ended: skipped');
      return;
    }
    const remaining = Date.parse(brief.deadlineAt) - clock.now().getTime();
    if (remaining <= 0) {
      await reporter.fail(brief.requestId, { reason: 'timed_out' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DeadlineReached(`deadline of ${brief.deadlineMs} ms reached`)),
      remaining,
    );
    this.running.set(brief.requestId, controller);
    try {
      const explanation = await writeExplanation({
        question: brief.question,
        writer,
        signal: controller.signal,
        maxRounds: this.options.maxRounds,
      });
      controller.signal.throwIfAborted();
      const done = await reporter.explanation(brief.requestId, {
        explanation,
        model: writer.model,
      });
      log.info({ production: done.production }, 'explanation reported');
    } catch (error) {
      await this.settleFailure(brief, controller.signal.reason ?? error, error, log);
    } finally {
      clearTimeout(timer);
      this.running.delete(brief.requestId);
    }
  }

  /** Reports what it can name; rethrows the rest so the message is delivered again. */
  private async settleFailure(
    brief: Brief,
    cause: unknown,
    error: unknown,
    log: Logger,
  ): Promise<void> {
    if (cause instanceof WorkerStopping) {
      throw cause;
    }
    if (error instanceof JobGoneError) {
      log.info({ err: error }, 'explanation request gone: stopped');
      return;
    }
    const reason = failureReason(cause);
    if (!reason) {
      throw error;
    }
    log.warn({ err: error, reason }, 'explanation failed');
    await this.options.reporter.fail(brief.requestId, {
      reason,
      detail: String((error as Error).message ?? error).slice(0, 1000),
    });
  }
}
