import { randomUUID } from 'node:crypto';
import { propagation, SpanKind, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { eventually, sleep } from '../testing/deferred';
import { testEngines, useTestStore } from '../testing/test-engines';
import { appendToStream } from './append-to-stream';
import type { OutboxMessage } from './event-store.types';
import { OutboxRelay, type OutboxBusMessage } from './outbox-relay';

interface Published {
  topic: string;
  message: OutboxBusMessage;
}

/** A bus that records what it accepted, and can be told to fail. */
const recordingBus = () => {
  const published: Published[] = [];
  let failuresLeft = 0;
  return {
    published,
    failNext(times: number) {
      failuresLeft = times;
    },
    async publish(topic: string, messages: readonly OutboxBusMessage[]) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('broker unavailable');
      }
      published.push(...messages.map((message) => ({ topic, message })));
    },
  };
};

describe.each(testEngines())('OutboxRelay on $name', (engine) => {
  const store = useTestStore(engine);

  const appendWithMessage = async (
    key = randomUUID(),
    topic = 'accounts',
    headers: Record<string, string> = { traceparent: '00-abc-def-01' },
  ) => {
    const message: OutboxMessage = {
      messageId: randomUUID(),
      topic,
      key,
      type: 'account-opened.v1',
      payload: { key },
      headers,
    };
    await appendToStream(
      store.db,
      store.schema,
      `acct-${key}-${randomUUID()}`,
      [{ type: 'Opened', data: {} }],
      {
        expectedVersion: 'no_stream',
        messages: () => [message],
      },
    );
    return message;
  };

  const statusOf = async (messageId: string) =>
    (
      await store.db.query<{ status: string; attempts: number; last_error: string | null }>(
        `select status, attempts, last_error from "${store.schema}".outbox where message_id = $1`,
        [messageId],
      )
    ).rows[0];

  const publishedIds = (bus: { published: Published[] }, id: string) =>
    bus.published.filter((p) => p.message.id === id);

  it('publishes a committed message with its id, key, payload and headers, then marks it published', async () => {
    const message = await appendWithMessage();
    const bus = recordingBus();
    const relay = new OutboxRelay(store.db, store.schema, bus);
    await relay.flush();
    expect(publishedIds(bus, message.messageId)).toEqual([
      {
        topic: 'accounts',
        message: {
          id: message.messageId,
          type: 'account-opened.v1',
          key: message.key,
          payload: message.payload,
          headers: message.headers,
        },
      },
    ]);
    expect(await statusOf(message.messageId)).toMatchObject({ status: 'published', attempts: 1 });
    await relay.flush();
    expect(publishedIds(bus, message.messageId)).toHaveLength(1);
  });

  it('tells onPublished of each message it published, and not of one that failed', async () => {
    const message = await appendWithMessage();
    const seen: Array<{ topic: string; type: string }> = [];
    const failing = new OutboxRelay(
      store.db,
      store.schema,
      () => Promise.reject(new Error('down')),
      {
        onPublished: (published) => seen.push(published),
        backoffMs: 0,
      },
    );
    await failing.relayOnce();
    expect(seen).toEqual([]);
    const relay = new OutboxRelay(store.db, store.schema, recordingBus(), {
      onPublished: (published) => seen.push(published),
    });
    await relay.flush();
    expect(seen).toContainEqual({ topic: 'accounts', type: 'account-opened.v1' });
    expect(await statusOf(message.messageId)).toMatchObject({ status: 'published' });
  });

  it('publishes each message under a producer span in the trace its row carries, handing on that span', async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(exporter)],
    });
    trace.setGlobalTracerProvider(provider);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    try {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const message = await appendWithMessage(randomUUID(), 'accounts', {
        traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
        'x-tenant': 't1',
      });
      const untraced = await appendWithMessage(randomUUID(), 'accounts', {});
      const bus = recordingBus();

      await new OutboxRelay(store.db, store.schema, bus).flush();

      const spans = exporter.getFinishedSpans();
      expect(spans).toHaveLength(1);
      const [span] = spans;
      expect(span).toMatchObject({
        name: 'publish accounts',
        kind: SpanKind.PRODUCER,
        attributes: expect.objectContaining({ 'messaging.message.id': message.messageId }),
      });
      expect(span.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
      expect(publishedIds(bus, message.messageId)[0].message.headers).toEqual({
        traceparent: `00-${traceId}-${span.spanContext().spanId}-01`,
        'x-tenant': 't1',
      });
      expect(publishedIds(bus, untraced.messageId)[0].message.headers).toEqual({});
    } finally {
      trace.disable();
      propagation.disable();
      await provider.shutdown();
    }
  });

  it('sends nothing of a topic nobody consumes, settling its rows all the same', async () => {
    const unconsumed = await appendWithMessage(randomUUID(), 'ledger-events');
    const consumed = await appendWithMessage(randomUUID(), 'accounts');
    const bus = recordingBus();
    const settled: Array<{ topic: string; type: string }> = [];

    await new OutboxRelay(store.db, store.schema, bus, {
      publishes: (topic) => topic !== 'ledger-events',
      onPublished: (message) => settled.push(message),
    }).flush();

    expect(bus.published.map((p) => p.topic)).not.toContain('ledger-events');
    expect(publishedIds(bus, consumed.messageId)).toHaveLength(1);
    expect(await statusOf(unconsumed.messageId)).toMatchObject({ status: 'published' });
    expect(settled).toContainEqual({ topic: 'ledger-events', type: 'account-opened.v1' });
  });

  it('delivers exactly once after a crash between commit and relay', async () => {
    const message = await appendWithMessage();
    // The process that committed dies before its relay ever runs: the row simply waits.
    const crashed = new OutboxRelay(store.db, store.schema, () =>
      Promise.reject(new Error('never called')),
    );
    void crashed;

    const bus = recordingBus();
    const restarted = new OutboxRelay(store.db, store.schema, bus);
    await restarted.flush();
    await restarted.flush();
    expect(publishedIds(bus, message.messageId)).toHaveLength(1);
    expect(await statusOf(message.messageId)).toMatchObject({ status: 'published' });
  });

  it('retries an in-progress row whose relay died mid-publish once its lease expires, and only then', async () => {
    const message = await appendWithMessage();
    // This relay claims the row and then hangs forever in publish, as a killed process would.
    const dying = new OutboxRelay(store.db, store.schema, () => new Promise<void>(() => undefined));
    void dying.flush();
    await eventually(async () =>
      expect(await statusOf(message.messageId)).toMatchObject({ status: 'in_progress' }),
    );

    const bus = recordingBus();
    const patient = new OutboxRelay(store.db, store.schema, bus, { leaseMs: 60_000 });
    await patient.flush();
    expect(publishedIds(bus, message.messageId)).toHaveLength(0);

    const successor = new OutboxRelay(store.db, store.schema, bus, { leaseMs: 50 });
    await sleep(80);
    await successor.flush();
    expect(publishedIds(bus, message.messageId)).toHaveLength(1);
    expect(await statusOf(message.messageId)).toMatchObject({ status: 'published', attempts: 2 });
  });

  it('also retries an expired lease found by the lease column directly', async () => {
    const message = await appendWithMessage();
    await store.db.query(
      `update "${store.schema}".outbox set status = 'in_progress', attempts = 1, claimed_at = now() - interval '1 hour', claim_token = gen_random_uuid()
       where message_id = $1`,
      [message.messageId],
    );
    const bus = recordingBus();
    await new OutboxRelay(store.db, store.schema, bus).flush();
    expect(publishedIds(bus, message.messageId)).toHaveLength(1);
    expect(await statusOf(message.messageId)).toMatchObject({ status: 'published', attempts: 2 });
  });

  it('backs off after a failed publish, retries, and gives up as failed after maxAttempts', async () => {
    const retried = await appendWithMessage();
    const bus = recordingBus();
    // Generous backoff: PGlite under jest can take tens of milliseconds per statement.
    const relay = new OutboxRelay(store.db, store.schema, bus, { backoffMs: 400, maxAttempts: 3 });
    bus.failNext(1);
    await relay.flush();
    expect(await statusOf(retried.messageId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'broker unavailable',
    });
    await sleep(500);
    await relay.flush();
    expect(publishedIds(bus, retried.messageId)).toHaveLength(1);
    expect(await statusOf(retried.messageId)).toMatchObject({
      status: 'published',
      attempts: 2,
      last_error: null,
    });

    const doomed = await appendWithMessage();
    const broken = new OutboxRelay(
      store.db,
      store.schema,
      () => Promise.reject(new Error('down for good')),
      {
        backoffMs: 1,
        maxAttempts: 3,
      },
    );
    for (let i = 0; i < 3; i++) {
      await sleep(5);
      await broken.flush();
    }
    expect(await statusOf(doomed.messageId)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'down for good',
    });
  });

  it('keeps a key in order while its earlier message backs off', async () => {
    const key = randomUUID();
    const first = await appendWithMessage(key);
    const second = await appendWithMessage(key);
    const bus = recordingBus();
    const relay = new OutboxRelay(store.db, store.schema, bus, { backoffMs: 400 });
    bus.failNext(1);
    await relay.flush();
    expect(publishedIds(bus, second.messageId)).toHaveLength(0);
    await sleep(500);
    await relay.flush();
    expect(bus.published.filter((p) => p.message.key === key).map((p) => p.message.id)).toEqual([
      first.messageId,
      second.messageId,
    ]);
  });

  it('publishes in the background once started and drains on stop', async () => {
    const bus = recordingBus();
    const relay = new OutboxRelay(store.db, store.schema, bus, { pollIntervalMs: 10 });
    relay.start();
    const message = await appendWithMessage();
    await eventually(async () => expect(publishedIds(bus, message.messageId)).toHaveLength(1));
    const late = await appendWithMessage();
    await relay.stop();
    expect(publishedIds(bus, late.messageId)).toHaveLength(1);
  });

  it('deletes published rows past their retention, and never pending or failed ones', async () => {
    const bus = recordingBus();
    const relay = new OutboxRelay(store.db, store.schema, bus, { retainPublishedMs: 60_000 });
    const old = await appendWithMessage();
    const fresh = await appendWithMessage();
    await relay.flush();
    await store.db.query(
      `update "${store.schema}".outbox set published_at = now() - interval '2 minutes'
        where message_id = $1`,
      [old.messageId],
    );
    bus.failNext(10);
    const waiting = await appendWithMessage();
    await relay.flush();

    expect(await relay.prunePublished()).toBe(1);
    expect(await statusOf(old.messageId)).toBeUndefined();
    expect(await statusOf(fresh.messageId)).toMatchObject({ status: 'published' });
    expect(await statusOf(waiting.messageId)).toMatchObject({ status: 'pending' });
  });

  it('prunes on its own while running', async () => {
    const relay = new OutboxRelay(store.db, store.schema, recordingBus(), {
      pollIntervalMs: 10,
      retainPublishedMs: 0,
      pruneEveryMs: 10,
    });
    const message = await appendWithMessage();
    relay.start();
    await eventually(async () => expect(await statusOf(message.messageId)).toBeUndefined());
    await relay.stop();
  });

  if (engine.concurrentTransactions) {
    it('lets relays in several processes share the outbox without publishing a row twice', async () => {
      const messages = await Promise.all(Array.from({ length: 40 }, () => appendWithMessage()));
      const bus = recordingBus();
      const relays = Array.from(
        { length: 4 },
        () => new OutboxRelay(store.db, store.schema, bus, { batchSize: 3 }),
      );
      await Promise.all(relays.map((relay) => relay.flush()));
      for (const message of messages) {
        expect(publishedIds(bus, message.messageId)).toHaveLength(1);
      }
    });
  }
});
