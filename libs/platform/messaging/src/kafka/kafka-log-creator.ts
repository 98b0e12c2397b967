import { logLevel, type logCreator } from 'kafkajs';
import type { BusLogger } from '../bus-logger';

/** Routes kafkajs's own warnings and errors to the bus logger instead of its console output. */
export function kafkaLogCreator(logger: BusLogger): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      const { message, ...details } = log;
      if (level === logLevel.ERROR) {
        logger.error(`kafkajs ${namespace}: ${message}`, details);
      } else if (level === logLevel.WARN) {
        logger.warn(`kafkajs ${namespace}: ${message}`, details);
      }
    };
}
