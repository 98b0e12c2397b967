import type { Consumer, EachMessagePayload } from 'kafkajs';
import type { BusLogger } from '../bus-logger';
import type { BusObservers } from '../bus-observer';
import { describeError, toDeadLetterMessage } from '../dead-letter';
import { retryDelay, type DeliveryPolicy } from '../delivery-policy';
import { InFlight } from '../in-flight';
import { invokeHandler } from '../invoke-handler';
import type { BusMessage, DeliveredMessage, MessageHandler, Subscription } from '../message-bus';
import { MessagingErrorCode, MessagingException } from '../messaging.exception';
import { fromKafkaMessage } from './kafka-message-codec';

export interface KafkaSubscriptionConfig {
  consumer: Consumer;
  topic: string;
  group: string;
  handler: MessageHandler;
  policy: DeliveryPolicy;
  concurrency: number;
  deadLetter(message: BusMessage): Promise<void>;
  observers: BusObservers;
  logger: BusLogger;
}

/** Longest stretch of a backoff without telling the group coordinator we are alive. */
const HEARTBEAT_EVERY_MS = 1_000;

/**
 * One consumer-group member. Kafka keeps per-key order by partition and eachMessage runs a
 * partition's messages one at a time, so a retry happens in place (the partition waits) and the
 * offset is committed only once the message is handled or dead-lettered.
 */
export class KafkaSubscription implements Subscription {
  private readonly inFlight = new InFlight();
  private readonly closing = new AbortController();
  private closed?: Promise<void>;
  /** The broker timestamp (ms) of the message each partition is handling now. */
  private readonly inHand = new Map<number, number>();

  constructor(private readonly config: KafkaSubscriptionConfig) {}

  get topic(): string {
    return this.config.topic;
  }

  get group(): string {
    return this.config.group;
  }

  /**
   * The oldest message this member is handling. Kafka gives no timestamp of a message nobody has
   * fetched, so this is the only age known without reading the topic.
   */
  oldestInHand(): number | undefined {
    return this.inHand.size === 0 ? undefined : Math.min(...this.inHand.values());
  }

  async start(): Promise<void> {
    const { consumer, topic, concurrency } = this.config;
    await consumer.connect();
    // fromBeginning applies only to a group without committed offsets: a new group catches up, like the other adapters.
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({
      partitionsConsumedConcurrently: concurrency,
      eachMessage: (payload) => this.eachMessage(payload),
    });
  }

  close(): Promise<void> {
    this.closed ??= (async () => {
      this.closing.abort();
      // kafkajs waits for running eachMessage calls before it leaves the group.
      await this.config.consumer.disconnect();
      await this.inFlight.whenIdle();
    })();
    return this.closed;
  }

  private async eachMessage({
    topic,
    partition,
    message,
    heartbeat,
  }: Pick<EachMessagePayload, 'topic' | 'partition' | 'message' | 'heartbeat'>): Promise<void> {
    const { handler, policy, group, logger } = this.config;
    this.inFlight.enter();
    const timestamp = Number(message.timestamp);
    this.inHand.set(partition, Number.isFinite(timestamp) ? timestamp : Date.now());
    try {
      const decoded = fromKafkaMessage(message);
      if (!decoded.ok) {
        await this.deadLetter({ ...decoded.partial, topic, attempt: 1 }, 1, decoded.problem);
        return;
      }
      for (let attempt = 1; ; attempt += 1) {
        const delivered: DeliveredMessage = {
          ...decoded.message,
          headers: { ...decoded.message.headers },
          topic,
          attempt,
        };
        const outcome = await invokeHandler(handler, delivered, group, 'kafka');
        if (outcome.ok) {
          return;
        }
        if (attempt >= policy.maxAttempts) {
          await this.deadLetter(delivered, attempt, describeError(outcome.error));
          return;
        }
        logger.warn('handler failed; will redeliver', {
          topic,
          group,
          id: delivered.id,
          attempt,
          error: describeError(outcome.error),
        });
        await this.backoff(retryDelay(policy, attempt), heartbeat);
      }
    } finally {
      this.inHand.delete(partition);
      this.inFlight.leave();
    }
  }

  private async deadLetter(
    message: DeliveredMessage,
    attempts: number,
    reason: string,
  ): Promise<void> {
    this.config.logger.error('message dead-lettered', {
      topic: message.topic,
      group: this.config.group,
      id: message.id,
      attempts,
      reason,
    });
    await this.config.deadLetter(toDeadLetterMessage(message, this.config.group, attempts, reason));
    this.config.observers.deadLettered({
      topic: message.topic,
      group: this.config.group,
      id: message.id,
      type: message.type,
      attempts,
    });
  }

  /**
   * Waits out a retry delay, heartbeating so a long backoff does not cost the group membership.
   * A close cuts it short by throwing: the offset stays uncommitted and the message goes to
   * whichever member owns the partition next.
   */
  private async backoff(ms: number, heartbeat: () => Promise<void>): Promise<void> {
    const until = Date.now() + ms;
    for (let left = ms; left > 0; left = until - Date.now()) {
      await abortableSleep(Math.min(left, HEARTBEAT_EVERY_MS), this.closing.signal);
      await heartbeat();
    }
  }
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = (): void => {
      clearTimeout(timer);
      reject(
        new MessagingException(
          MessagingErrorCode.BusClosed,
          'subscription closed during a retry backoff; the message will be redelivered',
        ),
      );
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal.aborted) {
      abort();
    } else {
      signal.addEventListener('abort', abort, { once: true });
    }
  });
}
