import { deciderSpec } from '@abhyas/testing';
import { creditAccountDecider, spendableOf } from './credit-account.decider';
import type { CreditAccountEvent } from './credit-account.events';
import { CreditRuleViolation, InsufficientCreditsError } from './credits.errors';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const metadata = { now };
const later = { now: new Date('2026-11-22T10:10:00.000Z') };

const granted = (amount: number, balanceAfter: number): CreditAccountEvent => ({
  type: 'CreditsGranted',
  data: {
    accountId: 'p1',
    transferId: `t-${balanceAfter}`,
    transactionId: `x-${balanceAfter}`,
    amount,
    type: 'purchase',
    description: 'Pack',
    balanceAfter,
    at,
  },
});
const reserved = (reservationId: string, amount: number): CreditAccountEvent => ({
  type: 'CreditsReserved',
  data: {
    accountId: 'p1',
    reservationId,
    amount,
    category: 'paper_generation',
    description: 'AI paper',
    expiresAt: '2026-11-22T10:10:00.000Z',
    at,
  },
});

const state = (events: CreditAccountEvent[]) =>
  events.reduce(creditAccountDecider.evolve, creditAccountDecider.initialState());

describe('credit account', () => {
  it('grants credits onto the posted balance', () => {
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50)])
      .when({
        type: 'GrantCredits',
        data: {
          accountId: 'p1',
          transferId: 'pay-1',
          transactionId: 'x-2',
          amount: 100,
          type: 'purchase',
          description: '100 credits',
        },
        metadata,
      })
      .then([
        {
          type: 'CreditsGranted',
          data: {
            accountId: 'p1',
            transferId: 'pay-1',
            transactionId: 'x-2',
            amount: 100,
            type: 'purchase',
            description: '100 credits',
            balanceAfter: 150,
            at,
          },
        },
      ]);
  });

  it('debits up to the spendable balance and refuses more', () => {
    const debit = (amount: number) => ({
      type: 'DebitCredits' as const,
      data: {
        accountId: 'p1',
        transferId: 'd-1',
        transactionId: 'x-3',
        amount,
        type: 'usage' as const,
        category: 'test_scheduling' as const,
        description: 'Schedule',
      },
      metadata,
    });
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 40)])
      .when(debit(10))
      .then([{ type: 'CreditsDebited', data: { ...debit(10).data, balanceAfter: 40, at } }]);
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 40)])
      .when(debit(11))
      .thenThrows(InsufficientCreditsError);
    expect(() =>
      creditAccountDecider.decide(debit(11), state([granted(50, 50), reserved('r1', 40)])),
    ).toThrow(expect.objectContaining({ required: 11, available: 10 }));
  });

  it('reserves with an expiry from the command time, never beyond the spendable balance', () => {
    const reserve = (reservationId: string, amount: number) => ({
      type: 'ReserveCredits' as const,
      data: {
        accountId: 'p1',
        reservationId,
        amount,
        category: 'paper_generation' as const,
        description: 'AI paper',
        timeoutSeconds: 600,
      },
      metadata,
    });
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50)])
      .when(reserve('r1', 40))
      .then([reserved('r1', 40)]);
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 40)])
      .when(reserve('r2', 11))
      .thenThrows(InsufficientCreditsError);
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 4)])
      .when(reserve('r1', 4))
      .thenThrows(CreditRuleViolation);
  });

  it('commits at most the reserved amount and returns the rest to the spendable balance', () => {
    const commit = (amount?: number) => ({
      type: 'CommitReservation' as const,
      data: { accountId: 'p1', reservationId: 'r1', transactionId: 'x-9', amount },
      metadata,
    });
    const committed: CreditAccountEvent = {
      type: 'ReservationCommitted',
      data: {
        accountId: 'p1',
        reservationId: 'r1',
        transactionId: 'x-9',
        amount: 6,
        reservedAmount: 10,
        category: 'paper_generation',
        description: 'AI paper',
        balanceAfter: 44,
        at,
      },
    };
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 10)])
      .when(commit(6))
      .then([committed]);
    expect(spendableOf(state([granted(50, 50), reserved('r1', 10), committed]))).toBe(44);
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 10)])
      .when(commit(11))
      .thenThrows(CreditRuleViolation);
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 10), committed])
      .when(commit())
      .thenThrows(CreditRuleViolation);
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 10)])
      .when({ ...commit(), metadata: later })
      .thenThrows(CreditRuleViolation);
  });

  it('releases an open reservation once, and expires it only after its time-out', () => {
    const released: CreditAccountEvent = {
      type: 'ReservationReleased',
      data: { accountId: 'p1', reservationId: 'r1', reservedAmount: 10, reason: 'released', at },
    };
    const release = {
      type: 'ReleaseReservation' as const,
      data: { accountId: 'p1', reservationId: 'r1' },
    };
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 10)])
      .when({ ...release, metadata })
      .then([released]);
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 10), released])
      .when({ ...release, metadata })
      .thenThrows(CreditRuleViolation);
    const expire = { type: 'ExpireReservation' as const, data: release.data };
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 10)])
      .when({ ...expire, metadata })
      .then([]);
    deciderSpec(creditAccountDecider)
      .given([granted(50, 50), reserved('r1', 10)])
      .when({ ...expire, metadata: later })
      .then([
        {
          type: 'ReservationReleased',
          data: {
            ...released.data,
            reason: 'expired',
            at: later.now.toISOString(),
          },
        },
      ]);
    expect(state([granted(50, 50), reserved('r1', 10), released])).toEqual({
      posted: 50,
      reserved: 0,
      open: {},
    });
  });
});
