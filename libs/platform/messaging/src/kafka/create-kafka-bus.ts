import { Kafka, logLevel } from 'kafkajs';
import { consoleBusLogger } from '../bus-logger';
import { brokerList, type KafkaBusOptions } from './kafka-bus-options';
import { KafkaBus } from './kafka-bus';
import { kafkaLogCreator } from './kafka-log-creator';

/** Nothing connects until the first publish, subscribe or ping. */
export function createKafkaBus(options: KafkaBusOptions): KafkaBus {
  const { brokers, kafka, ...rest } = options;
  const client =
    kafka ??
    new Kafka({
      clientId: options.clientId ?? 'abhyas',
      brokers: brokerList(brokers),
      ssl: options.ssl,
      sasl: options.sasl,
      logLevel: logLevel.WARN,
      logCreator: kafkaLogCreator(options.logger ?? consoleBusLogger),
    });
  return new KafkaBus(client, rest);
}
