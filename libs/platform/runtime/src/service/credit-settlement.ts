import { LedgerCallError, type CreditsLedgerClient } from '@abhyas/contracts';
import { KeyedSerialQueue } from '@abhyas/event-store';
import type { ChargeLogger } from './credit-charges';

/** How a settlement ended: taken, given back, or already settled by the ledger's own time-out. */
export type SettlementOutcome = 'committed' | 'released' | 'lapsed';

/** What a piece of paid work's stream says is due for its reservation, if anything. */
export type SettlementDue =
  | { action: 'commit'; reservationId: string }
  | { action: 'release'; reservationId: string; reason: string };

/** Where a service's paid work keeps its reservation: read what is due, record how it ended. */
export interface SettlementSubject {
  /** What to do now; null when nothing is due (still running, or settled before). */
  due(key: string): Promise<SettlementDue | null>;
  record(key: string, outcome: SettlementOutcome): Promise<void>;
  /** Named in the log when the ledger cannot be reached. */
  label: string;
}

/**
 * Settles a finished piece of paid work's reservation exactly once: commit when it was
 * delivered, release when it was not, then record the outcome on the work's stream so nobody
 * asks the ledger about it again. A worker's report and a deadline sweep may settle one key at
 * the same moment: in one process they take turns, so the second finds it recorded; between
 * processes the ledger's idempotent reservation id keeps a second call harmless. A ledger that
 * cannot be reached leaves the work unsettled for the sweep to try again (the ledger's own
 * time-out is the last resort: work may end up free, never charged twice or charged undelivered).
 */
export class CreditSettlement {
  private readonly turns = new KeyedSerialQueue();

  constructor(
    private readonly subject: SettlementSubject,
    private readonly ledger: CreditsLedgerClient,
    private readonly logger: ChargeLogger,
  ) {}

  settle(key: string): Promise<void> {
    return this.turns.run(key, () => this.settleNow(key));
  }

  private async settleNow(key: string): Promise<void> {
    const due = await this.subject.due(key);
    if (!due) {
      return;
    }
    let outcome: SettlementOutcome;
    try {
      if (due.action === 'commit') {
        await this.ledger.commit(due.reservationId);
        outcome = 'committed';
      } else {
        await this.ledger.release(due.reservationId, { reason: due.reason });
        outcome = 'released';
      }
    } catch (error) {
      if (!(error instanceof LedgerCallError) || (error.status !== 404 && error.status !== 409)) {
        this.logger.warn(
          { err: error, key, reservationId: due.reservationId },
          `${this.subject.label} credits not settled yet`,
        );
        return;
      }
      // The ledger settled it itself (its time-out): nothing is left to do but say so.
      outcome = 'lapsed';
    }
    await this.subject.record(key, outcome);
  }
}
