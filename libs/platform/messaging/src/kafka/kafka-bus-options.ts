import type { Kafka, KafkaConfig } from 'kafkajs';
import type { BusLogger } from '../bus-logger';

/** The part of a kafkajs client the bus uses; tests pass a fake. */
export type KafkaClient = Pick<Kafka, 'producer' | 'consumer' | 'admin'>;

export interface KafkaBusOptions {
  /** `host:port` list, or one comma-separated string (as in KAFKA_BROKERS). */
  brokers: string[] | string;
  clientId?: string;
  ssl?: KafkaConfig['ssl'];
  sasl?: KafkaConfig['sasl'];
  /** Partitions of topics the bus creates. Default 6. More partitions, more parallel keys. */
  numPartitions?: number;
  /** Replicas of topics the bus creates. Default -1: the broker's default.replication.factor. */
  replicationFactor?: number;
  /** Partitions a subscription handles at once (kafkajs partitionsConsumedConcurrently). Default 4. */
  concurrency?: number;
  maxBackoffMs?: number;
  /** ping() gives up after this long. Default 2000 ms. */
  pingTimeoutMs?: number;
  logger?: BusLogger;
  /** A ready kafkajs client (or a fake in unit tests) instead of one built from the options above. */
  kafka?: KafkaClient;
}

export function brokerList(brokers: string[] | string): string[] {
  const list = (Array.isArray(brokers) ? brokers : brokers.split(','))
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (list.length === 0) {
    throw new TypeError('at least one Kafka broker is required');
  }
  return list;
}
