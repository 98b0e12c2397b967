import { createKafkaBus, createRedisStreamsBus, type MessageBus } from '@abhyas/messaging';

export interface TransportConfig {
  TRANSPORT: 'redis' | 'kafka';
  REDIS_URL?: string;
  /** Key prefix of the streams, so several installs (or test runs) can share one Redis. */
  REDIS_STREAM_PREFIX: string;
  KAFKA_BROKERS?: string[];
}

/** The distributed shape's transport: Redis Streams here and in small installs, Kafka in production. */
export const createBusFromConfig = async (
  config: TransportConfig,
  clientName: string,
): Promise<MessageBus> => {
  switch (config.TRANSPORT) {
    case 'redis':
      return createRedisStreamsBus({
        url: config.REDIS_URL!,
        prefix: config.REDIS_STREAM_PREFIX,
        consumerName: clientName,
      });
    case 'kafka':
      return createKafkaBus({ brokers: config.KAFKA_BROKERS!, clientId: clientName });
    default: {
      const unknown: never = config.TRANSPORT;
      throw new Error(`unknown transport ${String(unknown)}`);
    }
  }
};
