import {
  consumersOf,
  explanationGenerationRequestedV1,
  isFinished,
  paperGenerationRequestedV1,
  type PayloadOf,
  type WorkerConsumer,
} from '@abhyas/contracts';
import type { DeliveredMessage, MessageBus, Subscription } from '@abhyas/messaging';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import { ExplanationJobs } from './explanation-jobs';
import type { ExplanationReporter } from './explanation-reporter';
import type { ExplanationWriter } from './explanation-writer';
import { JobGoneError, PaperRefusedError, type JobReporter } from './job-reporter';
import { writePaper } from './paper-writing';
import type { QuestionWriter } from './question-writer';
import { DeadlineReached, failureReason, WorkerStopping } from './worker-failures';

/** The consumer group every generation worker joins (`EVENT_CONSUMERS`). */
export const GENERATION_WORKER_GROUP: WorkerConsumer = 'generation-worker';

type RequestedJob = PayloadOf<typeof paperGenerationRequestedV1>;

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
  /**
   * The second job: explanations of questions with no worked solution
   * (`explanation-generation-requested.v1`), reported to explanations. Left out, the worker
   * takes paper jobs only.
   */
  explanations?: { reporter: ExplanationReporter; writer: ExplanationWriter };
}

/**
 * Consumes `paper-generation-requested.v1` (at least once, per the bus) and writes each paper.
 * A job the service already finished is acknowledged and skipped, so a redelivered or doubled
 * message costs nothing; a job runs against its own remaining deadline. Failures the worker can
 * name are reported (the service fails the job and releases the credits); a stop or a service
 * it cannot reach leaves the message to be delivered again, to this worker or another. Its
 * second job, explanations (`explanation-generation-requested.v1`), follows the same rules
 * (`explanation-jobs.ts`).
 */
export class GenerationWorker {
  private readonly subscriptions: Subscription[] = [];
  private readonly running = new Map<string, AbortController>();
  private readonly explanations?: ExplanationJobs;

  constructor(private readonly options: GenerationWorkerOptions) {
    if (options.explanations) {
      this.explanations = new ExplanationJobs({
        ...options.explanations,
        clock: options.clock,
        logger: options.logger,
        maxRounds: options.maxRounds ?? 3,
      });
    }
  }

  async start(): Promise<void> {
    await this.join(paperGenerationRequestedV1.topic, (message) => this.handle(message));
    const explanations = this.explanations;
    if (explanations) {
      await this.join(explanationGenerationRequestedV1.topic, (message) =>
        explanations.handle(message),
      );
    }
  }

  /** Cuts running jobs short (their messages come back) and leaves the group. */
  async stop(): Promise<void> {
    for (const controller of this.running.values()) {
      controller.abort(new WorkerStopping('the worker is stopping'));
    }
    this.explanations?.stop();
    for (const subscription of this.subscriptions.splice(0)) {
      await subscription.close();
    }
  }

  /** Jobs in hand right now. */
  get busy(): number {
    return this.running.size + (this.explanations?.busy ?? 0);
  }

  /** One topic as the `generation-worker` group: both jobs share the queue's delivery rules. */
  private async join(
    topic: string,
    handler: (message: DeliveredMessage) => Promise<void>,
  ): Promise<void> {
    if (!consumersOf(topic).includes(GENERATION_WORKER_GROUP)) {
      throw new Error(`EVENT_CONSUMERS must list ${GENERATION_WORKER_GROUP} on ${topic}`);
    }
    this.subscriptions.push(
      await this.options.bus.subscribe({
        topic,
        group: GENERATION_WORKER_GROUP,
        handler,
        maxAttempts: this.options.maxAttempts ?? 10,
        backoffMs: this.options.backoffMs ?? 1_000,
      }),
    );
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
