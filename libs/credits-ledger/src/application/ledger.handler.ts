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
  StreamStateCache,
  StreamVersionConflictError,
  type ServiceStore,
} from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import type { z } from 'zod';
import {
  spendableOf,
  type CreditAccountCommand,
  type CreditAccountState,
} from '../domain/credit-account.decider';
import { creditAccountStream } from '../domain/credit-account.stream';
import { CreditRule, CreditRuleViolation } from '../domain/credits.errors';
import { creditsErrors, toCreditsException } from './credits-ledger.exception';
import type { CreditsLedgerRepository, ReservationRecord } from './credits-ledger.repository';

export type GrantInput = z.output<typeof grantCreditsRequestSchema>;
export type DebitInput = z.output<typeof debitCreditsRequestSchema>;
export type ReserveInput = z.output<typeof reserveCreditsRequestSchema>;
export type CommitInput = z.output<typeof commitReservationRequestSchema>;

/** Tries per write when writers in other processes keep winning the account's stream. */
const MAX_ATTEMPTS = 12;

interface WritePlan {
  /**
   * The first answer when this id was already applied (409 when it names another transfer).
   * Commit and release answer try 1 from the reservation they read to find its account.
   */
  earlier(attempt: number): Promise<LedgerWriteResult | undefined>;
  /**
   * Grants, debits and reserves skip the look-up on their first try: a repeated transfer id
   * always fails the append on the transfers table's primary key (a reservation id on the
   * reservations table's, or in the decider while it is open), and the retry's look-up answers
   * it. A first transfer (nearly every one) then costs no read at all.
   */
  optimistic?: boolean;
  command(now: Date): CreditAccountCommand;
  result(state: CreditAccountState, applied: boolean): LedgerWriteResult;
}

/**
 * A refusal that means "look again": the reservation was settled after the look-up, and the
 * next cycle's look-up sees the settled row and answers.
 */
const settledMeanwhile = (error: unknown): boolean =>
  error instanceof CreditRuleViolation && error.rule === CreditRule.ReservationNotOpen;

/**
 * A refusal that means "look again" for an optimistic reserve: the id is already an open
 * reservation of this account (a repeat), which the next cycle's look-up answers, or refuses
 * when it was reserved for another amount.
 */
const decideAgain = (error: unknown): boolean =>
  settledMeanwhile(error) ||
  (error instanceof CreditRuleViolation && error.rule === CreditRule.ReservationIdTaken);

/**
 * A racing duplicate of the same transfer or reservation id on another account lost on the
 * read model's primary key; the next cycle's look-up answers with the winner's result.
 */
const retryable = (error: unknown): boolean => isUniqueViolation(error);

/**
 * Every ledger write, on the store's hot-stream path: one account's writes queue in this
 * process; the caller's id is looked up before each try (a repeat answers with its first
 * result); the first try decides on the remembered account state without a read, and a
 * conflict, a racing duplicate or a refusal on a remembered state decides again on a fresh one.
 */
export class LedgerHandler {
  private readonly cache = new StreamStateCache(creditAccountStream);

  constructor(
    private readonly store: ServiceStore,
    private readonly records: CreditsLedgerRepository,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  grant(input: GrantInput): Promise<LedgerWriteResult> {
    const transactionId = this.newId();
    return this.write(input.accountId, {
      earlier: () => this.records.earlierTransfer(input.transferId, input, 'grant'),
      optimistic: true,
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
      optimistic: true,
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
      optimistic: true,
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
    const found = await this.settledRecord(reservationId);
    const accountId = found.accountId;
    const transactionId = this.newId();
    return this.write(accountId, {
      earlier: async (attempt) => {
        const record = attempt === 1 ? found : await this.settledRecord(reservationId);
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
    const found = await this.settledRecord(reservationId);
    const accountId = found.accountId;
    return this.write(accountId, {
      earlier: async (attempt) => {
        const record = attempt === 1 ? found : await this.settledRecord(reservationId);
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

  private async settledRecord(reservationId: string): Promise<ReservationRecord> {
    const record = await this.records.reservation(reservationId);
    if (!record) {
      throw creditsErrors.reservationNotFound();
    }
    return record;
  }

  private async write(accountId: string, plan: WritePlan): Promise<LedgerWriteResult> {
    try {
      const outcome = await this.store.handleUnlessAnswered(
        creditAccountStream,
        accountId,
        plan.command(this.clock.now()),
        {
          cache: this.cache,
          answeredBy: (attempt) =>
            plan.optimistic && attempt === 1 ? Promise.resolve(undefined) : plan.earlier(attempt),
          retryIf: retryable,
          decideAgainIf: decideAgain,
          maxAttempts: MAX_ATTEMPTS,
          // Jitter, so writers in several processes stop colliding on one hot account.
          backoffMs: (attempt) => Math.random() * 2 * (attempt - 1),
        },
      );
      if ('answered' in outcome) {
        return outcome.answered;
      }
      return plan.result(outcome.state, outcome.events.length > 0);
    } catch (error) {
      if (
        error instanceof StreamVersionConflictError ||
        retryable(error) ||
        settledMeanwhile(error)
      ) {
        throw creditsErrors.busy();
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
