import { PeriodicSweep, settleDue } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { GenerationJobsHandler } from './generation-jobs.handler';
import type { JobCredits } from './job-credits';
import type { PapersRepository } from './papers.repository';

/** A job finished this recently is being settled by the call that finished it. */
const SETTLE_GRACE_MS = 5_000;

/**
 * The hard deadline of AI jobs, on the platform's polling loop: an open job past its deadline
 * fails with 'Request timed out after {ms}ms' and its credits are released, whether or not a
 * worker is still on it (a worker killed mid-job, a message lost with a standalone process).
 * It also settles finished jobs whose credits the ledger did not take at the time. Every
 * process may run one: the job's decider makes a second expiry or settlement a no-op.
 */
export class GenerationDeadlines extends PeriodicSweep {
  constructor(
    private readonly repository: PapersRepository,
    private readonly jobs: GenerationJobsHandler,
    private readonly credits: JobCredits,
    private readonly clock: Clock,
    logger: Logger,
    intervalMs: number,
  ) {
    super('generation deadline sweep', logger, intervalMs);
  }

  /** Fails every job past its deadline and settles the stragglers; resolves with how many expired. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const expired = await settleDue(
      (limit) => this.repository.jobsPastDeadline(now, limit),
      (jobId) => this.jobs.expire(jobId),
    );
    const endedBy = new Date(now.getTime() - SETTLE_GRACE_MS);
    await settleDue(
      (limit) => this.repository.unsettledJobs(endedBy, limit),
      (jobId) => this.credits.settle(jobId),
    );
    return expired;
  }
}
