import { PeriodicSweep, settleDue } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { ExplanationsRepository } from '../infrastructure/explanations.repository';
import type { ExplanationCredits } from './explanation-credits';
import type { ExplanationProductionHandler } from './explanation-production.handler';

/** An explanation ended this recently is being settled by the call that ended it. */
const SETTLE_GRACE_MS = 5_000;

/**
 * The hard deadline of worker-written explanations, on the platform's polling loop: one still
 * being prepared past its deadline fails with 'We could not prepare this explanation, so the
 * credit was returned to your balance.' and its reservation is released, whether or not a
 * worker is still on it. It also settles ended ones whose credit the ledger did not take at
 * the time. Every process may run one: the decider makes a second expiry or settlement a no-op.
 */
export class ExplanationDeadlines extends PeriodicSweep {
  constructor(
    private readonly repository: ExplanationsRepository,
    private readonly production: ExplanationProductionHandler,
    private readonly credits: ExplanationCredits,
    private readonly clock: Clock,
    logger: Logger,
    intervalMs: number,
  ) {
    super('explanation deadline sweep', logger, intervalMs);
  }

  /** Fails every explanation past its deadline and settles the stragglers; answers how many expired. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const expired = await settleDue(
      (limit) => this.repository.preparingPastDeadline(now, limit),
      (requestId) => this.production.expire(requestId),
    );
    const endedBy = new Date(now.getTime() - SETTLE_GRACE_MS);
    await settleDue(
      (limit) => this.repository.unsettled(endedBy, limit),
      (requestId) => this.credits.settle(requestId),
    );
    return expired;
  }
}
