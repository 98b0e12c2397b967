import { PGlite } from '@electric-sql/pglite';
import { sleep } from '../testing/deferred';
import { createTestPglite } from '../testing/pglite-template';
import { EventStoreErrorCode } from './event-store.exception';
import { createPgliteDatabase } from './pglite-database';

describe('createPgliteDatabase', () => {
  let instance: PGlite;

  beforeAll(async () => {
    instance = await createTestPglite();
    await instance.exec('create table log (n int, step text)');
  });
  afterAll(() => instance.close());

  it('queues concurrent transactions of adapters sharing one instance instead of interleaving them', async () => {
    const serviceA = await createPgliteDatabase({ instance });
    const serviceB = await createPgliteDatabase({ instance });
    const write = (db: typeof serviceA, n: number) =>
      db.transaction(async (tx) => {
        await tx.query(`insert into log values ($1, 'begin')`, [n]);
        await sleep(5);
        await tx.query(`insert into log values ($1, 'end')`, [n]);
      });
    await Promise.all([
      write(serviceA, 1),
      write(serviceB, 2),
      write(serviceA, 3),
      write(serviceB, 4),
    ]);
    const { rows } = await serviceA.query<{ n: number; step: string }>('select n, step from log');
    // Each transaction's two rows are adjacent: none ran inside another.
    for (let i = 0; i < rows.length; i += 2) {
      expect(rows[i]).toEqual({ n: rows[i].n, step: 'begin' });
      expect(rows[i + 1]).toEqual({ n: rows[i].n, step: 'end' });
    }
    expect(rows).toHaveLength(8);
    // A shared instance belongs to its creator: closing an adapter leaves it open.
    await serviceA.close();
    await expect(serviceB.ping()).resolves.toBeUndefined();
  });

  it('fails fast instead of deadlocking when a transaction calls the database instead of tx', async () => {
    const db = await createPgliteDatabase({ instance });
    await expect(db.transaction(() => db.query('select 1'))).rejects.toMatchObject({
      code: EventStoreErrorCode.ReentrantTransaction,
    });
    // Work scheduled inside the transaction may use the database once it has ended.
    let later: Promise<unknown> | undefined;
    await db.transaction(async () => {
      later = sleep(10).then(() => db.query('select 1'));
    });
    await expect(later).resolves.toMatchObject({ rowCount: 1 });
  });

  it('keeps data in a data folder across reopen', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
    try {
      const first = await createPgliteDatabase({ dataDir });
      await first.query('create table kept (v text); insert into kept values ($1)'.split(';')[0]);
      await first.query('insert into kept values ($1)', ['hello']);
      await first.close();
      const second = await createPgliteDatabase({ dataDir });
      await expect(second.query('select v from kept')).resolves.toMatchObject({
        rows: [{ v: 'hello' }],
      });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
