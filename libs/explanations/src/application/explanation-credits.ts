import type { CreditsLedgerClient } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { CreditSettlement, type Clock, type SettlementDue } from '@abhyas/runtime';
import type { Logger } from 'pino';
import { explanationRequestStream } from '../domain/explanation-request.stream';

/**
 * Settles a worker-written explanation's reserved credit exactly once (the platform's
 * CreditSettlement): committed when the explanation is ready, released when it failed or ran
 * out of time ("the credit was returned": nothing is taken, and the ledger's history shows the
 * reservation and its release). The outcome is recorded on the request.
 */
export class ExplanationCredits {
  private readonly settlement: CreditSettlement;

  constructor(store: ServiceStore, ledger: CreditsLedgerClient, clock: Clock, logger: Logger) {
    this.settlement = new CreditSettlement(
      {
        label: 'explanation',
        async due(requestId): Promise<SettlementDue | null> {
          const { state } = await store.load(explanationRequestStream, requestId);
          if (state.status !== 'requested' || !state.generation || state.settled) {
            return null;
          }
          const { production, decision } = state;
          if (decision.status !== 'approved' || !production || production.status === 'preparing') {
            return null;
          }
          return production.status === 'ready'
            ? { action: 'commit', reservationId: decision.reservationId }
            : {
                action: 'release',
                reservationId: decision.reservationId,
                reason: 'explanation not produced',
              };
        },
        async record(requestId, outcome) {
          await store.handle(explanationRequestStream, requestId, {
            type: 'SettleCredits',
            data: { outcome, at: clock.now().toISOString() },
          });
        },
      },
      ledger,
      logger,
    );
  }

  settle(requestId: string): Promise<void> {
    return this.settlement.settle(requestId);
  }
}
