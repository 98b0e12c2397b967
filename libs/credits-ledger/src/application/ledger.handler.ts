import type {
  CreditBalanceResponse,
  LedgerWriteResult,
  commitReservationRequestSchema,
  debitCreditsRequestSchema,
  grantCreditsRequestSchema,
  reserveCreditsRequestSchema,
} from '@abhyas/contracts';
import {
  isUniqueViolation,
  StreamVersionConflictError,
  type EventStore,
} from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { z } from 'zod';
import {
  creditAccountDecider,
  spendableOf,
  type CreditAccountCommand,
  type CreditAccountState,
} from '../domain/credit-account.decider';
import { creditAccountStream, type CreditAccountEvent } from '../domain/credit-account.events';
import { CreditRule, CreditRuleViolation } from '../domain/credits.errors';
import { AccountStateCache } from './account-state-cache';
import { creditsErrors, toCreditsException } from './credits-ledger.exception';
import { KeyedSerialQueue } from '@abhyas/event-store';
import { ledgerOutbox } from './ledger-integration-events';
import { LedgerRecords, type ReservationRecord } from './ledger-records';

export type GrantInput = z.output<typeof grantCreditsRequestSchema>;
export type DebitInput = z.output<typeof debitCreditsRequestSchema>;
export type ReserveInput = z.output<typeof reserveCreditsRequestSchema>;
export type CommitInput = z.output<typeof commitReservationRequestSchema>;

/** Tries per write when writers in other processes keep winning the account's stream. */
const MAX_ATTEMPTS = 12;

interface WritePlan {
  /** The first answer when this id was already applied (409 when it names another transfer). */
  earlier(): Promise<LedgerWriteResult | undefined>;
  command(now: Date): CreditAccountCommand;
  result(state: CreditAccountState, applied: boolean): LedgerWriteResult;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every ledger write: look the caller's id up (a repeat answers with its first result), load the
 * account from the cache plus newer events, decide, and append at the loaded version with the
 * projections and outbox in the same transaction. A version conflict (another process wrote) or
 * a unique violation on a transfer or reservation id (a racing duplicate on another account)
 * rolls everything back and the cycle runs again, where the look-up now answers.
 */
export class LedgerHandler {
  private readonly queue = new KeyedSerialQueue();
  private readonly cache: AccountStateCache;
  private readonly records: LedgerRecords;

  constructor(
    private readonly events: EventStore,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {
    this.cache = new AccountStateCache(events);
    this.records = new LedgerRecords(events.db, events.schema);
  }

  grant(input: GrantInput): Promise<LedgerWriteResult> {
    const transactionId = this.newId();
    return this.write(input.accountId, {
      earlier: () => this.records.earlierTransfer(input.transferId, input, 'grant'),
      command: (now) => ({
        type: 'GrantCredits',
        data: { ...input, transactionId },
        metadata: { now },
      }),
      result: (state, applied) => written(input.accountId, transactionId, state, applied),
    });
  }

  debit(input: DebitInput): Promise<LedgerWriteResult> {
    const transactionId = this.newId();
    return this.write(input.accountId, {
      earlier: () => this.records.earlierTransfer(input.transferId, input, 'debit'),
      command: (now) => ({
        type: 'DebitCredits',
        data: { ...input, transactionId },
        metadata: { now },
      }),
      result: (state, applied) => written(input.accountId, transactionId, state, applied),
    });
  }

  reserve(input: ReserveInput): Promise<LedgerWriteResult> {
    return this.write(input.accountId, {
      earlier: async () => {
        const record = await this.records.reservation(input.reservationId);
        if (!record) {
          return undefined;
        }
        if (record.accountId !== input.accountId || record.amount !== input.amount) {
          throw creditsErrors.transferIdReused();
        }
        return answer(record, record.reservationId, record.spendableAfterReserve);
      },
      command: (now) => ({ type: 'ReserveCredits', data: input, metadata: { now } }),
      result: (state, applied) => written(input.accountId, input.reservationId, state, applied),
    });
  }

  async commit(reservationId: string, input: CommitInput): Promise<LedgerWriteResult> {
    const accountId = await this.accountOfReservation(reservationId);
    const transactionId = this.newId();
    return this.write(accountId, {
      earlier: async () => {
        const record = await this.settledRecord(reservationId);
        if (record.status === 'open') {
          return undefined;
        }
        if (record.status !== 'committed' || !record.commitTransactionId) {
          throw creditsErrors.reservationSettled();
        }
        return answer(record, record.commitTransactionId, record.spendableAfterSettle);
      },
      command: (now) => ({
        type: 'CommitReservation',
        data: { accountId, reservationId, transactionId, ...input },
        metadata: { now },
      }),
      result: (state, applied) => written(accountId, transactionId, state, applied),
    });
  }

  async release(reservationId: string): Promise<LedgerWriteResult> {
    const accountId = await this.accountOfReservation(reservationId);
    return this.write(accountId, {
      earlier: async () => {
        const record = await this.settledRecord(reservationId);
        if (record.status === 'open') {
          return undefined;
        }
        if (record.status === 'committed') {
          throw creditsErrors.reservationSettled();
        }
        return answer(record, reservationId, record.spendableAfterSettle);
      },
      command: (now) => ({
        type: 'ReleaseReservation',
        data: { accountId, reservationId },
        metadata: { now },
      }),
      result: (state, applied) => written(accountId, reservationId, state, applied),
    });
  }

  /** The ledger's own time-out; true when this call released the reservation. */
  async expire(accountId: string, reservationId: string): Promise<boolean> {
    const result = await this.write(accountId, {
      earlier: async () => {
        const record = await this.records.reservation(reservationId);
        return record && record.status !== 'open'
          ? answer(record, reservationId, record.spendableAfterSettle)
          : undefined;
      },
      command: (now) => ({
        type: 'ExpireReservation',
        data: { accountId, reservationId },
        metadata: { now },
      }),
      result: (state, applied) => written(accountId, reservationId, state, applied),
    });
    return result.applied;
  }

  /** One primary-key read; an account with no entries has nothing, which is a balance of 0. */
  async balance(accountId: string): Promise<CreditBalanceResponse> {
    const row = await this.records.account(accountId);
    return {
      success: true,
      balance: row?.spendable ?? 0,
      postedBalance: row?.posted ?? 0,
      reserved: row?.reserved ?? 0,
    };
  }

  private async accountOfReservation(reservationId: string): Promise<string> {
    const record = await this.records.reservation(reservationId);
    if (!record) {
      throw creditsErrors.reservationNotFound();
    }
    return record.accountId;
  }

  private async settledRecord(reservationId: string): Promise<ReservationRecord> {
    const record = await this.records.reservation(reservationId);
    if (!record) {
      throw creditsErrors.reservationNotFound();
    }
    return record;
  }

  private write(accountId: string, plan: WritePlan): Promise<LedgerWriteResult> {
    return this.queue.run(accountId, async () => {
      // The first try trusts this process's last view of the account (no read); every retry,
      // and every refusal before it is answered, decides again on the store's current state.
      let fresh = false;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const earlier = await plan.earlier();
        if (earlier) {
          return earlier;
        }
        const loaded = await this.cache.load(accountId, { fresh });
        const decided = this.decide(plan.command(this.clock.now()), loaded.state, loaded.fresh);
        if (decided === 'decide-again') {
          fresh = true;
          continue;
        }
        if (decided.length === 0) {
          return plan.result(loaded.state, false);
        }
        try {
          const appended = await this.events.append(creditAccountStream(accountId), decided, {
            expectedVersion: loaded.version === 0 ? 'no_stream' : loaded.version,
            outbox: ledgerOutbox,
          });
          const state = decided.reduce(creditAccountDecider.evolve, loaded.state);
          this.cache.remember(accountId, { version: appended.nextExpectedVersion, state });
          return plan.result(state, true);
        } catch (error) {
          if (!(error instanceof StreamVersionConflictError) && !isUniqueViolation(error)) {
            throw error;
          }
          fresh = true;
          // Jitter, so writers in several processes stop colliding on one hot account.
          await pause(Math.random() * 2 * attempt);
        }
      }
      throw creditsErrors.busy();
    });
  }

  /**
   * A refusal is final only on a state just read: one decided on a remembered state may be
   * stale (another process granted meanwhile). A reservation the decider finds not open was
   * settled after the look-up: the next cycle's look-up sees the settled row and answers.
   */
  private decide(
    command: CreditAccountCommand,
    state: CreditAccountState,
    fresh: boolean,
  ): CreditAccountEvent[] | 'decide-again' {
    try {
      return creditAccountDecider.decide(command, state);
    } catch (error) {
      if (!fresh) {
        return 'decide-again';
      }
      if (error instanceof CreditRuleViolation && error.rule === CreditRule.ReservationNotOpen) {
        return 'decide-again';
      }
      throw toCreditsException(error);
    }
  }
}

const written = (
  accountId: string,
  transactionId: string,
  state: CreditAccountState,
  applied: boolean,
): LedgerWriteResult => ({
  success: true,
  transactionId,
  accountId,
  newBalance: spendableOf(state),
  applied,
});

const answer = (
  record: { accountId: string },
  transactionId: string,
  newBalance: number | null,
): LedgerWriteResult => ({
  success: true,
  transactionId,
  accountId: record.accountId,
  newBalance: newBalance ?? 0,
  applied: false,
});
