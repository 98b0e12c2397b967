import { LedgerCallError, type CreditsLedgerClient } from '@abhyas/contracts';
import { KeyedSerialQueue, type ServiceStore } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { ExplanationCreditsOutcome } from '../domain/explanation-request.events';
import { explanationRequestStream } from '../domain/explanation-request.stream';

/**
 * Settles a worker-written explanation's reserved credit exactly once: committed when the
 * explanation is ready, released when it failed or ran out of time ("the credit was returned":
 * nothing is taken, and the ledger's history shows the reservation and its release). The
 * settlement is recorded on the request so nobody asks the ledger about it again; a ledger
 * that cannot be reached leaves it to the deadline sweep (the ledger's own time-out is the last
 * resort: an explanation may end up free, never charged twice or charged without one).
 */
export class ExplanationCredits {
  /** The worker's report and the sweep may settle one request at once: here they take turns. */
  private readonly turns = new KeyedSerialQueue();

  constructor(
    private readonly store: ServiceStore,
    private readonly ledger: CreditsLedgerClient,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  settle(requestId: string): Promise<void> {
    return this.turns.run(requestId, () => this.settleNow(requestId));
  }

  private async settleNow(requestId: string): Promise<void> {
    const { state } = await this.store.load(explanationRequestStream, requestId);
    if (state.status !== 'requested' || !state.generation || state.settled) {
      return;
    }
    const { production, decision } = state;
    if (decision.status !== 'approved' || !production || production.status === 'preparing') {
      return;
    }
    let outcome: ExplanationCreditsOutcome;
    try {
      if (production.status === 'ready') {
        await this.ledger.commit(decision.reservationId);
        outcome = 'committed';
      } else {
        await this.ledger.release(decision.reservationId, { reason: 'explanation not produced' });
        outcome = 'released';
      }
    } catch (error) {
      if (!(error instanceof LedgerCallError) || (error.status !== 404 && error.status !== 409)) {
        this.logger.warn(
          { err: error, requestId, reservationId: decision.reservationId },
          'explanation credit not settled yet',
        );
        return;
      }
      // The ledger settled it itself (its time-out): nothing is left to do but say so.
      outcome = 'lapsed';
    }
    await this.store.handle(explanationRequestStream, requestId, {
      type: 'SettleCredits',
      data: { outcome, at: this.clock.now().toISOString() },
    });
  }
}
