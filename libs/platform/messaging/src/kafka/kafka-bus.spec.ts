import { ROOT_CONTEXT, TraceFlags, context, trace } from '@opentelemetry/api';
import type { ConsumerRunConfig, KafkaMessage, Message, ProducerRecord } from 'kafkajs';
import { testMessage } from '../../testing/test-messages';
import { registerTestTracing } from '../../testing/test-tracing';
import { silentBusLogger } from '../bus-logger';
import { DeadLetterHeader } from '../dead-letter';
import type { DeliveredMessage } from '../message-bus';
import { MessagingErrorCode } from '../messaging.exception';
import { brokerList, type KafkaClient } from './kafka-bus-options';
import { createKafkaBus } from './create-kafka-bus';
import type { KafkaBus } from './kafka-bus';

/** Just enough of kafkajs to drive the bus: records what is sent and lets a test deliver messages. */
class FakeKafka {
  readonly sent: ProducerRecord[] = [];
  readonly producerConfigs: unknown[] = [];
  readonly consumerConfigs: unknown[] = [];
  readonly subscribed: unknown[] = [];
  readonly createTopics = jest.fn(async () => true);
  describeCluster = jest.fn(async () => ({ brokers: [], controller: 1, clusterId: 'fake' }));
  /** End offsets per partition, and the group's committed ones (-1: none yet). */
  topicOffsets = [
    { partition: 0, offset: '12', high: '12', low: '2' },
    { partition: 1, offset: '5', high: '5', low: '0' },
  ];
  committed = [
    { partition: 0, offset: '10' },
    { partition: 1, offset: '-1' },
  ];
  heartbeats = 0;
  private run?: ConsumerRunConfig;
  private readonly running = new Set<Promise<void>>();

  readonly client = {
    producer: (config: unknown) => {
      this.producerConfigs.push(config);
      return {
        connect: async () => undefined,
        disconnect: async () => undefined,
        send: async (record: ProducerRecord) => void this.sent.push(record),
      };
    },
    consumer: (config: unknown) => {
      this.consumerConfigs.push(config);
      return {
        connect: async () => undefined,
        subscribe: async (subscription: unknown) => void this.subscribed.push(subscription),
        run: async (config: ConsumerRunConfig) => void (this.run = config),
        disconnect: async () => void (await Promise.allSettled([...this.running])),
      };
    },
    admin: () => ({
      connect: async () => undefined,
      disconnect: async () => undefined,
      createTopics: this.createTopics,
      describeCluster: () => this.describeCluster(),
      fetchTopicOffsets: async () => this.topicOffsets,
      fetchOffsets: async ({ topics }: { topics: string[] }) =>
        topics.map((topic) => ({ topic, partitions: this.committed })),
    }),
  } as unknown as KafkaClient;

  /** Hands a produced message to the subscription the way kafkajs would. */
  deliver(topic: string, message: Message, timestamp = '0'): Promise<void> {
    const incoming: KafkaMessage = {
      key: message.key === undefined || message.key === null ? null : Buffer.from(message.key),
      value:
        message.value === undefined || message.value === null ? null : Buffer.from(message.value),
      headers: Object.fromEntries(
        Object.entries(message.headers ?? {}).map(([name, value]) => [
          name,
          Buffer.from(String(value)),
        ]),
      ),
      timestamp,
      attributes: 0,
      offset: '0',
    };
    const run = this.run!.eachMessage!({
      topic,
      partition: 0,
      message: incoming,
      heartbeat: async () => void (this.heartbeats += 1),
      pause: () => () => undefined,
    });
    this.running.add(run);
    void run.catch(() => undefined).finally(() => this.running.delete(run));
    return run;
  }
}

describe('KafkaBus', () => {
  let kafka: FakeKafka;
  let bus: KafkaBus;
  let stopTracing: () => void;

  beforeAll(() => (stopTracing = registerTestTracing()));
  afterAll(() => stopTracing());
  beforeEach(() => {
    kafka = new FakeKafka();
    bus = createKafkaBus({
      brokers: 'unused:9092',
      kafka: kafka.client,
      logger: silentBusLogger,
      numPartitions: 3,
      pingTimeoutMs: 50,
    });
  });
  afterEach(() => bus.close());

  const subscribe = async (
    handler: (message: DeliveredMessage) => Promise<void>,
    options: { maxAttempts?: number; backoffMs?: number } = {},
  ) => bus.subscribe({ topic: 'scores', group: 'analytics', handler, ...options });

  it('publishes keyed JSON messages with id, type and trace headers through an idempotent producer, creating the topic once', async () => {
    const spanContext = {
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      traceFlags: TraceFlags.SAMPLED,
    };
    const message = testMessage('child-1', { marks: 9 }, { 'x-tenant': 't1' });

    await context.with(trace.setSpanContext(ROOT_CONTEXT, spanContext), () =>
      bus.publish('scores', message),
    );
    await bus.publish('scores', [testMessage('child-2')]);

    expect(kafka.createTopics).toHaveBeenCalledTimes(1);
    expect(kafka.createTopics).toHaveBeenCalledWith({
      topics: [{ topic: 'scores', numPartitions: 3, replicationFactor: -1 }],
      waitForLeaders: true,
    });
    expect(kafka.producerConfigs).toEqual([
      expect.objectContaining({ idempotent: true, maxInFlightRequests: 1 }),
    ]);
    expect(kafka.sent[0]).toEqual({
      topic: 'scores',
      acks: -1,
      messages: [
        {
          key: 'child-1',
          value: '{"marks":9}',
          headers: {
            'x-tenant': 't1',
            traceparent: `00-${spanContext.traceId}-${spanContext.spanId}-01`,
            'x-message-id': message.id,
            'x-message-type': message.type,
          },
        },
      ],
    });
  });

  it('joins the group from the beginning and hands each decoded message to the handler inside its trace', async () => {
    const received: Array<{ message: DeliveredMessage; traceId?: string }> = [];
    await subscribe(
      async (message) =>
        void received.push({ message, traceId: trace.getSpanContext(context.active())?.traceId }),
    );
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const message = testMessage('child-1', { marks: 9 }, { traceparent });
    await bus.publish('scores', message);

    await kafka.deliver('scores', kafka.sent[0].messages[0]);

    expect(kafka.consumerConfigs).toEqual([expect.objectContaining({ groupId: 'analytics' })]);
    expect(kafka.subscribed).toEqual([{ topics: ['scores'], fromBeginning: true }]);
    expect(received).toEqual([
      {
        message: { ...message, topic: 'scores', attempt: 1 },
        traceId: '0af7651916cd43dd8448eb211c80319c',
      },
    ]);
  });

  it('retries a failing handler in place after a doubling backoff, then lets the offset commit', async () => {
    const calls: Array<{ attempt: number; at: number }> = [];
    await subscribe(
      async (message) => {
        calls.push({ attempt: message.attempt, at: Date.now() });
        if (message.attempt < 3) {
          throw new Error('flaky');
        }
      },
      { backoffMs: 30 },
    );
    await bus.publish('scores', testMessage('k'));

    await expect(kafka.deliver('scores', kafka.sent[0].messages[0])).resolves.toBeUndefined();

    expect(calls.map((call) => call.attempt)).toEqual([1, 2, 3]);
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(28);
    expect(calls[2].at - calls[1].at).toBeGreaterThanOrEqual(58);
    expect(kafka.heartbeats).toBeGreaterThanOrEqual(2);
  });

  it('dead-letters after maxAttempts with the reason, then lets the offset commit', async () => {
    await subscribe(
      async () => {
        throw new Error('bad answer sheet');
      },
      { maxAttempts: 2, backoffMs: 1 },
    );
    const message = testMessage('k', { n: 1 });
    await bus.publish('scores', message);

    await expect(kafka.deliver('scores', kafka.sent[0].messages[0])).resolves.toBeUndefined();

    const deadLetter = kafka.sent.find((record) => record.topic === 'scores.dead-letter');
    expect(deadLetter?.messages[0]).toMatchObject({
      key: 'k',
      value: '{"n":1}',
      headers: {
        'x-message-id': message.id,
        [DeadLetterHeader.Reason]: 'Error: bad answer sheet',
        [DeadLetterHeader.OriginalTopic]: 'scores',
        [DeadLetterHeader.Attempts]: '2',
        [DeadLetterHeader.ConsumerGroup]: 'analytics',
      },
    });
  });

  it('tells observers of a dead letter', async () => {
    const notices: unknown[] = [];
    bus.observe({ deadLettered: (notice) => notices.push(notice) });
    await subscribe(
      async () => {
        throw new Error('bad answer sheet');
      },
      { maxAttempts: 1 },
    );
    const message = testMessage('k');
    await bus.publish('scores', message);

    await kafka.deliver('scores', kafka.sent[0].messages[0]);

    expect(notices).toEqual([
      { topic: 'scores', group: 'analytics', id: message.id, type: message.type, attempts: 1 },
    ]);
  });

  it('reports lag as end offsets minus committed ones, aged by the message in hand', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await subscribe(() => gate);
    await bus.publish('scores', testMessage('k'));
    const publishedAt = Date.now() - 60_000;

    const delivery = kafka.deliver('scores', kafka.sent[0].messages[0], String(publishedAt));
    const [lag] = await bus.consumerLag();
    release();
    await delivery;

    // Partition 0: 12 - 10; partition 1: nothing committed, so 5 - 0 from the oldest retained.
    expect(lag).toMatchObject({ topic: 'scores', group: 'analytics', eventsBehind: 7 });
    expect(lag.secondsBehind).toBeGreaterThanOrEqual(60);
    kafka.committed = [
      { partition: 0, offset: '12' },
      { partition: 1, offset: '5' },
    ];
    expect(await bus.consumerLag()).toEqual([
      { topic: 'scores', group: 'analytics', eventsBehind: 0, secondsBehind: 0 },
    ]);
  });

  it('dead-letters a message it cannot decode without calling the handler', async () => {
    const handler = jest.fn(async () => undefined);
    await subscribe(handler);

    await kafka.deliver('scores', { key: 'k', value: '{}', headers: {} });

    expect(handler).not.toHaveBeenCalled();
    expect(
      kafka.sent.find((record) => record.topic === 'scores.dead-letter')?.messages[0].headers,
    ).toMatchObject({
      [DeadLetterHeader.Reason]: 'message lacks x-message-id or x-message-type headers',
    });
  });

  it('on close, cuts a retry backoff short without committing the offset', async () => {
    await subscribe(
      async () => {
        throw new Error('down');
      },
      { backoffMs: 60_000 },
    );
    await bus.publish('scores', testMessage('k'));
    const delivery = kafka.deliver('scores', kafka.sent[0].messages[0]);
    const started = Date.now();

    await bus.close();

    await expect(delivery).rejects.toMatchObject({ code: MessagingErrorCode.BusClosed });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('pings with describeCluster and gives up after the timeout', async () => {
    await expect(bus.ping()).resolves.toBeUndefined();
    kafka.describeCluster = jest.fn(() => new Promise<never>(() => undefined));
    await expect(bus.ping()).rejects.toMatchObject({ code: MessagingErrorCode.Timeout });
  });

  it('accepts brokers as a list or a KAFKA_BROKERS-style string', () => {
    expect(brokerList(' a:9092, b:9092 ,')).toEqual(['a:9092', 'b:9092']);
    expect(brokerList(['a:9092'])).toEqual(['a:9092']);
    expect(() => brokerList('')).toThrow();
  });
});
