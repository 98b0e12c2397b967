export * from './message-bus';
export type { BusObserver, ConsumerLag, DeadLetterNotice } from './bus-observer';
export { MessagingErrorCode, MessagingException } from './messaging.exception';
export { injectTraceContext, extractTraceContext, TRACEPARENT_HEADER } from './trace-context';
export { DeadLetterHeader, toDeadLetterMessage, describeError } from './dead-letter';
export {
  DEFAULT_BACKOFF_MS,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_BACKOFF_MS,
  deliveryPolicy,
  retryDelay,
  type DeliveryPolicy,
} from './delivery-policy';
export { consoleBusLogger, silentBusLogger, type BusLogger } from './bus-logger';
export { partitionOf } from './partition';
export { InProcessBus, type InProcessBusOptions } from './in-process/in-process-bus';
export { RedisStreamsBus, type SubscriptionAssignment } from './redis/redis-streams-bus';
export { createRedisStreamsBus } from './redis/create-redis-streams-bus';
export type { RedisStreamsBusOptions } from './redis/redis-streams-options';
export { KafkaBus } from './kafka/kafka-bus';
export { createKafkaBus } from './kafka/create-kafka-bus';
export { KafkaHeader } from './kafka/kafka-message-codec';
export type { KafkaBusOptions, KafkaClient } from './kafka/kafka-bus-options';
