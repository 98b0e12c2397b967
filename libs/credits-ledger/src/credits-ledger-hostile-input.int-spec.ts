import { LEDGER_INTERNAL_ROUTES as R } from '@abhyas/contracts';
import type { SqlDatabase } from '@abhyas/event-store';
import { bootServiceForTest, testDatabases, useBootedService } from '@abhyas/testing';
import {
  asParent,
  asService,
  ledgerClient,
  TEST_ENV,
  type LedgerClient,
} from '../testing/ledger-test-client';
import { creditsLedgerService } from './credits-ledger.service';

const events = async (db: SqlDatabase): Promise<number> =>
  Number(
    (await db.query<{ n: number }>('select count(*)::int as n from credits_ledger.events')).rows[0]
      .n,
  );

describe.each(testDatabases())('credits-ledger refuses hostile input on $engine', (factory) => {
  const suite = useBootedService(factory, (database) =>
    bootServiceForTest(creditsLedgerService, database, {
      clock: { now: () => new Date('2026-11-22T10:00:00.000Z') },
      env: TEST_ENV,
    }),
  );
  let call: LedgerClient;
  const grant = { transferId: 't-1', accountId: 'p1', amount: 40, type: 'purchase' };

  beforeAll(async () => {
    call = ledgerClient(suite.service);
    await call('POST', R.grant, { as: asService, body: { ...grant, description: 'Credits' } });
    await call('POST', R.reserve, {
      as: asService,
      body: {
        reservationId: 'r-1',
        accountId: 'p1',
        amount: 5,
        category: 'other',
        description: 'Held',
      },
    });
  });

  it('answers 400 for NUL in any field or path of the internal writes, writing nothing', async () => {
    const before = await events(suite.database.db);
    const cases: Array<[string, unknown, string]> = [
      [R.grant, { ...grant, transferId: 't-2', description: 'Credits\u0000' }, 'description'],
      [R.grant, { ...grant, transferId: 't-\u00003', description: 'Credits' }, 'transferId'],
      [
        R.grant,
        { ...grant, transferId: 't-4', description: 'Credits', reference: { orderId: 'o\u0000' } },
        'reference.orderId',
      ],
      [
        R.grant,
        { ...grant, transferId: 't-5', description: 'Credits', reference: { 'o\u0000': 'x' } },
        'reference.o\u0000',
      ],
      [
        R.debit,
        { ...grant, transferId: 't-6', type: 'usage', category: 'other', description: '\ud800' },
        'description',
      ],
      [R.release('r-1'), { reason: 'gone\u0000' }, 'reason'],
      ['/internal/credits/reservations/r-1%00/commit', {}, 'reservationId'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await call<{ errors: Array<{ path: string }> }>('POST', path, {
        as: asService,
        body,
      });
      expect([path, field, answer.status, answer.body.errors[0].path]).toEqual([
        path,
        field,
        400,
        field,
      ]);
    }
    const balance = await call('GET', '/internal/credits/balance/p1%00', { as: asService });
    expect([balance.status, balance.body.message]).toEqual([
      400,
      'accountId must not contain control characters',
    ]);
    expect(await events(suite.database.db)).toBe(before);
  });

  it.each(['9999-12-31', '0000-01-01', '1999-12-31', '2100-01-02', '275760-09-13'])(
    'answers 400 for history dated %s (bounded to 2000-01-01..2100-01-01)',
    async (date) => {
      for (const name of ['startDate', 'endDate']) {
        const answer = await call('GET', `/api/credits/history/p1?${name}=${date}`, {
          as: asParent('p1'),
        });
        expect([name, answer.status, answer.body.message]).toEqual([
          name,
          400,
          expect.stringMatching(
            new RegExp(`^${name} must (be between 2000-01-01 and 2100-01-01|be a date)`),
          ),
        ]);
      }
    },
  );

  it('answers 400 saying which query parameter was given twice', async () => {
    for (const [url, name] of [
      ['/api/credits/history/p1?startDate=2026-11-01&startDate=2026-11-02', 'startDate'],
      ['/api/credits/history/p1?endDate=2026-11-01&endDate=2026-11-30', 'endDate'],
      ['/api/credits/history/p1?page=1&page=2', 'page'],
      ['/api/credits/stats/p1?period=week&period=month', 'period'],
    ]) {
      const answer = await call('GET', url, { as: asParent('p1') });
      expect([url, answer.status, answer.body.message]).toEqual([
        url,
        400,
        `${name} is given more than once: send each query parameter once.`,
      ]);
    }
  });

  it('reads a padded date once (two parses of one date used to disagree and throw)', async () => {
    const answer = await call(
      'GET',
      '/api/credits/history/p1?startDate=%202026-11-01&endDate=2026-11-30+',
      {
        as: asParent('p1'),
      },
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { range: { startDate: '2026-11-01', endDate: '2026-11-30' }, totalTransactions: 1 },
    });
  });
});
