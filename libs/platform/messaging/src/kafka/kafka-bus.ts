import type { Admin, Producer } from 'kafkajs';
import { consoleBusLogger, type BusLogger } from '../bus-logger';
import { BusObservers, secondsSince, type BusObserver, type ConsumerLag } from '../bus-observer';
import { BusGate, closeMembers, startMember } from '../bus-gate';
import {
  deadLetterTopic,
  type BusMessage,
  type MessageBus,
  type SubscribeOptions,
  type Subscription,
} from '../message-bus';
import { withTimeout } from '../with-timeout';
import type { KafkaBusOptions, KafkaClient } from './kafka-bus-options';
import { toKafkaMessage } from './kafka-message-codec';
import { KafkaSubscription } from './kafka-subscription';
import { KafkaTopics } from './kafka-topics';

/**
 * Kafka transport: a bus topic is a Kafka topic, a bus group a Kafka consumer group, the message
 * key the Kafka key. Producer and admin connect on first use.
 */
export class KafkaBus implements MessageBus {
  readonly kind = 'kafka' as const;
  private readonly topics: KafkaTopics;
  private readonly subscriptions = new Set<KafkaSubscription>();
  private readonly logger: BusLogger;
  private readonly observers = new BusObservers();
  private producerConnection?: Promise<Producer>;
  private adminConnection?: Promise<Admin>;
  private readonly gate = new BusGate(this.kind);

  constructor(
    private readonly kafka: KafkaClient,
    private readonly options: Omit<KafkaBusOptions, 'brokers' | 'kafka'> = {},
  ) {
    this.logger = options.logger ?? consoleBusLogger;
    this.topics = new KafkaTopics(
      () => this.admin(),
      options.numPartitions ?? 6,
      options.replicationFactor ?? -1,
    );
  }

  async publish(topic: string, messages: BusMessage | readonly BusMessage[]): Promise<void> {
    const records = this.gate.outgoing(topic, messages).map(toKafkaMessage);
    if (records.length === 0) {
      return;
    }
    await this.topics.ensure(topic);
    const producer = await this.producer();
    // acks -1 (all in-sync replicas) is what the idempotent producer requires anyway.
    await producer.send({ topic, acks: -1, messages: records });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const policy = this.gate.subscribing(options, this.options.maxBackoffMs);
    await this.topics.ensure(options.topic);
    const subscription = new KafkaSubscription({
      consumer: this.kafka.consumer({ groupId: options.group, allowAutoTopicCreation: false }),
      topic: options.topic,
      group: options.group,
      handler: options.handler,
      policy,
      concurrency: this.options.concurrency ?? 4,
      deadLetter: (message) => this.publish(deadLetterTopic(options.topic), message),
      observers: this.observers,
      logger: this.logger,
    });
    return startMember(this.subscriptions, subscription, (failed) =>
      failed.close().catch(() => undefined),
    );
  }

  async ping(): Promise<void> {
    this.gate.assertOpen();
    const timeoutMs = this.options.pingTimeoutMs ?? 2_000;
    await withTimeout(
      this.admin().then((admin) => admin.describeCluster()),
      timeoutMs,
      'kafka describeCluster',
    );
  }

  /**
   * Group-wide: the topic's end offsets minus the group's committed offsets. The age is that of
   * the oldest message a member in this process is handling (Kafka keeps no time per offset).
   */
  async consumerLag(): Promise<ConsumerLag[]> {
    this.gate.assertOpen();
    const subscribed = new Map<string, KafkaSubscription[]>();
    for (const subscription of this.subscriptions) {
      const id = `${subscription.topic}\u0000${subscription.group}`;
      subscribed.set(id, [...(subscribed.get(id) ?? []), subscription]);
    }
    if (subscribed.size === 0) {
      return [];
    }
    const admin = await this.admin();
    const now = Date.now();
    return Promise.all(
      [...subscribed.values()].map(async (members) => {
        const { topic, group } = members[0];
        const [ends, committed] = await Promise.all([
          admin.fetchTopicOffsets(topic),
          admin.fetchOffsets({ groupId: group, topics: [topic] }),
        ]);
        const committedBy = new Map(
          (committed.find((entry) => entry.topic === topic)?.partitions ?? []).map((p) => [
            p.partition,
            Number(p.offset),
          ]),
        );
        const eventsBehind = ends.reduce((sum, end) => {
          const at = committedBy.get(end.partition) ?? -1;
          // -1: nothing committed yet, so the group starts from the oldest retained offset.
          const from = at < 0 ? Number(end.low) : at;
          return sum + Math.max(0, Number(end.high) - from);
        }, 0);
        const inHand = members
          .map((member) => member.oldestInHand())
          .filter((ms): ms is number => ms !== undefined);
        return {
          topic,
          group,
          eventsBehind,
          secondsBehind:
            eventsBehind === 0
              ? 0
              : secondsSince(inHand.length ? Math.min(...inHand) : undefined, now),
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
    // Dead letters raised while draining still publish, so the gate closes only afterwards.
    await closeMembers(this.subscriptions);
    this.gate.markClosed();
    await Promise.all([
      this.producerConnection?.then((producer) => producer.disconnect()).catch(() => undefined),
      this.adminConnection?.then((admin) => admin.disconnect()).catch(() => undefined),
    ]);
  }

  private producer(): Promise<Producer> {
    // Idempotent with one request in flight: broker-side retries can neither duplicate nor reorder a key's messages.
    this.producerConnection ??= connectOnce(
      this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
      }),
      () => {
        this.producerConnection = undefined;
      },
    );
    return this.producerConnection;
  }

  private admin(): Promise<Admin> {
    this.adminConnection ??= connectOnce(this.kafka.admin(), () => {
      this.adminConnection = undefined;
    });
    return this.adminConnection;
  }
}

/** Connects a client once; a failed connect is forgotten so the next use tries again. */
async function connectOnce<T extends { connect(): Promise<void> }>(
  client: T,
  forget: () => void,
): Promise<T> {
  try {
    await client.connect();
    return client;
  } catch (error) {
    forget();
    throw error;
  }
}
