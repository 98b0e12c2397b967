import { consoleBusLogger, type BusLogger } from '../bus-logger';
import { BusObservers, type BusObserver, type ConsumerLag } from '../bus-observer';
import { BusGate, closeMembers } from '../bus-gate';
import { DEFAULT_MAX_BACKOFF_MS } from '../delivery-policy';
import {
  deadLetterTopic,
  type BusMessage,
  type MessageBus,
  type SubscribeOptions,
  type Subscription,
} from '../message-bus';
import { serializePayload } from '../validate-messages';
import { InProcessGroup } from './in-process-group';
import { TopicLog } from './topic-log';

export interface InProcessBusOptions {
  /** Handlers running at once per group (different keys). Default 16. */
  concurrency?: number;
  /** Newest messages kept per topic for groups that subscribe later. Default 10 000. */
  retention?: number;
  /**
   * Messages kept per topic however many a subscribed group has yet to read. Past it the oldest
   * unread ones are dropped (logged as errors) rather than exhausting memory. Default 1 000 000.
   */
  maxBacklog?: number;
  /** Messages a group holds ahead of its handlers. Default 1 000. */
  bufferSize?: number;
  maxBackoffMs?: number;
  logger?: BusLogger;
}

/** The standalone shape's transport: the Redis and Kafka delivery contract, inside one process. */
export class InProcessBus implements MessageBus {
  readonly kind = 'in-process' as const;
  private readonly logs = new Map<string, TopicLog>();
  private readonly groups = new Map<string, InProcessGroup>();
  private readonly topicGroups = new Map<string, InProcessGroup[]>();
  private readonly subscriptions = new Set<Subscription>();
  private readonly concurrency: number;
  private readonly retention: number;
  private readonly maxBacklog: number;
  private readonly bufferSize: number;
  private readonly maxBackoffMs: number;
  private readonly logger: BusLogger;
  private readonly observers = new BusObservers();
  private readonly gate = new BusGate(this.kind);

  constructor(options: InProcessBusOptions = {}) {
    this.concurrency = options.concurrency ?? 16;
    this.retention = options.retention ?? 10_000;
    this.maxBacklog = Math.max(options.maxBacklog ?? 1_000_000, this.retention);
    this.bufferSize = options.bufferSize ?? 1_000;
    this.maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
    this.logger = options.logger ?? consoleBusLogger;
  }

  async publish(topic: string, messages: BusMessage | readonly BusMessage[]): Promise<void> {
    const outgoing = this.gate.outgoing(topic, messages);
    // Everything is validated and serialized before anything is appended: a batch is all or nothing.
    const publishedAt = Date.now();
    const records = outgoing.map((message) => ({
      publishedAt,
      id: message.id,
      type: message.type,
      key: message.key,
      headers: message.headers,
      payloadJson: serializePayload(message),
    }));
    const log = this.logFor(topic);
    const droppedBefore = log.droppedUnread;
    records.forEach((record) => log.append(record));
    if (log.droppedUnread > droppedBefore) {
      this.logger.error('in-process backlog over maxBacklog; oldest unread messages dropped', {
        topic,
        dropped: log.droppedUnread - droppedBefore,
      });
    }
    this.topicGroups.get(topic)?.forEach((group) => group.schedulePull());
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const policy = this.gate.subscribing(options, this.maxBackoffMs);
    const consumer = this.groupFor(options.topic, options.group);
    const membership = consumer.join(options.handler, policy);
    const subscription: Subscription = {
      close: async () => {
        this.subscriptions.delete(subscription);
        await membership.close();
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async ping(): Promise<void> {
    this.gate.assertOpen();
  }

  /** Every group this bus has had, members or not: a group whose consumers left still falls behind. */
  async consumerLag(): Promise<ConsumerLag[]> {
    const now = Date.now();
    return [...this.groups.values()].map((group) => group.lag(now));
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
    await Promise.all([...this.groups.values()].map((group) => group.close()));
    this.gate.markClosed();
  }

  private logFor(topic: string): TopicLog {
    let log = this.logs.get(topic);
    if (!log) {
      log = new TopicLog(topic, {
        retention: this.retention,
        maxBacklog: this.maxBacklog,
        unreadFloor: () => this.unreadFloor(topic),
      });
      this.logs.set(topic, log);
    }
    return log;
  }

  private unreadFloor(topic: string): number {
    return Math.min(
      Number.POSITIVE_INFINITY,
      ...(this.topicGroups.get(topic) ?? []).map((group) => group.unreadFrom),
    );
  }

  private groupFor(topic: string, group: string): InProcessGroup {
    const id = `${topic}\u0000${group}`;
    let consumer = this.groups.get(id);
    if (!consumer) {
      consumer = new InProcessGroup(this.logFor(topic), group, {
        concurrency: this.concurrency,
        bufferSize: this.bufferSize,
        deadLetter: (message) => this.publish(deadLetterTopic(topic), message),
        observers: this.observers,
        logger: this.logger,
      });
      this.groups.set(id, consumer);
      this.topicGroups.set(topic, [...(this.topicGroups.get(topic) ?? []), consumer]);
    }
    return consumer;
  }
}
