import { randomUUID } from 'node:crypto';
import {
  counterMovesMigration,
  counterStatementsProjection,
  counterStream,
  counterTotalsMigration,
  type CounterCommand,
} from '../testing/counter.stream';
import { testEngines, useTestStore } from '../testing/test-engines';
import { appendToStream } from './append-to-stream';
import { StreamVersionConflictError } from './event-store.exception';
import { statementCtes } from './projection-statement';
import { ServiceStore } from './service-store/service-store';
import { withStatementLog } from './statement-log';

const increment = (counterId: string, by: number, cap = 1000): CounterCommand => ({
  type: 'Increment',
  counterId,
  by,
  cap,
});

describe('statementCtes', () => {
  it('numbers each write’s parameters after the ones before it', () => {
    const ctes = statementCtes(
      [
        {
          writes: [{ name: 'a', sql: 'insert into t select $1::text, $2::int from claim' }],
          params: ['x', 1],
        },
        { writes: [{ name: 'b', sql: 'insert into u select $1::text from claim' }], params: ['y'] },
      ],
      4,
    );
    expect(ctes.sql).toBe(
      ', a as (insert into t select $4::text, $5::int from claim), b as (insert into u select $6::text from claim)',
    );
    expect(ctes.params).toEqual(['x', 1, 'y']);
  });

  it('refuses two writes of one name, or a write named like the append’s own parts', () => {
    const write = (name: string) => ({ writes: [{ name, sql: 'select 1' }], params: [] });
    expect(() => statementCtes([write('a'), write('a')], 1)).toThrow('"a"');
    expect(() => statementCtes([write('claim')], 1)).toThrow('"claim"');
  });
});

describe.each(testEngines())('projection statements on $name', (engine) => {
  const test = useTestStore(engine, [counterTotalsMigration, counterMovesMigration]);
  const storeOn = (db = test.db) =>
    new ServiceStore({
      service: 'identity',
      db,
      schema: test.schema,
      streams: [counterStream],
      projections: [counterStatementsProjection(test.schema)],
    });
  const rowsOf = async (id: string) => ({
    total: (
      await test.db.query<{ value: number; capped: boolean }>(
        `select value, capped from ${test.schema}.counter_totals where counter_id = $1`,
        [id],
      )
    ).rows[0],
    moves: (
      await test.db.query<{ version: number; by: number }>(
        `select version, by from ${test.schema}.counter_moves where counter_id = $1 order by version`,
        [id],
      )
    ).rows,
  });

  it('writes the read model in the append’s own statement: one round trip, no transaction', async () => {
    const { db, statements } = withStatementLog(test.db);
    const store = storeOn(db);
    const id = randomUUID();
    await store.handle(counterStream, id, increment(id, 2));
    const loaded = await store.load(counterStream, id);
    statements.length = 0;
    await store.handle(counterStream, id, increment(id, 3), { loaded });
    expect(statements).toHaveLength(1);
    expect(statements[0].transaction).toBeUndefined();
    // The write knew the event's version before it was stored.
    expect(await rowsOf(id)).toEqual({
      total: { value: 5, capped: false },
      moves: [
        { version: 1, by: 2 },
        { version: 2, by: 3 },
      ],
    });
  });

  it('writes nothing of the read model when the version check claims nothing', async () => {
    const projections = [counterStatementsProjection(test.schema)];
    const id = randomUUID();
    const streamId = counterStream.streamId(id);
    const event = { type: 'Incremented', data: { counterId: id, by: 1 } };
    await appendToStream(test.db, test.schema, streamId, [event], {
      expectedVersion: 'no_stream',
      projections,
    });
    await expect(
      appendToStream(test.db, test.schema, streamId, [event], { expectedVersion: 0, projections }),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(await rowsOf(id)).toEqual({
      total: { value: 1, capped: false },
      moves: [{ version: 1, by: 1 }],
    });
  });

  it('leaves neither the event nor any row when a carried write fails', async () => {
    const store = storeOn();
    const id = randomUUID();
    await store.handle(counterStream, id, increment(id, 1));
    // A move of 600 breaks the moves table's check: the whole statement fails.
    await expect(store.handle(counterStream, id, increment(id, 600))).rejects.toThrow();
    expect((await store.load(counterStream, id)).version).toBe(1);
    expect(await rowsOf(id)).toEqual({
      total: { value: 1, capped: false },
      moves: [{ version: 1, by: 1 }],
    });
  });

  it('runs the statements on their own for several events at once, and rebuilds to the same rows', async () => {
    const { db, statements } = withStatementLog(test.db);
    const store = storeOn(db);
    const id = randomUUID();
    await store.handle(counterStream, id, increment(id, 2, 5));
    statements.length = 0;
    // Reaching the cap appends two events: one transaction holds the append and each write.
    await store.handle(counterStream, id, increment(id, 4, 5));
    expect(statements.filter((s) => s.transaction === 1)).toHaveLength(3);
    const live = await rowsOf(id);
    expect(live).toEqual({
      total: { value: 5, capped: true },
      moves: [
        { version: 1, by: 2 },
        { version: 2, by: 3 },
      ],
    });
    await store.rebuild(counterStatementsProjection(test.schema));
    expect(await rowsOf(id)).toEqual(live);
  });
});
