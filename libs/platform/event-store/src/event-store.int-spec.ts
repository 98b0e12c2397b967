import { randomUUID } from 'node:crypto';
import { eventually } from '../testing/deferred';
import {
  readStreamStats,
  streamStatsMigration,
  streamStatsProjection,
} from '../testing/stream-stats.projection';
import { randomSchema, testEngines } from '../testing/test-engines';
import { EventStore } from './event-store';
import type { OutboxBusMessage } from './outbox-relay';
import type { SqlDatabase } from './sql-database';

describe.each(testEngines())('EventStore facade on $name', (engine) => {
  let db: SqlDatabase;
  let store: EventStore;
  const schema = randomSchema();

  beforeAll(async () => {
    db = await engine.open();
    store = new EventStore(db, schema, { projections: [streamStatsProjection(schema)] });
    expect(await store.migrate([streamStatsMigration])).toEqual([1, 2, 3, 4, 5, 101]);
    expect(await store.migrate([streamStatsMigration])).toEqual([]);
  });
  afterAll(() => engine.close(db, schema));

  it('applies its inline projections on every append and hands out relays and subscribers bound to its schema', async () => {
    const stream = `acct-${randomUUID()}`;
    await store.append(stream, [{ type: 'Deposited', data: { amount: 10 } }], {
      expectedVersion: 'no_stream',
      outbox: [
        {
          messageId: randomUUID(),
          topic: 'accounts',
          key: stream,
          type: 'deposited.v1',
          payload: { amount: 10 },
        },
      ],
    });
    expect(
      (await readStreamStats(db, schema)).find((row) => row.stream_id === stream),
    ).toMatchObject({ events: 1, total: 10n });

    const published: OutboxBusMessage[] = [];
    await store
      .outboxRelay({ publish: async (_topic, messages) => void published.push(...messages) })
      .flush();
    expect(published.map((m) => m.key)).toEqual([stream]);

    const seen: string[] = [];
    const subscriber = store.subscriber({
      name: 'facade',
      handle: async (_tx, event) => void seen.push(event.streamId),
    });
    await eventually(async () => {
      await subscriber.catchUp();
      expect(seen).toContain(stream);
    });
    expect(await store.loadCheckpoint('facade')).toEqual(await subscriber.position());
  });

  it('runs commands and inbox handling with the inline projections too', async () => {
    const stream = `acct-${randomUUID()}`;
    const decider = {
      initialState: () => 0,
      evolve: (total: number, event: { type: 'Deposited'; data: { amount: number } }) =>
        total + event.data.amount,
      decide: (amount: number) => [{ type: 'Deposited' as const, data: { amount } }],
    };
    const handled = await store.handleOnce('payments', stream, async (tx) => {
      await store.handleCommandInTransaction(tx, stream, 7, decider);
    });
    expect(handled).toBe(true);
    expect((await store.handleCommand(stream, 5, decider)).state).toBe(12);
    expect((await store.readStream(stream)).currentVersion).toBe(2);
    expect(
      (await readStreamStats(db, schema)).find((row) => row.stream_id === stream),
    ).toMatchObject({ events: 2, total: 12n });
    expect(await store.rebuildProjection(streamStatsProjection(schema))).toBeGreaterThanOrEqual(3);
  });
});
