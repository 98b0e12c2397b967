import { PeriodicSweep, settleDue } from '@abhyas/event-store';
import type { Clock, ServiceContext } from '@abhyas/runtime';
import type { LedgerHandler } from './ledger.handler';
import type { CreditsLedgerRepository } from './credits-ledger.repository';

type Logger = ServiceContext['logger'];

/**
 * Releases open reservations past their time-out (reason 'expired'), so work that crashed
 * between reserve and commit never keeps credits held. Every process may run one: the decider
 * makes a second release of the same reservation a no-op.
 */
export class ReservationExpiry extends PeriodicSweep {
  constructor(
    private readonly records: CreditsLedgerRepository,
    private readonly ledger: LedgerHandler,
    private readonly clock: Clock,
    logger: Logger,
    intervalMs: number,
  ) {
    super('reservation expiry', logger, intervalMs);
  }

  /** Releases every due reservation; resolves with how many this call released. */
  sweep(): Promise<number> {
    const now = this.clock.now();
    return settleDue(
      (limit) => this.records.dueReservations(now, limit),
      ({ accountId, reservationId }) => this.ledger.expire(accountId, reservationId),
      { drain: true },
    );
  }
}
