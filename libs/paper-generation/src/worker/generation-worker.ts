import {
  consumersOf,
  isFinished,
  paperGenerationRequestedV1,
  type GenerationFailureReason,
  type PayloadOf,
  type WorkerConsumer,
} from '@abhyas/contracts';
import type { DeliveredMessage, MessageBus, Subscription } from '@abhyas/messaging';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import { JobGoneError, PaperRefusedError, type JobReporter } from './job-reporter';
import { InvalidOutputError, writePaper } from './paper-writing';
import { NotConfiguredError, ProviderError, type QuestionWriter } from './question-writer';

/** The consumer group every generation worker joins (`EVENT_CONSUMERS`). */
export const GENERATION_WORKER_GROUP: WorkerConsumer = 'generation-worker';

type RequestedJob = PayloadOf<typeof paperGenerationRequestedV1>;

/** Why a running job was cut short by the worker itself. */
class DeadlineReached extends Error {
  override readonly name = 'DeadlineReached';
}
class WorkerStopping extends Error {
  override readonly name = 'WorkerStopping';
}
/** The service already finished the job (the deadline sweep, or another worker). */
class JobFinished extends Error {
  override readonly name = 'JobFinished';
}

export interface GenerationWorkerOptions {
  bus: MessageBus;
  jobs: JobReporter;
  writer: QuestionWriter;
  clock: Clock;
  logger: Logger;
  /** Requests to the model per job: the first and the regenerations of refused questions. */
  maxRounds?: number;
  batchSize?: number;
  /** Deliveries of one message before it is dead-lettered (a crashing worker counts one). */
  maxAttempts?: number;
  backoffMs?: number;
}

const failureReason = (error: unknown): GenerationFailureReason | undefined => {
  if (error instanceof DeadlineReached) {
    return 'timed_out';
  }
  if (error instanceof InvalidOutputError) {
    return 'invalid_output';
  }
  if (error instanceof NotConfiguredError) {
    return 'not_configured';
  }
  return error instanceof ProviderError ? 'provider_failed' : undefined;
};

/**
 * Consumes `paper-generation-requested.v1` (at least once, per the bus) and writes each paper.
 * A job the service already finished is acknowledged and skipped, so a redelivered or doubled
 * message costs nothing; a job runs against its own remaining deadline. Failures the worker can
 * name are reported (the service fails the job and releases the credits); a stop or a service
 * it cannot reach leaves the message to be delivered again, to this worker or another.
 */
export class GenerationWorker {
  private subscription?: Subscription;
  private readonly running = new Map<string, AbortController>();

  constructor(private readonly options: GenerationWorkerOptions) {}

  async start(): Promise<void> {
    const { topic } = paperGenerationRequestedV1;
    if (!consumersOf(topic).includes(GENERATION_WORKER_GROUP)) {
      throw new Error(`EVENT_CONSUMERS must list ${GENERATION_WORKER_GROUP} on ${topic}`);
    }
    this.subscription = await this.options.bus.subscribe({
      topic,
      group: GENERATION_WORKER_GROUP,
      handler: (message) => this.handle(message),
      maxAttempts: this.options.maxAttempts ?? 10,
      backoffMs: this.options.backoffMs ?? 1_000,
    });
  }

  /** Cuts running jobs short (their messages come back) and leaves the group. */
  async stop(): Promise<void> {
    for (const controller of this.running.values()) {
      controller.abort(new WorkerStopping('the worker is stopping'));
    }
    await this.subscription?.close();
    this.subscription = undefined;
  }

  /** Jobs in hand right now. */
  get busy(): number {
    return this.running.size;
  }

  private async handle(message: DeliveredMessage): Promise<void> {
    if (message.type !== paperGenerationRequestedV1.type) {
      return;
    }
    const parsed = paperGenerationRequestedV1.schema.safeParse(message.payload);
    if (!parsed.success) {
      this.options.logger.error(
        { messageId: message.id },
        'malformed job: it will be dead-lettered',
      );
      throw new Error(`malformed ${message.type} ${message.id}: ${parsed.error.message}`);
    }
    await this.run(parsed.data, message.attempt);
  }

  private async run(job: RequestedJob, attempt: number): Promise<void> {
    const { jobs, clock, logger } = this.options;
    const log = logger.child({ jobId: job.jobId, attempt });
    const begun = await jobs.start(job.jobId).catch((error: unknown) => {
      if (error instanceof JobGoneError) {
        return undefined;
      }
      throw error;
    });
    if (!begun || isFinished(begun.status)) {
      log.info({ status: begun?.status ?? 'unknown' }, 'job already finished: skipped');
      return;
    }
    const remaining = Date.parse(job.deadlineAt) - clock.now().getTime();
    if (remaining <= 0) {
      await jobs.fail(job.jobId, { reason: 'timed_out' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DeadlineReached(`deadline of ${job.deadlineMs} ms reached`)),
      remaining,
    );
    this.running.set(job.jobId, controller);
    const started = Date.now();
    try {
      const questions = await writePaper({
        jobId: job.jobId,
        plan: job.plan,
        writer: this.options.writer,
        signal: controller.signal,
        maxRounds: this.options.maxRounds ?? 3,
        batchSize: this.options.batchSize ?? 25,
        report: async (step) => {
          controller.signal.throwIfAborted();
          if (isFinished((await jobs.step(job.jobId, step)).status)) {
            throw new JobFinished('the job was finished by the service');
          }
        },
      });
      controller.signal.throwIfAborted();
      const done = await jobs.paper(job.jobId, { questions, model: this.options.writer.model });
      log.info({ status: done.status, ms: Date.now() - started }, 'paper reported');
    } catch (error) {
      await this.settleFailure(job, controller.signal.reason ?? error, error, log);
    } finally {
      clearTimeout(timer);
      this.running.delete(job.jobId);
    }
  }

  /** Reports what it can name; rethrows the rest so the message is delivered again. */
  private async settleFailure(
    job: RequestedJob,
    cause: unknown,
    error: unknown,
    log: Logger,
  ): Promise<void> {
    if (cause instanceof WorkerStopping) {
      log.info('worker stopping: the job is left for redelivery');
      throw cause;
    }
    if (
      cause instanceof JobFinished ||
      error instanceof JobFinished ||
      error instanceof JobGoneError ||
      error instanceof PaperRefusedError
    ) {
      log.info({ err: error }, 'job finished elsewhere: stopped');
      return;
    }
    const reason = failureReason(cause);
    if (!reason) {
      throw error;
    }
    log.warn({ err: error, reason }, 'job failed');
    await this.options.jobs.fail(job.jobId, {
      reason,
      detail: String((error as Error).message ?? error).slice(0, 1000),
    });
  }
}
