import { randomSchema, testEngines } from '../testing/test-engines';
import type { SqlDatabase } from './sql-database';
import { UniqueViolationError } from './sql-errors';

describe.each(testEngines())('SqlDatabase adapter on $name', (engine) => {
  let db: SqlDatabase;
  const schema = randomSchema();

  beforeAll(async () => {
    db = await engine.open();
    await db.query(
      `create schema "${schema}"; create table "${schema}".items (id bigint primary key, doc jsonb)`,
    );
  });
  afterAll(() => engine.close(db, schema));

  it('answers ping', async () => {
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it('returns int8 as bigint beyond 2^53, jsonb parsed, and counts as bigint', async () => {
    const big = 9_007_199_254_740_993n;
    await db.query(`insert into "${schema}".items (id, doc) values ($1, $2::jsonb)`, [
      big,
      JSON.stringify([1, { a: 'b' }]),
    ]);
    const { rows } = await db.query<{ id: bigint; doc: unknown; n: bigint; ids: bigint[] }>(
      `select id, doc, (select count(*) from "${schema}".items) as n, array[id, 1]::int8[] as ids from "${schema}".items where id = $1`,
      [big.toString()],
    );
    expect(rows).toEqual([{ id: big, doc: [1, { a: 'b' }], n: 1n, ids: [big, 1n] }]);
  });

  it('reports rowCount for selects and for writes', async () => {
    const update = await db.query(`update "${schema}".items set doc = '{}'::jsonb`);
    const select = await db.query(`select 1 from "${schema}".items`);
    expect(update.rowCount).toBe(1);
    expect(select.rowCount).toBe(1);
  });

  it('maps a unique violation to UniqueViolationError with its constraint', async () => {
    const error: unknown = await db
      .query(`insert into "${schema}".items (id) values (9007199254740993)`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UniqueViolationError);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey' });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`insert into "${schema}".items (id) values (1)`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into "${schema}".items (id) values (2)`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await db.query<{ id: bigint }>(
      `select id from "${schema}".items where id in (1, 2)`,
    );
    expect(rows).toEqual([{ id: 1n }]);
  });

  it('maps a unique violation raised inside a transaction too', async () => {
    await expect(
      db.transaction((tx) => tx.query(`insert into "${schema}".items (id) values (1)`)),
    ).rejects.toBeInstanceOf(UniqueViolationError);
  });

  it('refuses to run a query on a transaction that has finished', async () => {
    let leaked: { query(sql: string): Promise<unknown> } | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.query('select 1')).rejects.toThrow(/finished transaction/);
  });

  it('runs several commands in one parameterless statement', async () => {
    const result = await db.query<{ two: number }>(`select 1; select 2 as two`);
    expect(result.rows).toEqual([{ two: 2 }]);
  });
});
