import type { CreditsLedgerClient } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { CreditSettlement, type Clock, type SettlementDue } from '@abhyas/runtime';
import type { Logger } from 'pino';
import { generationJobStream } from '../domain/generation-job.stream';

/**
 * Settles a finished AI job's 10 reserved credits exactly once (the platform's
 * CreditSettlement): a completed job's reservation is committed, a failed job's released, and
 * the outcome is recorded on the job so nobody calls the ledger for it again.
 */
export class JobCredits {
  private readonly settlement: CreditSettlement;

  constructor(store: ServiceStore, ledger: CreditsLedgerClient, clock: Clock, logger: Logger) {
    this.settlement = new CreditSettlement(
      {
        label: 'job',
        async due(jobId): Promise<SettlementDue | null> {
          const { state } = await store.load(generationJobStream, jobId);
          if ((state.status !== 'completed' && state.status !== 'failed') || state.settled) {
            return null;
          }
          const { reservationId } = state.job;
          return state.status === 'completed'
            ? { action: 'commit', reservationId }
            : { action: 'release', reservationId, reason: state.reason };
        },
        async record(jobId, outcome) {
          await store.handle(generationJobStream, jobId, {
            type: 'SettleCredits',
            data: { outcome, at: clock.now().toISOString() },
          });
        },
      },
      ledger,
      logger,
    );
  }

  settle(jobId: string): Promise<void> {
    return this.settlement.settle(jobId);
  }
}
