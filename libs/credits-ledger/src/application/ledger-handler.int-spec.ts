import { randomUUID } from 'node:crypto';
import { eventStoreMigrations, runMigrations } from '@abhyas/event-store';
import { testDatabases, type TestDatabase } from '@abhyas/testing';
import { InsufficientCreditsError } from '../domain/credits.errors';
import { creditsLedgerMigrations } from '../infrastructure/credits-ledger.migrations';
import { LedgerHandler } from './ledger.handler';
import { creditsLedgerStore } from '../credits-ledger.service';
import { CreditsLedgerRepository } from './credits-ledger.repository';

const clock = { now: () => new Date('2026-11-22T10:00:00.000Z') };

/**
 * Two handlers on one database, as two processes: each trusts its own remembered view of an
 * account for its first try, so these prove that a stale view never costs a wrong answer.
 */
describe.each(testDatabases())('LedgerHandler across processes on $engine', (factory) => {
  let database: TestDatabase;
  let first: LedgerHandler;
  let second: LedgerHandler;

  beforeAll(async () => {
    database = await factory.open();
    await runMigrations(database.db, 'credits_ledger', [
      ...eventStoreMigrations,
      ...creditsLedgerMigrations,
    ]);
    const handler = () =>
      new LedgerHandler(
        creditsLedgerStore(database.db, 'credits_ledger'),
        new CreditsLedgerRepository(database.db, 'credits_ledger'),
        clock,
        randomUUID,
      );
    first = handler();
    second = handler();
  });
  afterAll(() => database.dispose());

  const grant = (handler: LedgerHandler, accountId: string, amount: number) =>
    handler.grant({
      transferId: randomUUID(),
      accountId,
      amount,
      type: 'purchase',
      description: 'Credits',
    });
  const debit = (handler: LedgerHandler, accountId: string, amount: number) =>
    handler.debit({
      transferId: randomUUID(),
      accountId,
      amount,
      type: 'usage',
      category: 'paper_generation',
      description: 'AI paper',
    });

  it('does not refuse a debit that credits granted by another process cover', async () => {
    await grant(first, 'a1', 5);
    await debit(first, 'a1', 5); // first now remembers a1 at 0
    await grant(second, 'a1', 10);

    const spent = await debit(first, 'a1', 10);

    expect(spent).toMatchObject({ applied: true, newBalance: 0 });
  });

  it('does not spend credits another process already spent', async () => {
    await grant(first, 'a2', 10); // first remembers a2 at 10
    await debit(second, 'a2', 10);

    await expect(debit(first, 'a2', 1)).rejects.toMatchObject({ status: 402 });
    expect((await first.balance('a2')).balance).toBe(0);
  });

  it('still refuses, on a state just read, a debit nothing covers', async () => {
    await grant(first, 'a3', 3);

    const refusal = await debit(first, 'a3', 4).catch((error: unknown) => error);

    expect(refusal).not.toBeInstanceOf(InsufficientCreditsError);
    expect(refusal).toMatchObject({ status: 402, fields: { required: 4, available: 3 } });
  });
});
