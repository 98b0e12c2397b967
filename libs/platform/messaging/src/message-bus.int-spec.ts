import { createKafkaBus, createRedisStreamsBus, InProcessBus, silentBusLogger } from '.';
import { deleteKafkaTestTopics } from '../testing/kafka-test-topics';
import { describeMessageBusContract } from '../testing/message-bus.contract';
import {
  describeRedisStreamsBusBehaviour,
  redisTestBusOptions,
} from '../testing/redis-streams-bus.contract';
import { deleteRedisKeys, redisTestPrefix } from '../testing/redis-test-namespace';

describeMessageBusContract({
  name: 'in-process',
  createBus: () => new InProcessBus({ logger: silentBusLogger }),
  independentKeys: true,
  deliveryTimeoutMs: 5_000,
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  const prefix = redisTestPrefix();
  describeMessageBusContract({
    name: 'redis-streams',
    createBus: () => createRedisStreamsBus(redisTestBusOptions(redisUrl, prefix)),
    independentKeys: true,
    deliveryTimeoutMs: 10_000,
    cleanUp: () => deleteRedisKeys(redisUrl, prefix),
  });
  describeRedisStreamsBusBehaviour(redisUrl);
} else {
  console.info(
    'messaging: Redis Streams tests not registered: REDIS_URL is not set (e.g. REDIS_URL=redis://127.0.0.1:6379)',
  );
}

const kafkaBrokers = process.env.KAFKA_BROKERS;
if (kafkaBrokers) {
  describeMessageBusContract({
    name: 'kafka',
    createBus: () =>
      createKafkaBus({
        brokers: kafkaBrokers,
        clientId: 'abhyas-contract',
        numPartitions: 3,
        logger: silentBusLogger,
      }),
    // eachMessage runs a partition's messages one at a time: another key on the same partition waits too.
    independentKeys: false,
    deliveryTimeoutMs: 25_000,
    cleanUp: () => deleteKafkaTestTopics(kafkaBrokers),
  });
} else {
  console.info(
    'messaging: Kafka contract not registered: KAFKA_BROKERS is not set (e.g. KAFKA_BROKERS=localhost:9092)',
  );
}
