import {
  CREDIT_MESSAGES as M,
  LEDGER_INTERNAL_ROUTES as R,
  serviceTopic,
  WELCOME_BONUS_CREDITS,
  type CreditBalanceResponse,
  type CreditHistoryResponse,
  type CreditStatsResponse,
} from '@abhyas/contracts';
import type { BusMessage } from '@abhyas/messaging';
import {
  bootServiceForTest,
  expectAccessMatrix,
  testDatabases,
  useBootedService,
} from '@abhyas/testing';
import {
  asParent,
  asService,
  asStudent,
  eventually,
  ledgerClient,
  TEST_ENV,
  type LedgerClient,
} from '../testing/ledger-test-client';
import { creditsLedgerService } from './credits-ledger.service';

describe.each(testDatabases())('credits-ledger public API and consumers on $engine', (factory) => {
  let now = new Date('2026-11-22T10:00:00.000Z');
  const suite = useBootedService(factory, (database) =>
    bootServiceForTest(creditsLedgerService, database, {
      clock: { now: () => now },
      env: TEST_ENV,
    }),
  );
  let call: LedgerClient;

  const at = async <T>(iso: string, work: () => Promise<T>): Promise<T> => {
    now = new Date(iso);
    return work();
  };
  const internal = (path: string, body: unknown) => call('POST', path, { body, as: asService });
  const grant = (accountId: string, transferId: string, amount: number) =>
    internal(R.grant, { transferId, accountId, amount, type: 'purchase', description: 'Credits' });
  const debit = (accountId: string, transferId: string, amount: number, category: string) =>
    internal(R.debit, { transferId, accountId, amount, category, description: category });
  const balanceOf = async (userId: string) =>
    (
      await call<CreditBalanceResponse>('GET', `/api/credits/balance/${userId}`, {
        as: asParent(userId),
      })
    ).body.balance;

  beforeAll(() => {
    call = ledgerClient(suite.service);
  });

  it('shows an account only to its own parent', async () => {
    await grant('p1', 'p1-grant', 40);
    const routes = [
      '/api/credits/balance/p1?_=1700000000000',
      '/api/credits/history/p1',
      '/api/credits/stats/p1?period=week',
    ];
    for (const route of routes) {
      expect((await call('GET', route)).status).toBe(401);
      expect(await call('GET', route, { as: asStudent('c1', 'p1') })).toMatchObject({
        status: 403,
        body: { message: M.accountForbidden },
      });
      expect(await call('GET', route, { as: asParent('p2') })).toMatchObject({
        status: 403,
        body: { message: M.accountForbidden },
      });
      expect((await call('GET', route, { as: asParent('p1') })).status).toBe(200);
    }
    expect((await call('GET', '/api/credits/balance/p1', { as: asParent('p1') })).body).toEqual({
      success: true,
      balance: 40,
      postedBalance: 40,
      reserved: 0,
    });
  });

  it('declares who may call every route (the authorization matrix)', () => {
    expectAccessMatrix(suite.service, [
      'GET /api/credits/balance/:userId → accountHolder(:userId)',
      'GET /api/credits/history/:userId → accountHolder(:userId)',
      'GET /api/credits/stats/:userId → accountHolder(:userId)',
      'GET /internal/credits/balance/:accountId → internal',
      'POST /internal/credits/debit → internal',
      'POST /internal/credits/grant → internal',
      'POST /internal/credits/reservations → internal',
      'POST /internal/credits/reservations/:reservationId/commit → internal',
      'POST /internal/credits/reservations/:reservationId/release → internal',
    ]);
  });

  it('refuses the internal API to parents and students', async () => {
    for (const as of [asParent('p1'), asStudent('c1', 'p1')]) {
      const answer = await call('POST', R.grant, {
        as,
        body: {
          transferId: 'steal',
          accountId: 'p1',
          amount: 1000,
          type: 'bonus',
          description: 'x',
        },
      });
      expect(answer.status).toBe(403);
      expect((await call('GET', R.balance('p1'), { as })).status).toBe(403);
    }
    expect((await call('POST', R.grant, { body: {} })).status).toBe(401);
    expect(await balanceOf('p1')).toBe(40);
  });

  it('answers 0 for an account with no entries', async () => {
    expect(await balanceOf('nobody')).toBe(0);
  });

  it('pages the history newest first, defaulting to the current month', async () => {
    await at('2026-10-31T23:59:00.000Z', () => grant('h1', 'h1-october', 100));
    for (let day = 1; day <= 30; day++) {
      const iso = `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
      await at(iso, () => debit('h1', `h1-debit-${day}`, 1, 'explanation'));
    }
    now = new Date('2026-11-22T10:00:00.000Z');
    const history = async (query: string) =>
      call<CreditHistoryResponse & { message?: string }>('GET', `/api/credits/history/h1${query}`, {
        as: asParent('h1'),
      });
    const first = (await history('?_=123')).body;
    expect(first.range).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(first.totalTransactions).toBe(30);
    expect(first.pagination).toEqual({ page: 1, limit: 25, totalPages: 2, totalTransactions: 30 });
    expect(first.transactions).toHaveLength(25);
    expect(first.transactions[0]).toMatchObject({
      transferId: 'h1-debit-30',
      type: 'usage',
      category: 'explanation',
      amount: -1,
      balanceAfter: 70,
      status: 'completed',
      processedAt: '2026-11-30T08:00:00.000Z',
    });
    const second = (await history('?page=2')).body;
    expect(second.transactions.map((t) => t.transferId)).toEqual([
      'h1-debit-5',
      'h1-debit-4',
      'h1-debit-3',
      'h1-debit-2',
      'h1-debit-1',
    ]);
    const october = (await history('?startDate=2026-10-01&endDate=2026-10-31')).body;
    expect(october.transactions).toEqual([
      expect.objectContaining({ transferId: 'h1-october', type: 'purchase', amount: 100 }),
    ]);
    const oneDay = (await history('?startDate=2026-11-03&endDate=2026-11-03&limit=10')).body;
    expect(oneDay.transactions.map((t) => t.transferId)).toEqual(['h1-debit-3']);
    for (const bad of [
      '?page=0',
      '?limit=500',
      '?startDate=yesterday',
      '?startDate=2026-11-05&endDate=2026-11-01',
    ]) {
      const answer = await history(bad);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
  });

  it('computes usage statistics for the period', async () => {
    await at('2026-11-01T09:00:00.000Z', () => grant('s1', 's1-grant', 200));
    await at('2026-11-02T09:00:00.000Z', () => debit('s1', 's1-a', 10, 'paper_generation'));
    await at('2026-11-16T09:00:00.000Z', () => debit('s1', 's1-b', 5, 'bank_generation'));
    await at('2026-11-20T09:00:00.000Z', () => debit('s1', 's1-c', 5, 'test_scheduling'));
    // A correction takes credits away but is not usage.
    const expired = await at('2026-11-20T09:30:00.000Z', () =>
      internal(R.debit, {
        transferId: 's1-expired',
        accountId: 's1',
        amount: 7,
        type: 'expiry',
        category: 'other',
        description: 'Plan credits expired',
      }),
    );
    expect(expired).toMatchObject({ status: 200, body: { newBalance: 173 } });
    await at('2026-11-20T10:00:00.000Z', async () => {
      await internal(R.reserve, {
        reservationId: 's1-r',
        accountId: 's1',
        amount: 10,
        category: 'paper_generation',
        description: 'AI paper',
      });
      await internal(R.commit('s1-r'), {});
    });
    now = new Date('2026-11-22T10:00:00.000Z');
    const stats = async (query: string) =>
      call<CreditStatsResponse & { message?: string }>('GET', `/api/credits/stats/s1${query}`, {
        as: asParent('s1'),
      });
    const month = (await stats('')).body.stats;
    expect(month).toMatchObject({
      period: 'month',
      papersGenerated: 3,
      testsScheduled: 1,
      totalCreditsUsed: 30,
      avgCreditsPerDay: 1.36,
      daysRemaining: 119,
      usageBreakdown: [
        { id: 'paper_generation', totalCredits: 20 },
        { id: 'bank_generation', totalCredits: 5 },
        { id: 'test_scheduling', totalCredits: 5 },
      ],
    });
    expect(month.recentTransactions).toHaveLength(5);
    expect(month.recentTransactions[0]).toMatchObject({ transferId: 's1-r', amount: -10 });
    expect(month.dailyUsage).toHaveLength(22);
    expect(month.dailyUsage[19]).toEqual({ date: '2026-11-20', credits: 15 });
    const history = await call<CreditHistoryResponse>('GET', '/api/credits/history/s1', {
      as: asParent('s1'),
    });
    expect(history.body.transactions.find((t) => t.transferId === 's1-expired')).toMatchObject({
      type: 'expiry',
      amount: -7,
      balanceAfter: 173,
    });
    const week = (await stats('?period=week&_=1')).body.stats;
    expect(week).toMatchObject({ totalCreditsUsed: 20, avgCreditsPerDay: 2.86, daysRemaining: 57 });
    expect(week.dailyUsage.map((d) => d.date)[0]).toBe('2026-11-16');
    expect((await stats('?period=decade')).status).toBe(400);
    const unused = await call<CreditStatsResponse>('GET', '/api/credits/stats/p9', {
      as: asParent('p9'),
    });
    expect(unused.body.stats).toMatchObject({
      totalCreditsUsed: 0,
      daysRemaining: null,
      usageBreakdown: [],
    });
  });

  it('grants the welcome bonus once, however often welcome-bonus-earned.v1 is delivered, and only on it', async () => {
    const earned = (id: string, parentId: string, key = parentId): BusMessage => ({
      id,
      type: 'welcome-bonus-earned.v1',
      key,
      payload: { parentId, earnedAt: now.toISOString() },
      headers: {},
    });
    // identity decides who earns the bonus: a registration without it grants nothing here.
    const registered = (id: string, parentId: string, key = parentId): BusMessage => ({
      id,
      type: 'parent-registered.v1',
      key,
      payload: { parentId, name: 'Meera', registeredAt: now.toISOString(), asStudent: false },
      headers: {},
    });
    await suite.service.bus.publish(serviceTopic('identity'), [
      registered('m-0', 'w1'),
      earned('m-1', 'w1'),
      earned('m-1', 'w1'),
      earned('m-2', 'w1'),
      { id: 'm-3', type: 'child-added.v1', key: 'w1', payload: {}, headers: {} },
      registered('m-5', 'w-unearned', 'w1'),
      earned('m-4', 'w-sentinel', 'w1'),
    ]);
    // Same key, so the sentinel is handled after every copy before it.
    await eventually(async () => expect(await balanceOf('w-sentinel')).toBe(WELCOME_BONUS_CREDITS));
    expect(await balanceOf('w1')).toBe(WELCOME_BONUS_CREDITS);
    expect(await balanceOf('w-unearned')).toBe(0);
    const history = await call<CreditHistoryResponse>('GET', '/api/credits/history/w1', {
      as: asParent('w1'),
    });
    expect(history.body.transactions).toEqual([
      expect.objectContaining({ transferId: 'welcome-bonus:w1', type: 'bonus', amount: 50 }),
    ]);
  });

  it('applies the grant of payment-captured.v1 once, also when the payment called the API', async () => {
    const grantOf = {
      transferId: 'payment:pay_1',
      type: 'purchase',
      credits: 120,
      description: '120 credits',
    };
    const captured = (id: string, userId: string, grant = grantOf): BusMessage => ({
      id,
      type: 'payment-captured.v1',
      key: 'u1',
      payload: {
        paymentId: 'pay_1',
        userId,
        orderId: 'order_1',
        gatewayPaymentId: 'rzp_1',
        amountPaise: 12000,
        currency: 'INR',
        purpose: 'credits',
        grant,
        capturedAt: now.toISOString(),
      },
      headers: {},
    });
    await internal(R.grant, {
      transferId: 'payment:pay_1',
      accountId: 'u1',
      amount: 120,
      type: 'purchase',
      description: '120 credits',
    });
    await suite.service.bus.publish(serviceTopic('payments'), [
      captured('pc-1', 'u1'),
      captured('pc-2', 'u1'),
      {
        id: 'pc-x',
        type: 'payment-captured.v1',
        key: 'u1',
        payload: { nonsense: true },
        headers: {},
      },
      captured('pc-3', 'u-sentinel', { ...grantOf, transferId: 'payment:pay_2' }),
    ]);
    await eventually(async () => expect(await balanceOf('u-sentinel')).toBe(120));
    expect(await balanceOf('u1')).toBe(120);
  });
});
