import type { BusObserver, ConsumerLag } from './bus-observer';

/**
 * The transport port. Adapters: in-process (standalone), Redis Streams, Kafka.
 * Delivery is at least once; consumers make the effect exactly once with an inbox.
 */
export interface BusMessage<Payload = unknown> {
  /** Unique id; stays the same across redeliveries and is what inboxes deduplicate on. */
  id: string;
  /** Versioned integration event name, e.g. `contact-message-received.v1`. */
  type: string;
  /** Messages with the same key are delivered to a consumer group in publish order. */
  key: string;
  payload: Payload;
  /** Carries W3C `traceparent` / `tracestate` and anything else the producer adds. */
  headers: Record<string, string>;
}

export interface DeliveredMessage<Payload = unknown> extends BusMessage<Payload> {
  topic: string;
  /** 1 on first delivery, incremented on each redelivery after a handler failure. */
  attempt: number;
}

export type MessageHandler = (message: DeliveredMessage) => Promise<void>;

export interface SubscribeOptions {
  topic: string;
  /** Consumer group: each message is handled by one member of each group. */
  group: string;
  handler: MessageHandler;
  /** Deliveries before a message goes to `<topic>.dead-letter`. Default 5. */
  maxAttempts?: number;
  /** First redelivery delay; doubles each attempt. Default 200 ms. */
  backoffMs?: number;
}

export interface Subscription {
  /** Stops fetching; resolves once in-flight handlers have finished. */
  close(): Promise<void>;
}

export interface MessageBus {
  readonly kind: 'in-process' | 'redis-streams' | 'kafka';
  publish(topic: string, messages: BusMessage | readonly BusMessage[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Liveness probe for health checks; rejects when the broker is unreachable. */
  ping(): Promise<void>;
  /**
   * How far behind each (topic, group) this bus consumes is, group-wide: every member of a group
   * reports the same figures (aggregate with max, not sum). Read on each metrics scrape.
   */
  consumerLag(): Promise<ConsumerLag[]>;
  /** Watches deliveries (dead letters); returns a function that stops watching. */
  observe(observer: BusObserver): () => void;
  /** Closes subscriptions (draining in-flight handlers) and connections. */
  close(): Promise<void>;
}

export const deadLetterTopic = (topic: string): string => `${topic}.dead-letter`;
