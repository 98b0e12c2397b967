import { TEST_RULES } from '@abhyas/contracts';
import { PeriodicSweep, settleDue } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { TestAttemptRepository } from '../infrastructure/test-attempt.repository';
import type { AttemptsHandler } from './attempts.handler';

/**
 * Submits, on the platform's polling loop, every attempt whose deadline plus the grace period
 * has passed: a child whose browser closed or lost its network still gets their saved answers
 * graded. Every process may run one; the attempt's decider makes a second submit a no-op.
 */
export class AttemptDeadlines extends PeriodicSweep {
  constructor(
    private readonly repository: TestAttemptRepository,
    private readonly attempts: AttemptsHandler,
    private readonly clock: Clock,
    logger: Logger,
    intervalMs: number,
  ) {
    super('attempt deadline sweep', logger, intervalMs);
  }

  sweep(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - TEST_RULES.graceSeconds * 1000);
    return settleDue(
      (limit) => this.repository.openAttemptsDueBy(cutoff, limit),
      async (attemptId) => {
        await this.attempts.submitAs(attemptId, 'deadline');
      },
    );
  }
}
