import { randomBytes } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { consoleBusLogger, type BusLogger } from '../bus-logger';
import { BusObservers, secondsSince, type BusObserver, type ConsumerLag } from '../bus-observer';
import { describeError } from '../dead-letter';
import { BusGate, closeMembers, startMember } from '../bus-gate';
import type { BusMessage, MessageBus, SubscribeOptions, Subscription } from '../message-bus';
import { MessagingErrorCode, MessagingException } from '../messaging.exception';
import { withTimeout } from '../with-timeout';
import { encodeEntry } from './stream-entry-codec';
import { streamGroupLag } from './stream-group-lag';
import { StreamKeys } from './stream-keys';
import { StreamConsumer } from './stream-consumer';
import type { ResolvedRedisStreamsOptions } from './redis-streams-options';

export interface SubscriptionAssignment {
  topic: string;
  group: string;
  consumer: string;
  partitions: number[];
}

/**
 * Redis Streams transport: `<prefix>:<topic>:<partition>` streams, one Redis consumer group per
 * bus group, partition leases for per-key order across members. See the library README.
 */
export class RedisStreamsBus implements MessageBus {
  readonly kind = 'redis-streams' as const;
  private readonly keys: StreamKeys;
  private readonly commands: Redis;
  private readonly consumers = new Set<StreamConsumer>();
  private readonly logger: BusLogger;
  private readonly observers = new BusObservers();
  /** Random per bus instance, so two processes given the same consumerName still never share a lease. */
  private readonly instance = randomBytes(3).toString('hex');
  private subscriptionCount = 0;
  private readonly gate = new BusGate(this.kind);

  constructor(private readonly options: ResolvedRedisStreamsOptions) {
    this.keys = new StreamKeys(options.prefix, options.partitions);
    this.logger = options.logger ?? consoleBusLogger;
    // Auto-pipelining batches the many small XACKs and lease calls of one tick into one round trip.
    this.commands = this.connect('commands', { enableAutoPipelining: true });
  }

  async publish(topic: string, messages: BusMessage | readonly BusMessage[]): Promise<void> {
    const entries = this.gate.outgoing(topic, messages).map((message) => ({
      stream: this.keys.streamForKey(topic, message.key),
      fields: encodeEntry(message),
    }));
    if (entries.length === 0) {
      return;
    }
    // MULTI: a batch (an outbox relay's page) lands whole or not at all.
    const transaction = this.commands.multi();
    entries.forEach(({ stream, fields }) =>
      transaction.xadd(stream, 'MAXLEN', '~', this.options.maxLen, '*', ...fields),
    );
    const results = await transaction.exec();
    const failure = results?.find(([error]) => error !== null)?.[0];
    if (!results || failure) {
      throw new MessagingException(MessagingErrorCode.PublishFailed, `publish to ${topic} failed`, {
        cause: failure,
      });
    }
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const policy = this.gate.subscribing(options, this.options.maxBackoffMs);
    this.subscriptionCount += 1;
    const consumerName = `${this.options.consumerName}-${this.instance}-${this.subscriptionCount}`;
    const consumer = new StreamConsumer({
      ...this.options,
      commands: this.commands,
      reader: this.connect(`reader:${consumerName}`, {}),
      keys: this.keys,
      topic: options.topic,
      group: options.group,
      consumer: consumerName,
      handler: options.handler,
      policy,
      observers: this.observers,
      logger: this.logger,
    });
    return startMember(this.consumers, consumer, (failed) => failed.terminate());
  }

  async ping(): Promise<void> {
    this.gate.assertOpen();
    await withTimeout(this.commands.ping(), this.options.pingTimeoutMs, 'redis ping');
  }

  /** Group-wide over every partition of each (topic, group) this bus reads; ages by Redis server time. */
  async consumerLag(): Promise<ConsumerLag[]> {
    this.gate.assertOpen();
    const subscribed = new Map<string, { topic: string; group: string }>();
    for (const consumer of this.consumers) {
      const { topic, group } = consumer.assignment();
      subscribed.set(`${topic}\u0000${group}`, { topic, group });
    }
    if (subscribed.size === 0) {
      return [];
    }
    const [seconds, micros] = await this.commands.time();
    const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    return Promise.all(
      [...subscribed.values()].map(async ({ topic, group }) => {
        const lag = await streamGroupLag(this.commands, this.keys.streams(topic), group);
        return {
          topic,
          group,
          eventsBehind: lag.eventsBehind,
          secondsBehind: secondsSince(lag.oldestMs, now),
        };
      }),
    );
  }

  observe(observer: BusObserver): () => void {
    return this.observers.add(observer);
  }

  async close(): Promise<void> {
    if (this.gate.isClosed) {
      return;
    }
    this.gate.markClosed();
    await closeMembers(this.consumers);
    await this.commands.quit().catch(() => this.commands.disconnect());
  }

  /**
   * Drops every connection at once, without draining, acking or releasing anything: what a crash
   * looks like to the other members. Leases lapse and the partitions' pending entries are
   * claimed by their next owners. For tests and for fatal-error exits.
   */
  terminate(): void {
    this.gate.markClosed();
    this.consumers.forEach((consumer) => consumer.terminate());
    this.consumers.clear();
    this.commands.disconnect();
  }

  /** Which partitions each of this bus's subscriptions reads now; for health pages and tests. */
  assignments(): SubscriptionAssignment[] {
    return [...this.consumers].map((consumer) => consumer.assignment());
  }

  private connect(role: string, overrides: RedisOptions): Redis {
    const connection = new Redis(this.options.url, {
      ...this.options.redisOptions,
      ...overrides,
      connectionName: `abhyas-messaging:${role}`,
    });
    // Without a listener ioredis reports every reconnect attempt as an unhandled error event.
    connection.on('error', (error: unknown) =>
      this.logger.warn(`redis ${role} connection error`, { error: describeError(error) }),
    );
    return connection;
  }
}
