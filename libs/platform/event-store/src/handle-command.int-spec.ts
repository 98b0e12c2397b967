import { randomUUID } from 'node:crypto';
import { testEngines, useTestStore } from '../testing/test-engines';
import { appendToStream } from './append-to-stream';
import { StreamVersionConflictError } from './event-store.exception';
import { handleCommand, handleCommandInTransaction, type CommandDecider } from './handle-command';
import { handleOnceInTransaction } from './inbox';
import { readStream } from './read-stream';
import type { SqlDatabase } from './sql-database';

type CounterEvent =
  { type: 'Incremented'; data: { by: number } } | { type: 'Capped'; data: { at: number } };
type CounterCommand = { type: 'Increment'; by: number; cap: number };
type CounterState = { value: number; capped: boolean };

class CapReached extends Error {}

const counter: CommandDecider<CounterCommand, CounterEvent, CounterState> = {
  initialState: () => ({ value: 0, capped: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'Incremented':
        return { ...state, value: state.value + event.data.by };
      case 'Capped':
        return { ...state, capped: true };
    }
  },
  decide: (command, state) => {
    if (state.capped) {
      throw new CapReached('counter is capped');
    }
    const next = state.value + command.by;
    return next >= command.cap
      ? [
          { type: 'Incremented', data: { by: command.cap - state.value } },
          { type: 'Capped', data: { at: command.cap } },
        ]
      : [{ type: 'Incremented', data: { by: command.by } }];
  },
};

describe.each(testEngines())('handleCommand on $name', (engine) => {
  const store = useTestStore(engine);
  const increment = (by: number, cap = 1000): CounterCommand => ({ type: 'Increment', by, cap });

  it('loads, folds, decides and appends, returning the new state and events', async () => {
    const stream = `counter-${randomUUID()}`;
    const first = await handleCommand(store.db, store.schema, stream, increment(2), counter);
    const second = await handleCommand(store.db, store.schema, stream, increment(3, 4), counter, {
      metadata: { correlationId: 'c-1' },
      outbox: (events, state) => [
        {
          messageId: events[events.length - 1].eventId,
          topic: 'counters',
          key: stream,
          type: 'counter-capped.v1',
          payload: state,
        },
      ],
    });
    expect(first).toMatchObject({ state: { value: 2, capped: false }, version: 1 });
    expect(second.state).toEqual({ value: 4, capped: true });
    expect(second.events.map((e) => [e.type, e.data, e.metadata])).toEqual([
      ['Incremented', { by: 2 }, { correlationId: 'c-1' }],
      ['Capped', { at: 4 }, { correlationId: 'c-1' }],
    ]);
    const { rows } = await store.db.query(
      `select payload from "${store.schema}".outbox where key = $1`,
      [stream],
    );
    expect(rows).toEqual([{ payload: { value: 4, capped: true } }]);
    await expect(
      handleCommand(store.db, store.schema, stream, increment(1), counter),
    ).rejects.toBeInstanceOf(CapReached);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const stream = `counter-${randomUUID()}`;
    const idle: typeof counter = { ...counter, decide: () => [] };
    expect(await handleCommand(store.db, store.schema, stream, increment(1), idle)).toEqual({
      state: { value: 0, capped: false },
      events: [],
      version: 0,
    });
  });

  it('never loses an increment when many commands race on one stream (conflicts are retried)', async () => {
    const stream = `counter-${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        handleCommand(store.db, store.schema, stream, increment(1), counter, { maxAttempts: 20 }),
      ),
    );
    const { events } = await readStream(store.db, store.schema, stream);
    expect(events).toHaveLength(8);
  });

  it('gives up with the conflict after maxAttempts', async () => {
    const stream = `counter-${randomUUID()}`;
    let interloped = 0;
    // Another writer slips in between every load and append.
    const contended: SqlDatabase = {
      ...store.db,
      query: async (sql, params) => {
        if (sql.includes(`insert into "${store.schema}".events`)) {
          interloped += 1;
          await appendToStream(
            store.db,
            store.schema,
            stream,
            [{ type: 'Incremented', data: { by: 0 } }],
            { expectedVersion: 'any' },
          );
        }
        return store.db.query(sql, params);
      },
    };
    await expect(
      handleCommand(contended, store.schema, stream, increment(1), counter, { maxAttempts: 2 }),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(interloped).toBe(2);
  });

  it('runs inside an inbox transaction, so a redelivered message changes the stream once', async () => {
    const stream = `counter-${randomUUID()}`;
    const messageId = randomUUID();
    for (let delivery = 0; delivery < 3; delivery++) {
      await store.db.transaction((tx) =>
        handleOnceInTransaction(tx, store.schema, 'counter-consumer', messageId, async () => {
          await handleCommandInTransaction(tx, store.schema, stream, increment(5), counter);
        }),
      );
    }
    expect((await readStream(store.db, store.schema, stream)).events).toHaveLength(1);
  });
});
