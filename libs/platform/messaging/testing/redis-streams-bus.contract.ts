import { Redis } from 'ioredis';
import {
  createRedisStreamsBus,
  DeadLetterHeader,
  deadLetterTopic,
  partitionOf,
  silentBusLogger,
  type DeliveredMessage,
  type RedisStreamsBus,
  type RedisStreamsBusOptions,
} from '../src';
import { deleteRedisKeys, redisTestPrefix } from './redis-test-namespace';
import { Recorder, testMessage, uniqueTopic } from './test-messages';
import { delay, waitFor } from './wait-for';

/** Short leases and blocks so takeovers happen within a test's patience. */
export function redisTestBusOptions(
  url: string,
  prefix: string,
  overrides: Partial<RedisStreamsBusOptions> = {},
): RedisStreamsBusOptions {
  return {
    url,
    prefix,
    partitions: 4,
    leaseMs: 600,
    heartbeatMs: 150,
    blockMs: 100,
    reclaimIntervalMs: 500,
    reclaimIdleMs: 5_000,
    logger: silentBusLogger,
    ...overrides,
  };
}

/** Behaviour specific to the Redis Streams mapping: takeover, partition split, key layout. */
export function describeRedisStreamsBusBehaviour(url: string): void {
  describe('RedisStreamsBus', () => {
    const prefix = redisTestPrefix();
    const buses: RedisStreamsBus[] = [];
    let redis: Redis;

    const newBus = (overrides: Partial<RedisStreamsBusOptions> = {}): RedisStreamsBus => {
      const bus = createRedisStreamsBus(redisTestBusOptions(url, prefix, overrides));
      buses.push(bus);
      return bus;
    };

    beforeAll(() => {
      redis = new Redis(url);
    });

    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
    });

    afterAll(async () => {
      await redis.quit();
      await deleteRedisKeys(url, prefix);
    });

    it('writes each message to <prefix>:<topic>:<partition of its key> under a group created from id 0', async () => {
      const bus = newBus();
      const topic = uniqueTopic('layout');
      await bus.publish(topic, [
        testMessage('child-7'),
        testMessage('child-7'),
        testMessage('child-9'),
      ]);

      const stream = `${prefix}:${topic}:${partitionOf('child-7', 4)}`;
      const entries = await redis.xrange(stream, '-', '+');
      expect(entries.filter(([, fields]) => fields.includes('child-7'))).toHaveLength(2);

      const recorder = new Recorder();
      await bus.subscribe({ topic, group: 'late', handler: recorder.handler });
      await waitFor(() => recorder.has(3), 5_000, 'the earlier messages');
      const groups = (await redis.xinfo('GROUPS', stream)) as unknown[][];
      expect(groups[0]).toEqual(expect.arrayContaining(['name', 'late']));
    });

    it('trims streams to an approximate MAXLEN', async () => {
      const bus = newBus({ partitions: 1, maxLen: 100 });
      const topic = uniqueTopic('trim');
      for (let batch = 0; batch < 10; batch += 1) {
        await bus.publish(
          topic,
          Array.from({ length: 100 }, () => testMessage('k')),
        );
      }
      const length = await redis.xlen(`${prefix}:${topic}:0`);
      expect(length).toBeLessThan(1_000);
      expect(length).toBeGreaterThanOrEqual(100);
    });

    it('two members of a group split the partitions and together handle every message once, in key order', async () => {
      const topic = uniqueTopic('split');
      const [first, second] = [newBus(), newBus()];
      const handled: Array<{ member: string; message: DeliveredMessage }> = [];
      const handler = (member: string) => async (message: DeliveredMessage) => {
        await delay(Math.floor(Math.random() * 2));
        handled.push({ member, message });
      };
      await first.subscribe({ topic, group: 'g', handler: handler('first') });
      await second.subscribe({ topic, group: 'g', handler: handler('second') });
      const owned = (bus: RedisStreamsBus): number[] => bus.assignments()[0]?.partitions ?? [];
      await waitFor(
        () => owned(first).length === 2 && owned(second).length === 2,
        5_000,
        'an even split',
        () => [owned(first), owned(second)],
      );
      expect([...owned(first), ...owned(second)].sort()).toEqual([0, 1, 2, 3]);

      const keys = Array.from({ length: 20 }, (_, i) => `child-${i}`);
      const batch = Array.from({ length: 400 }, (_, i) =>
        testMessage(keys[i % keys.length], { seq: Math.floor(i / keys.length) }),
      );
      await first.publish(topic, batch);
      await waitFor(
        () => handled.length >= 400,
        10_000,
        'every message',
        () => handled.length,
      );
      await delay(500);

      expect(handled.map(({ message }) => message.id).sort()).toEqual(
        batch.map((m) => m.id).sort(),
      );
      expect(new Set(handled.map(({ member }) => member))).toEqual(new Set(['first', 'second']));
      for (const key of keys) {
        const forKey = handled.filter(({ message }) => message.key === key);
        expect(new Set(forKey.map(({ member }) => member)).size).toBe(1);
        expect(forKey.map(({ message }) => (message.payload as { seq: number }).seq)).toEqual(
          Array.from({ length: 20 }, (_, seq) => seq),
        );
      }
    });

    it('a member that closes hands its partitions to the one that stays', async () => {
      const topic = uniqueTopic('handover');
      const [leaving, staying] = [newBus(), newBus()];
      const stayed = new Recorder();
      const leavingSubscription = await leaving.subscribe({
        topic,
        group: 'g',
        handler: async () => undefined,
      });
      await staying.subscribe({ topic, group: 'g', handler: stayed.handler });
      await waitFor(() => staying.assignments()[0].partitions.length === 2, 5_000, 'an even split');

      await leavingSubscription.close();
      await waitFor(() => staying.assignments()[0].partitions.length === 4, 5_000, 'the takeover');
      const batch = Array.from({ length: 40 }, (_, i) => testMessage(`k-${i}`));
      await staying.publish(topic, batch);
      await waitFor(() => stayed.has(40), 5_000, 'every message on the remaining member');
    });

    it('a member that dies holding pending entries: another member claims and handles them after its lease lapses', async () => {
      const topic = uniqueTopic('takeover');
      const dying = newBus({ concurrency: 4 });
      const taken: DeliveredMessage[] = [];
      const hung: Array<() => void> = [];
      await dying.subscribe({
        topic,
        group: 'g',
        handler: (message) => {
          taken.push(message);
          return new Promise<void>((resolve) => hung.push(resolve)); // never acks while alive
        },
      });
      const batch = Array.from({ length: 12 }, (_, i) =>
        testMessage(`child-${i % 6}`, { seq: Math.floor(i / 6) }),
      );
      await dying.publish(topic, batch);
      await waitFor(() => taken.length >= 4, 5_000, 'the doomed member to take entries');

      dying.terminate();
      const survivor = newBus();
      const recovered = new Recorder();
      await survivor.subscribe({ topic, group: 'g', handler: recovered.handler });
      await waitFor(
        () => recovered.has(12),
        10_000,
        'the survivor to handle everything',
        () => recovered.received.length,
      );
      await delay(300);
      hung.forEach((resolve) => resolve());

      expect(recovered.ids().sort()).toEqual(batch.map((m) => m.id).sort());
      const redelivered = recovered.received.filter((message) =>
        taken.some((t) => t.id === message.id),
      );
      expect(redelivered.length).toBeGreaterThanOrEqual(4);
      expect(redelivered.every((message) => message.attempt >= 2)).toBe(true);
      for (const key of new Set(batch.map((m) => m.key))) {
        const seqs = recovered.received
          .filter((m) => m.key === key)
          .map((m) => (m.payload as { seq: number }).seq);
        expect(seqs).toEqual([0, 1]);
      }
    });

    it('dead-letters instead of redelivering when a dead member already used up the attempts', async () => {
      const topic = uniqueTopic('exhausted');
      const dying = newBus();
      let started = false;
      await dying.subscribe({
        topic,
        group: 'g',
        maxAttempts: 1,
        handler: () => {
          started = true;
          return new Promise<void>(() => undefined);
        },
      });
      const message = testMessage('k');
      await dying.publish(topic, message);
      await waitFor(() => started, 5_000, 'the first delivery');
      dying.terminate();

      const survivor = newBus();
      const handled = new Recorder();
      const deadLetters = new Recorder();
      await survivor.subscribe({
        topic: deadLetterTopic(topic),
        group: 'ops',
        handler: deadLetters.handler,
      });
      await survivor.subscribe({ topic, group: 'g', maxAttempts: 1, handler: handled.handler });
      await waitFor(() => deadLetters.has(1), 10_000, 'the dead letter');

      expect(handled.received).toHaveLength(0);
      expect(deadLetters.received[0].id).toBe(message.id);
      expect(deadLetters.received[0].headers[DeadLetterHeader.Reason]).toBe(
        'no acknowledgement after 1 deliveries',
      );
    });

    it('dead-letters an entry it cannot decode without blocking the rest', async () => {
      const bus = newBus({ partitions: 1 });
      const topic = uniqueTopic('garbage');
      const handled = new Recorder();
      const deadLetters = new Recorder();
      await bus.subscribe({
        topic: deadLetterTopic(topic),
        group: 'ops',
        handler: deadLetters.handler,
      });
      await bus.subscribe({ topic, group: 'g', handler: handled.handler });

      await redis.xadd(`${prefix}:${topic}:0`, '*', 'id', 'raw-1', 'payload', 'not json');
      await bus.publish(topic, testMessage('k'));
      await waitFor(() => deadLetters.has(1) && handled.has(1), 5_000, 'both');

      expect(deadLetters.received[0]).toMatchObject({
        id: 'raw-1',
        type: 'unknown',
        payload: 'not json',
      });
      expect(deadLetters.received[0].headers[DeadLetterHeader.Reason]).toContain(
        'lacks id, type, key',
      );
    });

    it("reclaims entries stranded in another consumer's pending list on a partition it owns", async () => {
      // One running and one queued entry fill this consumer's buffer, so it stops reading.
      const bus = newBus({
        partitions: 1,
        concurrency: 1,
        readCount: 1,
        reclaimIntervalMs: 100,
        reclaimIdleMs: 300,
      });
      const topic = uniqueTopic('stranded');
      const handled = new Recorder();
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      await bus.subscribe({
        topic,
        group: 'g',
        handler: async (message) => {
          await gate;
          await handled.handler(message);
        },
      });
      await bus.publish(topic, [testMessage('b'), testMessage('b')]);
      await delay(300);

      // A split-brain reader (its lease lapsed mid-read) takes an entry and never acks it.
      const stray = testMessage('k', { n: 1 });
      const stream = `${prefix}:${topic}:0`;
      await redis.xadd(
        stream,
        '*',
        'id',
        stray.id,
        'type',
        stray.type,
        'key',
        'k',
        'headers',
        '{}',
        'payload',
        '{"n":1}',
      );
      const taken = (await redis.xreadgroup(
        'GROUP',
        'g',
        'ghost',
        'COUNT',
        10,
        'STREAMS',
        stream,
        '>',
      )) as unknown[] | null;
      expect(taken).toHaveLength(1);
      open();
      await waitFor(
        () => handled.has(3),
        5_000,
        'the stranded entry',
        () => handled.received.length,
      );
      await delay(100);

      expect(handled.received).toHaveLength(3);
      expect(handled.received[2]).toMatchObject({ id: stray.id, attempt: 2 });
      expect(await redis.xpending(stream, 'g')).toEqual([0, null, null, null]);
    });
  });
}
