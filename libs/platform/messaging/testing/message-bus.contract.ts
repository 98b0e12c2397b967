import { ROOT_CONTEXT, TraceFlags, context, trace } from '@opentelemetry/api';
import {
  DeadLetterHeader,
  deadLetterTopic,
  type ConsumerLag,
  type DeadLetterNotice,
  type DeliveredMessage,
  type MessageBus,
  type MessageHandler,
  type Subscription,
} from '../src';
import { Recorder, testMessage, uniqueTopic } from './test-messages';
import { registerTestTracing } from './test-tracing';
import { delay, waitFor } from './wait-for';

export interface MessageBusHarness {
  /** Adapter name in test titles. */
  name: string;
  /** A bus on this run's namespace; the suite closes it after each test. */
  createBus(): MessageBus | Promise<MessageBus>;
  /**
   * Whether different keys on one partition run independently, so a failing key holds back no
   * other. True in-process and for Redis (key lanes within a partition); false for Kafka, whose
   * eachMessage runs a partition's messages one at a time.
   */
  independentKeys: boolean;
  /** How long a message may take to arrive (a Kafka group join takes seconds). */
  deliveryTimeoutMs: number;
  /** Runs once after the suite, e.g. to delete the run's keys. */
  cleanUp?(): Promise<void>;
}

/**
 * The delivery contract every MessageBus adapter must meet. Registers one describe block of
 * jest tests for the adapter; call it at the top level of an *.int-spec.ts.
 */
export function describeMessageBusContract(harness: MessageBusHarness): void {
  describe(`MessageBus contract: ${harness.name}`, () => {
    const timeout = harness.deliveryTimeoutMs;
    const open: MessageBus[] = [];
    let stopTracing: () => void = () => undefined;

    const newBus = async (): Promise<MessageBus> => {
      const bus = await harness.createBus();
      open.push(bus);
      return bus;
    };

    beforeAll(() => {
      stopTracing = registerTestTracing();
    });

    afterEach(async () => {
      await Promise.all(open.splice(0).map((bus) => bus.close()));
    });

    afterAll(async () => {
      stopTracing();
      await harness.cleanUp?.();
    });

    it('delivers a message with its id, type, key, payload, headers, topic and attempt 1', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('single');
      const recorder = new Recorder();
      await bus.subscribe({ topic, group: 'g', handler: recorder.handler });
      const message = testMessage(
        'child-1',
        { marks: 42, tags: ['a', 'b'] },
        { 'x-tenant': 'abc' },
      );

      await bus.publish(topic, message);
      await waitFor(() => recorder.has(1), timeout, 'the message');

      expect(recorder.received[0]).toMatchObject({
        id: message.id,
        type: message.type,
        key: 'child-1',
        payload: { marks: 42, tags: ['a', 'b'] },
        topic,
        attempt: 1,
      });
      expect(recorder.received[0].headers['x-tenant']).toBe('abc');
    });

    it('delivers every message of a batch exactly once', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('batch');
      const recorder = new Recorder();
      await bus.subscribe({ topic, group: 'g', handler: recorder.handler });
      const batch = Array.from({ length: 50 }, (_, i) => testMessage(`key-${i % 7}`, { i }));

      await bus.publish(topic, batch);
      await waitFor(
        () => recorder.has(50),
        timeout,
        'the whole batch',
        () => recorder.received.length,
      );
      await delay(300);

      expect(recorder.ids().sort()).toEqual(batch.map((m) => m.id).sort());
    });

    it('resolves an empty batch without delivering anything', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('empty');
      const recorder = new Recorder();
      await bus.subscribe({ topic, group: 'g', handler: recorder.handler });

      await bus.publish(topic, []);
      await delay(200);

      expect(recorder.received).toHaveLength(0);
    });

    it('gives every group all messages, each once', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('groups');
      const [first, second] = [new Recorder(), new Recorder()];
      await bus.subscribe({ topic, group: 'analytics', handler: first.handler });
      await bus.subscribe({ topic, group: 'notifications', handler: second.handler });
      const batch = Array.from({ length: 30 }, (_, i) => testMessage(`key-${i % 5}`));

      await bus.publish(topic, batch);
      await waitFor(() => first.has(30) && second.has(30), timeout, 'both groups');
      await delay(300);

      const expected = batch.map((m) => m.id).sort();
      expect(first.ids().sort()).toEqual(expected);
      expect(second.ids().sort()).toEqual(expected);
    });

    it('hands each message to only one member of a group', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('members');
      const [one, two] = [new Recorder(), new Recorder()];
      await bus.subscribe({ topic, group: 'g', handler: one.handler });
      await bus.subscribe({ topic, group: 'g', handler: two.handler });
      const batch = Array.from({ length: 40 }, (_, i) => testMessage(`key-${i % 8}`));

      await bus.publish(topic, batch);
      await waitFor(
        () => one.received.length + two.received.length >= 40,
        timeout,
        'the batch across members',
      );
      await delay(300);

      expect([...one.ids(), ...two.ids()].sort()).toEqual(batch.map((m) => m.id).sort());
    });

    it('keeps publish order per key within a batch of interleaved keys', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('order');
      const seen = new Map<string, number[]>();
      await bus.subscribe({
        topic,
        group: 'g',
        handler: async (message) => {
          await delay(Math.floor(Math.random() * 3)); // uneven handler times expose any reordering
          const { seq } = message.payload as { seq: number };
          seen.set(message.key, [...(seen.get(message.key) ?? []), seq]);
        },
      });
      const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
      const batch = Array.from({ length: 180 }, (_, i) =>
        testMessage(keys[i % keys.length], { seq: Math.floor(i / keys.length) }),
      );

      await bus.publish(topic, batch);
      const total = (): number => [...seen.values()].reduce((sum, list) => sum + list.length, 0);
      await waitFor(() => total() >= 180, timeout, 'every message', total);

      for (const key of keys) {
        expect(seen.get(key)).toEqual(Array.from({ length: 30 }, (_, seq) => seq));
      }
    });

    it('redelivers a failed message after the backoff with the attempt incremented', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('retry');
      const calls: Array<{ attempt: number; at: number }> = [];
      await bus.subscribe({
        topic,
        group: 'g',
        backoffMs: 150,
        handler: async (message) => {
          calls.push({ attempt: message.attempt, at: Date.now() });
          if (message.attempt === 1) {
            throw new Error('transient');
          }
        },
      });

      await bus.publish(topic, testMessage('k'));
      await waitFor(() => calls.length >= 2, timeout, 'the redelivery');
      await delay(300);

      expect(calls.map((call) => call.attempt)).toEqual([1, 2]);
      expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(140);
    });

    it('holds later messages of a failing key until it succeeds, and no other key', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('blocking');
      const log: string[] = [];
      await bus.subscribe({
        topic,
        group: 'g',
        backoffMs: 100,
        handler: async (message) => {
          const { name } = message.payload as { name: string };
          log.push(`${name}#${message.attempt}`);
          if (name === 'a1' && message.attempt < 3) {
            throw new Error('not yet');
          }
        },
      });
      // Same key for a1/a2; b1 is another key. Kafka may put both keys on one partition.
      await bus.publish(topic, [
        testMessage('key-a', { name: 'a1' }),
        testMessage('key-a', { name: 'a2' }),
        testMessage('key-b', { name: 'b1' }),
      ]);
      await waitFor(
        () => log.includes('a2#1') && log.includes('b1#1'),
        timeout,
        'all three',
        () => log,
      );

      expect(log.filter((entry) => entry.startsWith('a'))).toEqual([
        'a1#1',
        'a1#2',
        'a1#3',
        'a2#1',
      ]);
      if (harness.independentKeys) {
        expect(log.indexOf('b1#1')).toBeLessThan(log.indexOf('a1#3'));
      }
    });

    it('dead-letters a message after maxAttempts with the reason, then moves on to the next of its key', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('poison');
      const attempts: number[] = [];
      const after: string[] = [];
      const deadLetters = new Recorder();
      await bus.subscribe({
        topic: deadLetterTopic(topic),
        group: 'ops',
        handler: deadLetters.handler,
      });
      await bus.subscribe({
        topic,
        group: 'g',
        maxAttempts: 3,
        backoffMs: 20,
        handler: async (message) => {
          if ((message.payload as { poison?: boolean }).poison) {
            attempts.push(message.attempt);
            throw new Error('cannot parse answer sheet');
          }
          after.push(message.id);
        },
      });
      const poison = testMessage(
        'k',
        { poison: true },
        { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
      );
      const next = testMessage('k', {});

      await bus.publish(topic, [poison, next]);
      await waitFor(
        () => deadLetters.has(1) && after.length === 1,
        timeout,
        'the dead letter and the next message',
      );

      expect(attempts).toEqual([1, 2, 3]);
      expect(after).toEqual([next.id]);
      const [deadLetter] = deadLetters.received;
      expect(deadLetter).toMatchObject({
        id: poison.id,
        key: 'k',
        type: poison.type,
        payload: { poison: true },
        topic: deadLetterTopic(topic),
      });
      expect(deadLetter.headers[DeadLetterHeader.Reason]).toContain('cannot parse answer sheet');
      expect(deadLetter.headers[DeadLetterHeader.OriginalTopic]).toBe(topic);
      expect(deadLetter.headers[DeadLetterHeader.Attempts]).toBe('3');
      expect(deadLetter.headers[DeadLetterHeader.ConsumerGroup]).toBe('g');
      expect(deadLetter.headers.traceparent).toBe(poison.headers.traceparent);
    });

    it('propagates the publisher trace context; the handler runs inside that trace', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('trace');
      const seen: Array<{ message: DeliveredMessage; traceId?: string }> = [];
      await bus.subscribe({
        topic,
        group: 'g',
        handler: async (message) => {
          await delay(1); // the context must survive an await inside the handler
          seen.push({ message, traceId: trace.getSpanContext(context.active())?.traceId });
        },
      });
      const spanContext = {
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
        spanId: '00f067aa0ba902b7',
        traceFlags: TraceFlags.SAMPLED,
      };
      const explicit = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

      await context.with(trace.setSpanContext(ROOT_CONTEXT, spanContext), () =>
        bus.publish(topic, [
          testMessage('k', { n: 1 }),
          testMessage('k', { n: 2 }, { traceparent: explicit }),
        ]),
      );
      await waitFor(() => seen.length >= 2, timeout, 'both messages');

      expect(seen[0].message.headers.traceparent).toBe(
        `00-${spanContext.traceId}-${spanContext.spanId}-01`,
      );
      expect(seen[0].traceId).toBe(spanContext.traceId);
      expect(seen[1].message.headers.traceparent).toBe(explicit);
      expect(seen[1].traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    });

    it('delivers messages published before a group subscribed, to each group that joins later', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('catch-up');
      const batch = Array.from({ length: 10 }, (_, i) => testMessage(`key-${i % 3}`, { i }));
      await bus.publish(topic, batch);

      const early = new Recorder();
      await bus.subscribe({ topic, group: 'early', handler: early.handler });
      await waitFor(() => early.has(10), timeout, 'the early group to catch up');
      const late = new Recorder();
      await bus.subscribe({ topic, group: 'late', handler: late.handler });
      await waitFor(() => late.has(10), timeout, 'the late group to catch up');

      expect(early.ids()).toEqual(expect.arrayContaining(batch.map((m) => m.id)));
      expect(late.ids().sort()).toEqual(batch.map((m) => m.id).sort());
    });

    it('closing a subscription waits for running handlers and stops delivery', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('drain');
      let started = 0;
      let finished = 0;
      const slow: MessageHandler = async () => {
        started += 1;
        await delay(300);
        finished += 1;
      };
      const subscription: Subscription = await bus.subscribe({ topic, group: 'g', handler: slow });

      await bus.publish(topic, testMessage('k'));
      await waitFor(() => started === 1, timeout, 'the handler to start');
      await subscription.close();

      expect(finished).toBe(1);
      await bus.publish(topic, testMessage('k'));
      await delay(300);
      expect(started).toBe(1);
    });

    it('closing the bus waits for running handlers', async () => {
      const bus = await harness.createBus();
      const topic = uniqueTopic('drain-bus');
      let started = false;
      let finished = false;
      await bus.subscribe({
        topic,
        group: 'g',
        handler: async () => {
          started = true;
          await delay(300);
          finished = true;
        },
      });

      await bus.publish(topic, testMessage('k'));
      await waitFor(() => started, timeout, 'the handler to start');
      await bus.close();

      expect(finished).toBe(true);
      await expect(bus.publish(topic, testMessage('k'))).rejects.toThrow();
    });

    it('tells its observers of each dead letter, with topic and group', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('observed');
      const notices: DeadLetterNotice[] = [];
      const stopObserving = bus.observe({ deadLettered: (notice) => notices.push(notice) });
      const throwing = bus.observe({
        deadLettered: () => {
          throw new Error('a broken observer does not stop the bus');
        },
      });
      await bus.subscribe({
        topic,
        group: 'g',
        maxAttempts: 1,
        handler: async () => {
          throw new Error('rejected');
        },
      });
      const poison = testMessage('k');

      await bus.publish(topic, poison);
      await waitFor(() => notices.length === 1, timeout, 'the dead-letter notice');
      stopObserving();
      throwing();

      expect(notices).toEqual([
        { topic, group: 'g', id: poison.id, type: poison.type, attempts: 1 },
      ]);
    });

    it('reports what a group has yet to finish and its age, and nothing once caught up', async () => {
      const bus = await newBus();
      const topic = uniqueTopic('lag');
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const handled = new Recorder();
      await bus.subscribe({
        topic,
        group: 'slow',
        handler: async (message) => {
          await gate;
          await handled.handler(message);
        },
      });
      const lagOf = async (): Promise<ConsumerLag | undefined> =>
        (await bus.consumerLag()).find((lag) => lag.topic === topic && lag.group === 'slow');

      await bus.publish(topic, [testMessage('k'), testMessage('k'), testMessage('k')]);
      let behind: ConsumerLag | undefined;
      const deadline = Date.now() + timeout;
      while ((behind = await lagOf())?.eventsBehind !== 3 && Date.now() < deadline) {
        await delay(20);
      }

      expect(behind).toMatchObject({ topic, group: 'slow', eventsBehind: 3 });
      expect(behind?.secondsBehind).toBeGreaterThanOrEqual(0);

      release();
      await waitFor(() => handled.has(3), timeout, 'the three messages');
      let caughtUp: ConsumerLag | undefined;
      while ((caughtUp = await lagOf())?.eventsBehind !== 0 && Date.now() < deadline + timeout) {
        await delay(20);
      }
      expect(caughtUp).toEqual({ topic, group: 'slow', eventsBehind: 0, secondsBehind: 0 });
    });

    it('answers ping while open', async () => {
      const bus = await newBus();
      await expect(bus.ping()).resolves.toBeUndefined();
    });
  });
}
