import type { Clock, ServiceContext } from '@abhyas/runtime';
import type { LedgerHandler } from './ledger.handler';
import type { LedgerRecords } from './ledger-records';

type Logger = ServiceContext['logger'];

const BATCH = 200;

/**
 * Releases open reservations past their time-out (reason 'expired'), so work that crashed
 * between reserve and commit never keeps credits held. Every process may run one: the decider
 * makes a second release of the same reservation a no-op.
 */
export class ReservationExpiry {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly records: LedgerRecords,
    private readonly ledger: LedgerHandler,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error({ err: error }, 'reservation expiry failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, this.intervalMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
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
