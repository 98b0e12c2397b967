import { LedgerCallError, type CreditsLedgerClient } from '@abhyas/contracts';
import { KeyedSerialQueue, type ServiceStore } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { CreditsOutcome } from '../domain/generation-job.events';
import { generationJobStream } from '../domain/generation-job.stream';

/**
 * Settles a finished AI job's 10 reserved credits exactly once: a completed job's reservation is
 * committed, a failed job's released, and the settlement is recorded on the job so nobody calls
 * the ledger for it again. A ledger that cannot be reached leaves the job unsettled for the
 * deadline sweep to settle later (the ledger's own time-out is the last resort: a paper may end
 * up free, never charged twice or charged without a paper).
 */
export class JobCredits {
  /**
   * The worker's report and the deadline sweep may settle one job at the same moment: in one
   * process they take turns, so the second finds it settled and asks the ledger nothing.
   * Between processes the ledger's idempotent reservation id keeps a second call harmless.
   */
  private readonly turns = new KeyedSerialQueue();

  constructor(
    private readonly store: ServiceStore,
    private readonly ledger: CreditsLedgerClient,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  settle(jobId: string): Promise<void> {
    return this.turns.run(jobId, () => this.settleNow(jobId));
  }

  private async settleNow(jobId: string): Promise<void> {
    const { state } = await this.store.load(generationJobStream, jobId);
    if ((state.status !== 'completed' && state.status !== 'failed') || state.settled) {
      return;
    }
    const { reservationId } = state.job;
    let outcome: CreditsOutcome;
    try {
      if (state.status === 'completed') {
        await this.ledger.commit(reservationId);
        outcome = 'committed';
      } else {
        await this.ledger.release(reservationId, { reason: state.reason });
        outcome = 'released';
      }
    } catch (error) {
      if (!(error instanceof LedgerCallError) || (error.status !== 404 && error.status !== 409)) {
        this.logger.warn({ err: error, jobId, reservationId }, 'job credits not settled yet');
        return;
      }
      // The ledger settled it itself (its time-out): nothing is left to do but say so.
      outcome = 'lapsed';
    }
    await this.store.handle(generationJobStream, jobId, {
      type: 'SettleCredits',
      data: { outcome, at: this.clock.now().toISOString() },
    });
  }
}
