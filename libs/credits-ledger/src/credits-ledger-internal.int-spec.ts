import {
  CREDIT_MESSAGES as M,
  LEDGER_INTERNAL_ROUTES as R,
  serviceTopic,
  type LedgerWriteResult,
} from '@abhyas/contracts';
import {
  bootServiceForTest,
  expectRebuildEqualsLive,
  testDatabases,
  type ServiceUnderTest,
  type TestDatabase,
} from '@abhyas/testing';
import {
  asService,
  eventually,
  ledgerClient,
  TEST_ENV,
  type LedgerClient,
} from '../testing/ledger-test-client';
import { ledgerProjection } from './application/ledger.projection';
import { creditsLedgerService } from './credits-ledger.service';

const readModels = async (database: TestDatabase) => ({
  accounts: (await database.db.query('select * from credits_ledger.accounts order by account_id'))
    .rows,
  entries: (await database.db.query('select * from credits_ledger.entries order by transaction_id'))
    .rows,
  transfers: (
    await database.db.query('select * from credits_ledger.transfers order by transfer_id')
  ).rows,
  reservations: (
    await database.db.query('select * from credits_ledger.reservations order by reservation_id')
  ).rows,
});

describe.each(testDatabases())('credits-ledger internal API on $engine', (factory) => {
  let database: TestDatabase;
  let ledger: ServiceUnderTest;
  let call: LedgerClient;
  let now = new Date('2026-11-22T10:00:00.000Z');

  const write = (path: string, body: unknown) =>
    call<LedgerWriteResult & { message?: string; required?: number; available?: number }>(
      'POST',
      path,
      { body, as: asService },
    );
  const grant = (accountId: string, transferId: string, amount: number) =>
    write(R.grant, { transferId, accountId, amount, type: 'purchase', description: 'Credits' });
  const debit = (accountId: string, transferId: string, amount: number) =>
    write(R.debit, {
      transferId,
      accountId,
      amount,
      category: 'test_scheduling',
      description: 'Test scheduled',
    });
  const reserve = (accountId: string, reservationId: string, amount: number, timeoutSeconds = 60) =>
    write(R.reserve, {
      reservationId,
      accountId,
      amount,
      category: 'paper_generation',
      description: 'AI paper',
      timeoutSeconds,
    });
  const balance = async (accountId: string) =>
    (
      await call<{ balance: number; postedBalance: number; reserved: number }>(
        'GET',
        R.balance(accountId),
        { as: asService },
      )
    ).body;

  beforeAll(async () => {
    database = await factory.open();
    ledger = await bootServiceForTest(creditsLedgerService, database, {
      clock: { now: () => now },
      env: { ...TEST_ENV, CREDITS_EXPIRY_SWEEP_MS: '40' },
    });
    call = ledgerClient(ledger);
  });
  afterAll(async () => {
    await ledger?.stop();
    await database?.dispose();
  });

  it('grants once per transfer id and answers a repeat with the first result', async () => {
    const first = await grant('a1', 'pay-1', 100);
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, accountId: 'a1', newBalance: 100, applied: true },
    });
    const again = await grant('a1', 'pay-1', 100);
    expect(again.body).toEqual({ ...first.body, applied: false });
    expect(await balance('a1')).toMatchObject({ balance: 100, postedBalance: 100, reserved: 0 });
    const reused = await grant('a1', 'pay-1', 99);
    expect(reused).toMatchObject({ status: 409, body: { message: M.transferIdReused } });
    expect((await grant('a2', 'pay-1', 100)).status).toBe(409);
    expect(await balance('a2')).toMatchObject({ balance: 0 });
  });

  it('refuses a debit beyond the balance with 402 and writes nothing', async () => {
    await grant('b1', 'b1-grant', 10);
    const refused = await debit('b1', 'b1-debit', 11);
    expect(refused).toMatchObject({
      status: 402,
      body: { message: 'Insufficient credits', required: 11, available: 10 },
    });
    expect((await debit('b1', 'b1-debit', 10)).body).toMatchObject({
      newBalance: 0,
      applied: true,
    });
    expect((await debit('b1', 'b1-debit', 10)).body).toMatchObject({ applied: false });
    expect(
      (await database.db.query(`select 1 from credits_ledger.entries where account_id = 'b1'`))
        .rows,
    ).toHaveLength(2);
  });

  it('validates bodies: 400 with a clear message and nothing written', async () => {
    const bad = await write(R.grant, {
      transferId: 'x',
      accountId: 'c1',
      amount: -5,
      type: 'purchase',
      description: 'd',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('amount must be positive');
    expect(
      (
        await write(R.debit, {
          transferId: 'x',
          accountId: 'c1',
          amount: 1,
          category: 'nope',
          description: 'd',
        })
      ).status,
    ).toBe(400);
    expect(await balance('c1')).toMatchObject({ balance: 0 });
  });

  it('reserves, then commits less than reserved; a repeated commit answers the first result', async () => {
    await grant('d1', 'd1-grant', 20);
    expect((await reserve('d1', 'res-1', 15)).body).toMatchObject({
      transactionId: 'res-1',
      newBalance: 5,
      applied: true,
    });
    expect(await balance('d1')).toMatchObject({ balance: 5, postedBalance: 20, reserved: 15 });
    expect(await reserve('d1', 'res-2', 6)).toMatchObject({
      status: 402,
      body: { required: 6, available: 5 },
    });
    expect((await reserve('d1', 'res-1', 15)).body).toMatchObject({
      newBalance: 5,
      applied: false,
    });
    expect((await reserve('d1', 'res-1', 14)).status).toBe(409);

    const committed = await write(R.commit('res-1'), { amount: 10 });
    expect(committed.body).toMatchObject({ newBalance: 10, applied: true });
    expect(committed.body.transactionId).not.toBe('res-1');
    const repeat = await write(R.commit('res-1'), {});
    expect(repeat.body).toEqual({ ...committed.body, applied: false });
    expect(await balance('d1')).toMatchObject({ balance: 10, postedBalance: 10, reserved: 0 });
    // A reserve repeated once its reservation is settled holds nothing again; the same id on
    // another account is refused.
    expect((await reserve('d1', 'res-1', 15)).body).toMatchObject({ applied: false });
    await grant('d2', 'd2-grant', 20);
    expect((await reserve('d2', 'res-1', 15)).status).toBe(409);
    expect(await balance('d1')).toMatchObject({ balance: 10, postedBalance: 10, reserved: 0 });
    expect(await balance('d2')).toMatchObject({ balance: 20, reserved: 0 });
    expect(await write(R.release('res-1'), {})).toMatchObject({
      status: 409,
      body: { message: M.reservationSettled },
    });
    expect(await write(R.commit('unknown'), {})).toMatchObject({
      status: 404,
      body: { message: M.reservationNotFound },
    });
  });

  it('refuses to commit more than reserved, and never commits after a release', async () => {
    await grant('e1', 'e1-grant', 20);
    await reserve('e1', 'res-e1', 5);
    expect((await write(R.commit('res-e1'), { amount: 6 })).status).toBe(400);
    expect((await write(R.release('res-e1'), {})).body).toMatchObject({
      newBalance: 20,
      applied: true,
    });
    expect((await write(R.release('res-e1'), {})).body).toMatchObject({
      newBalance: 20,
      applied: false,
    });
    expect(await write(R.commit('res-e1'), {})).toMatchObject({
      status: 409,
      body: { message: M.reservationSettled },
    });
    expect(await balance('e1')).toMatchObject({ balance: 20, reserved: 0 });
  });

  it('releases a reservation left open past its time-out, and refuses its commit', async () => {
    await grant('f1', 'f1-grant', 30);
    await reserve('f1', 'res-f1', 25, 60);
    expect(await balance('f1')).toMatchObject({ balance: 5 });
    now = new Date(now.getTime() + 61_000);
    await eventually(async () =>
      expect(await balance('f1')).toMatchObject({ balance: 30, reserved: 0 }),
    );
    const row = await database.db.query<{ status: string }>(
      `select status from credits_ledger.reservations where reservation_id = 'res-f1'`,
    );
    expect(row.rows[0]?.status).toBe('expired');
    expect((await write(R.commit('res-f1'), {})).status).toBe(409);
  });

  it('lets exactly the affordable debits of 20 concurrent ones through', async () => {
    await grant('g1', 'g1-grant', 50);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => debit('g1', `g1-debit-${i}`, 5)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(10);
    expect(await balance('g1')).toMatchObject({ balance: 0 });
  });

  // No service consumes credits-ledger.events yet (EVENT_CONSUMERS), so the relay settles these
  // rows without sending them: the outbox is still written in the transaction of every write.
  it('writes credits-granted.v1 and credits-debited.v1 to its outbox for grants, debits and commits', async () => {
    await grant('h1', 'h1-grant', 10);
    await debit('h1', 'h1-debit', 2);
    await reserve('h1', 'res-h1', 3);
    await write(R.commit('res-h1'), {});
    await eventually(async () => {
      const rows = (
        await database.db.query<{ type: string; payload: unknown; status: string; topic: string }>(
          `select type, payload, status, topic from credits_ledger.outbox where key = 'h1' order by id`,
        )
      ).rows;
      expect(rows.map((row) => row.type)).toEqual([
        'credits-granted.v1',
        'credits-debited.v1',
        'credits-debited.v1',
      ]);
      expect(rows.every((row) => row.topic === serviceTopic('credits-ledger'))).toBe(true);
      expect(rows.every((row) => row.status === 'published')).toBe(true);
      expect(rows[2]?.payload).toMatchObject({
        accountId: 'h1',
        transferId: 'res-h1',
        amount: 3,
        balanceAfter: 5,
        category: 'paper_generation',
      });
    });
  });

  it('rebuilds every read model from the events into the same rows', async () => {
    expect((await readModels(database)).entries.length).toBeGreaterThan(5);
    await expectRebuildEqualsLive({
      db: database.db,
      schema: 'credits_ledger',
      projection: ledgerProjection('credits_ledger'),
      tables: ['accounts', 'entries', 'transfers', 'reservations'],
    });
  });
});
