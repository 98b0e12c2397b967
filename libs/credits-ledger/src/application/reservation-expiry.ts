import { PeriodicSweep } from '@abhyas/event-store';
import type { Clock, ServiceContext } from '@abhyas/runtime';
import type { LedgerHandler } from './ledger.handler';
import type { CreditsLedgerRepository } from './credits-ledger.repository';

type Logger = ServiceContext['logger'];

const BATCH = 200;

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
  async sweep(): Promise<number> {
    let released = 0;
    for (;;) {
      const due = await this.records.dueReservations(this.clock.now(), BATCH);
      for (const { accountId, reservationId } of due) {
        if (await this.ledger.expire(accountId, reservationId)) {
          released++;
        }
      }
      if (due.length < BATCH) {
        return released;
      }
    }
  }
}
