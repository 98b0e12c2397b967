import fc from 'fast-check';
import { Recorder, testMessage } from '../../testing/test-messages';
import { delay, waitFor } from '../../testing/wait-for';
import { silentBusLogger } from '../bus-logger';
import { deadLetterTopic } from '../message-bus';
import { MessagingErrorCode } from '../messaging.exception';
import { InProcessBus, type InProcessBusOptions } from './in-process-bus';

describe('InProcessBus', () => {
  const buses: InProcessBus[] = [];
  const newBus = (options: InProcessBusOptions = {}): InProcessBus => {
    const bus = new InProcessBus({ logger: silentBusLogger, ...options });
    buses.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  it('for any mix of keys and failures: per-key order holds, and each message is handled or dead-lettered once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ key: fc.constantFrom('k1', 'k2', 'k3'), failures: fc.nat({ max: 3 }) }),
          { minLength: 1, maxLength: 25 },
        ),
        async (specs) => {
          const bus = new InProcessBus({ logger: silentBusLogger, concurrency: 2 });
          const handled: Array<{ key: string; seq: number }> = [];
          const dead: number[] = [];
          await bus.subscribe({
            topic: deadLetterTopic('t'),
            group: 'ops',
            handler: async (message) => void dead.push((message.payload as { seq: number }).seq),
          });
          await bus.subscribe({
            topic: 't',
            group: 'g',
            maxAttempts: 3,
            backoffMs: 1,
            handler: async (message) => {
              const { seq, failures } = message.payload as { seq: number; failures: number };
              if (message.attempt <= failures) {
                throw new Error('planned failure');
              }
              handled.push({ key: message.key, seq });
            },
          });

          await bus.publish(
            't',
            specs.map(({ key, failures }, seq) => testMessage(key, { seq, failures })),
          );
          const poisoned = specs.flatMap((spec, seq) => (spec.failures >= 3 ? [seq] : []));
          await waitFor(
            () => handled.length + dead.length >= specs.length,
            5_000,
            'every message to settle',
          );
          await bus.close();

          expect(dead.sort((a, b) => a - b)).toEqual(poisoned);
          expect(handled).toHaveLength(specs.length - poisoned.length);
          for (const key of ['k1', 'k2', 'k3']) {
            const seqs = handled.filter((h) => h.key === key).map((h) => h.seq);
            expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('runs at most `concurrency` handlers of a group at once', async () => {
    const bus = newBus({ concurrency: 3 });
    let running = 0;
    let peak = 0;
    let done = 0;
    await bus.subscribe({
      topic: 't',
      group: 'g',
      handler: async () => {
        running += 1;
        peak = Math.max(peak, running);
        await delay(5);
        running -= 1;
        done += 1;
      },
    });

    await bus.publish(
      't',
      Array.from({ length: 30 }, (_, i) => testMessage(`key-${i}`)),
    );
    await waitFor(() => done === 30, 5_000, 'all handlers');

    expect(peak).toBe(3);
  });

  it('retains only the newest `retention` messages per topic for groups that join later', async () => {
    const bus = newBus({ retention: 5 });
    const batch = Array.from({ length: 8 }, (_, i) => testMessage('k', { i }));
    await bus.publish('t', batch);

    const late = new Recorder();
    await bus.subscribe({ topic: 't', group: 'late', handler: late.handler });
    await waitFor(() => late.has(5), 1_000, 'the retained messages');
    await delay(20);

    expect(late.received.map((m) => (m.payload as { i: number }).i)).toEqual([3, 4, 5, 6, 7]);
  });

  it('never trims messages a subscribed group has yet to read, however far past retention', async () => {
    const bus = newBus({ retention: 10, concurrency: 1 });
    const slow = new Recorder();
    await bus.subscribe({
      topic: 't',
      group: 'g',
      handler: async (m) => slow.handler(m).then(() => delay(1)),
    });

    await bus.publish(
      't',
      Array.from({ length: 200 }, (_, i) => testMessage('k', { i })),
    );
    await waitFor(
      () => slow.has(200),
      5_000,
      'every message',
      () => slow.received.length,
    );

    expect(slow.received.map((m) => (m.payload as { i: number }).i)).toEqual(
      Array.from({ length: 200 }, (_, i) => i),
    );
  });

  it('drops the oldest unread messages past maxBacklog rather than exhausting memory', async () => {
    const errors: string[] = [];
    const bus = newBus({
      retention: 5,
      maxBacklog: 20,
      bufferSize: 1,
      concurrency: 1,
      logger: { warn: () => undefined, error: (m) => void errors.push(m) },
    });
    const recorder = new Recorder();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await bus.subscribe({
      topic: 't',
      group: 'g',
      handler: async (m) => (await gate, recorder.handler(m)),
    });

    await bus.publish('t', testMessage('k', { i: -1 }));
    await delay(5);
    await bus.publish(
      't',
      Array.from({ length: 50 }, (_, i) => testMessage('k', { i })),
    );
    release();
    await waitFor(() => recorder.has(21), 5_000, 'what was kept');
    await delay(20);

    expect(errors).toContain('in-process backlog over maxBacklog; oldest unread messages dropped');
    expect(recorder.received.length).toBeLessThan(51);
    expect(recorder.received.at(-1)?.payload).toEqual({ i: 49 });
  });

  it('gives each group its own copy of a message', async () => {
    const bus = newBus();
    const seen: unknown[] = [];
    await bus.subscribe({
      topic: 't',
      group: 'mutator',
      handler: async (message) => {
        (message.payload as { marks: number }).marks = -1;
        message.headers.injected = 'yes';
      },
    });
    await delay(5);
    await bus.subscribe({
      topic: 't',
      group: 'reader',
      handler: async (message) => void seen.push([message.payload, message.headers.injected]),
    });

    await bus.publish('t', testMessage('k', { marks: 7 }));
    await waitFor(() => seen.length === 1, 1_000, 'the reader');

    expect(seen[0]).toEqual([{ marks: 7 }, undefined]);
  });

  it('keeps a group position when its last member leaves and resumes from it on rejoin', async () => {
    const bus = newBus();
    const first = new Recorder();
    const subscription = await bus.subscribe({ topic: 't', group: 'g', handler: first.handler });
    await bus.publish('t', testMessage('k', { n: 1 }));
    await waitFor(() => first.has(1), 1_000, 'the first message');
    await subscription.close();

    await bus.publish('t', testMessage('k', { n: 2 }));
    const second = new Recorder();
    await bus.subscribe({ topic: 't', group: 'g', handler: second.handler });
    await waitFor(() => second.has(1), 1_000, 'the message published while away');
    await delay(20);

    expect(second.received.map((m) => m.payload)).toEqual([{ n: 2 }]);
  });

  it('rejects invalid topics and messages before publishing any of a batch', async () => {
    const bus = newBus();
    const recorder = new Recorder();
    await bus.subscribe({ topic: 't', group: 'g', handler: recorder.handler });

    await expect(bus.publish('bad topic', testMessage('k'))).rejects.toMatchObject({
      code: MessagingErrorCode.InvalidTopic,
    });
    await expect(
      bus.publish('t', [testMessage('k'), { ...testMessage('k'), id: '' }]),
    ).rejects.toMatchObject({
      code: MessagingErrorCode.InvalidMessage,
    });
    await expect(bus.publish('t', testMessage('k', { big: BigInt(1) }))).rejects.toThrow();
    await delay(20);

    expect(recorder.received).toHaveLength(0);
  });

  it('treats a handler that throws synchronously like one that rejects', async () => {
    const bus = newBus();
    const attempts: number[] = [];
    await bus.subscribe({
      topic: 't',
      group: 'g',
      backoffMs: 1,
      handler: (message) => {
        attempts.push(message.attempt);
        if (message.attempt === 1) {
          throw new Error('sync');
        }
        return Promise.resolve();
      },
    });

    await bus.publish('t', testMessage('k'));
    await waitFor(() => attempts.length === 2, 1_000, 'the retry');

    expect(attempts).toEqual([1, 2]);
  });

  it('refuses work once closed and cancels pending retries', async () => {
    const bus = newBus();
    let calls = 0;
    await bus.subscribe({
      topic: 't',
      group: 'g',
      backoffMs: 60_000,
      handler: async () => {
        calls += 1;
        throw new Error('always');
      },
    });
    await bus.publish('t', testMessage('k'));
    await waitFor(() => calls === 1, 1_000, 'the first attempt');

    await bus.close();

    await expect(bus.publish('t', testMessage('k'))).rejects.toMatchObject({
      code: MessagingErrorCode.BusClosed,
    });
    await expect(
      bus.subscribe({ topic: 't', group: 'g', handler: async () => undefined }),
    ).rejects.toMatchObject({
      code: MessagingErrorCode.BusClosed,
    });
    await expect(bus.ping()).rejects.toMatchObject({ code: MessagingErrorCode.BusClosed });
  });
});
