import { randomBytes, randomUUID } from 'node:crypto';
import { context, propagation, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  CapReached,
  counterStream,
  counterTotalsMigration,
  counterTotalsProjection,
  type CounterCommand,
} from '../../testing/counter.stream';
import { testEngines, useTestStore } from '../../testing/test-engines';
import { defineEvents, defineStream } from '../domain';
import { EventStoreException } from '../event-store.exception';
import { withStatementLog } from '../statement-log';
import { ServiceStore } from './service-store';
import { StreamStateCache } from './stream-state-cache';

const increment = (counterId: string, by: number, cap = 1000): CounterCommand => ({
  type: 'Increment',
  counterId,
  by,
  cap,
});

/** The propagator and context manager an OpenTelemetry SDK would register. */
const registerTestTracing = () => {
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  return () => {
    propagation.disable();
    context.disable();
  };
};

describe.each(testEngines())('ServiceStore on $name', (engine) => {
  const test = useTestStore(engine, [counterTotalsMigration]);
  const storeOf = () =>
    new ServiceStore({
      service: 'identity',
      db: test.db,
      schema: test.schema,
      streams: [counterStream],
      projections: [counterTotalsProjection(test.schema)],
    });
  const outboxOf = async (key: string) =>
    (
      await test.db.query<{ type: string; payload: unknown; message_id: string }>(
        `select type, payload, message_id from ${test.schema}.outbox where key = $1`,
        [key],
      )
    ).rows;
  const totalOf = async (key: string) =>
    (
      await test.db.query<{ value: number; capped: boolean }>(
        `select value, capped from ${test.schema}.counter_totals where counter_id = $1`,
        [key],
      )
    ).rows[0];

  it('writes every public event to the outbox and applies projections in the append, without being asked', async () => {
    const store = storeOf();
    const id = randomUUID();
    await store.handle(counterStream, id, increment(id, 2, 5));
    expect(await outboxOf(id)).toEqual([]);
    const capped = await store.handle(counterStream, id, increment(id, 4, 5));
    expect(capped.state).toEqual({ value: 5, capped: true });
    expect(capped.events.map((event) => event.type)).toEqual(['Incremented', 'Capped']);
    expect(await outboxOf(id)).toEqual([
      {
        type: 'counter-capped.v1',
        payload: { counterId: id, at: 5 },
        message_id: capped.events[1].eventId,
      },
    ]);
    expect(await totalOf(id)).toEqual({ value: 5, capped: true });
  });

  it('carries the writing request’s trace context to the outbox, for the consumer to continue', async () => {
    const stopTracing = registerTestTracing();
    try {
      const store = storeOf();
      const id = randomUUID();
      const traceId = randomBytes(16).toString('hex');
      const request = trace.setSpanContext(ROOT_CONTEXT, {
        traceId,
        spanId: randomBytes(8).toString('hex'),
        traceFlags: TraceFlags.SAMPLED,
      });
      await context.with(request, () => store.handle(counterStream, id, increment(id, 1, 1)));
      const rows = await test.db.query<{ headers: Record<string, string> }>(
        `select headers from ${test.schema}.outbox where key = $1`,
        [id],
      );
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0].headers.traceparent).toMatch(
        new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`),
      );
    } finally {
      stopTracing();
    }
  });

  it('offers no way to append without them: the options have no outbox or projections', async () => {
    const store = storeOf();
    const id = randomUUID();
    // @ts-expect-error a handler cannot choose its outbox; the stream definition declares it
    await store.handle(counterStream, id, increment(id, 1), { outbox: () => [] });
    // @ts-expect-error nor its projections; the store applies all of its own
    await store.handle(counterStream, id, increment(id, 1), { projections: [] });
    expect(await totalOf(id)).toEqual({ value: 2, capped: false });
    expect('append' in store).toBe(false);
  });

  it('refuses a stream that is not the service’s, and events that do not match their schema', async () => {
    const store = storeOf();
    const stray = defineStream({
      type: 'stray',
      events: defineEvents({}),
      decider: { initialState: () => null, evolve: () => null, decide: () => [] },
    });
    await expect(store.handle(stray, 'x', {})).rejects.toThrow(/not one of identity's streams/);
    const broken = defineStream({
      ...counterStream,
      type: 'counter',
      decider: {
        ...counterStream.decider,
        decide: () => [{ type: 'Incremented' as const, data: { counterId: 'c', by: -1 } }],
      },
    });
    const withBroken = new ServiceStore({
      service: 'identity',
      db: test.db,
      schema: test.schema,
      streams: [broken],
    });
    await expect(withBroken.handle(broken, 'c', increment('c', 1))).rejects.toThrow(
      /does not match its schema/,
    );
    expect((await withBroken.load(broken, 'c')).version).toBe(0);
  });

  it('refuses to publish another service’s contract, and writes nothing', async () => {
    const foreign = new ServiceStore({
      service: 'payments',
      db: test.db,
      schema: test.schema,
      streams: [counterStream],
    });
    const id = randomUUID();
    await expect(foreign.handle(counterStream, id, increment(id, 1, 1))).rejects.toThrow(
      EventStoreException,
    );
    expect((await foreign.load(counterStream, id)).version).toBe(0);
  });

  it('commits several commands of a unit together, or none of them', async () => {
    const store = storeOf();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await store.transaction(async (unit) => {
      await unit.handle(counterStream, a, increment(a, 1));
      await unit.handle(counterStream, b, increment(b, 1));
    });
    await expect(
      store.transaction(async (unit) => {
        await unit.handle(counterStream, a, increment(a, 1));
        await unit.handle(counterStream, c, increment(c, 1, 1));
        await unit.handle(counterStream, c, increment(c, 1)); // c is capped: throws
      }),
    ).rejects.toThrow(CapReached);
    expect((await store.load(counterStream, a)).state.value).toBe(1);
    expect((await totalOf(b))?.value).toBe(1);
    expect((await store.load(counterStream, c)).version).toBe(0);
    expect(await outboxOf(c)).toEqual([]);
  });

  it('loads a stream as of an earlier version, whatever was appended after it', async () => {
    const store = storeOf();
    const id = randomUUID();
    await store.handle(counterStream, id, increment(id, 2));
    await store.handle(counterStream, id, increment(id, 3));
    await store.handle(counterStream, id, increment(id, 4));
    expect(await store.load(counterStream, id, { asOfVersion: 2 })).toEqual({
      state: { value: 5, capped: false },
      version: 2,
    });
    expect((await store.load(counterStream, id, { asOfVersion: 0 })).version).toBe(0);
    expect((await store.load(counterStream, id, { asOfVersion: 9 })).state.value).toBe(9);
  });

  it('runs an inbox message once', async () => {
    const store = storeOf();
    const id = randomUUID();
    const handle = () =>
      store.handleOnce('counter-policy', `m-${id}`, async (unit) => {
        await unit.handle(counterStream, id, increment(id, 1));
      });
    expect(await handle()).toBe(true);
    expect(await handle()).toBe(false);
    expect((await store.load(counterStream, id)).state.value).toBe(1);
  });

  it('decides a refusal again on a fresh read when it came from a remembered state', async () => {
    const store = storeOf();
    const other = storeOf();
    const cache = new StreamStateCache(counterStream);
    const id = randomUUID();
    await store.handle(counterStream, id, increment(id, 1), { cache });
    // Another process moves the stream on; this one's remembered version is stale.
    await other.handle(counterStream, id, increment(id, 1));
    const next = await store.handle(counterStream, id, increment(id, 1), { cache });
    expect(next.version).toBe(3);
    expect(next.state.value).toBe(3);
  });

  it('decides on a stream the caller just loaded, and on a fresh read when a writer got in between', async () => {
    const { db: counted, statements } = withStatementLog(test.db);
    const store = new ServiceStore({
      service: 'identity',
      db: counted,
      schema: test.schema,
      streams: [counterStream],
    });
    const id = randomUUID();
    await store.handle(counterStream, id, increment(id, 1));
    const loaded = await store.load(counterStream, id);
    statements.length = 0;
    const first = await store.handle(counterStream, id, increment(id, 1), { loaded });
    expect(first.version).toBe(2);
    // The append alone: the stream was not read again.
    expect(statements).toHaveLength(1);
    // `loaded` is now stale: the append conflicts and the command is decided on a fresh read.
    const second = await store.handle(counterStream, id, increment(id, 5), { loaded });
    expect(second.version).toBe(3);
    expect(second.state.value).toBe(7);
    expect((await store.load(counterStream, id)).state.value).toBe(7);
  });

  it('answers a repeat from the earlier answer instead of appending', async () => {
    const store = storeOf();
    const id = randomUUID();
    const first = await store.handleUnlessAnswered(counterStream, id, increment(id, 1), {
      answeredBy: async () => undefined,
    });
    expect('answered' in first).toBe(false);
    const repeat = await store.handleUnlessAnswered(counterStream, id, increment(id, 1), {
      answeredBy: async () => 'already',
    });
    expect(repeat).toEqual({ answered: 'already' });
    expect((await store.load(counterStream, id)).version).toBe(1);
  });

  it('commits commands that queue on one hot stream together, each with its own outcome', async () => {
    const store = storeOf();
    const cache = new StreamStateCache(counterStream);
    const id = randomUUID();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        store.handleUnlessAnswered(counterStream, id, increment(id, 1, 10), {
          cache,
          answeredBy: async () => undefined,
        }),
      ),
    );
    const applied = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(applied).toHaveLength(10);
    expect(refused.every((outcome) => outcome.reason instanceof CapReached)).toBe(true);
    const versions = applied.flatMap((outcome) =>
      'events' in outcome.value ? outcome.value.events.map((event) => event.streamVersion) : [],
    );
    expect(versions).toEqual(Array.from({ length: 11 }, (_, index) => index + 1));
    expect(await totalOf(id)).toEqual({ value: 10, capped: true });
    expect(await outboxOf(id)).toHaveLength(1);
  });

  it('rebuilds a projection to the same rows', async () => {
    const store = storeOf();
    const id = randomUUID();
    await store.handle(counterStream, id, increment(id, 3, 4));
    await store.handle(counterStream, id, increment(id, 3, 4));
    const before = await totalOf(id);
    await store.rebuild(counterTotalsProjection(test.schema));
    expect(await totalOf(id)).toEqual(before);
  });
});
