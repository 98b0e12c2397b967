import type { Redis } from 'ioredis';
import type { BusLogger } from '../bus-logger';
import type { BusObservers } from '../bus-observer';
import { describeError, toDeadLetterMessage } from '../dead-letter';
import { retryDelay, type DeliveryPolicy } from '../delivery-policy';
import { invokeHandler } from '../invoke-handler';
import { deadLetterTopic, type DeliveredMessage, type MessageHandler } from '../message-bus';
import type { AckBatcher } from './ack-batcher';
import { claimForRetry } from './claim-pending';
import { encodeEntry, type DecodedEntry } from './stream-entry-codec';
import type { StreamKeys } from './stream-keys';

/** One stream entry on its way through a consumer. */
export interface StreamDelivery {
  stream: string;
  entryId: string;
  entry: DecodedEntry;
  attempt: number;
  /** Set after a failure: the retry first re-claims the entry, which bumps its delivery count. */
  claimBeforeRun: boolean;
}

export interface StreamDeliveryConfig {
  commands: Redis;
  acks: AckBatcher;
  keys: StreamKeys;
  topic: string;
  group: string;
  consumer: string;
  handler: MessageHandler;
  policy: DeliveryPolicy;
  maxLen: number;
  observers: BusObservers;
  logger: BusLogger;
}

/**
 * Runs one delivery of an entry: the handler, then XACK, or a retry delay, or the dead-letter
 * stream. Resolves with the delay before the next attempt, or undefined once the entry is done
 * with; rejects only when Redis fails, leaving the entry pending for a later claim.
 */
export async function deliverStreamEntry(
  config: StreamDeliveryConfig,
  delivery: StreamDelivery,
): Promise<number | undefined> {
  const { commands, group, consumer, handler, policy, topic, logger } = config;
  const { stream, entryId, entry, attempt } = delivery;
  if (!entry.ok) {
    const { raw } = entry;
    const message: DeliveredMessage = {
      id: raw.id ?? entryId,
      type: raw.type ?? 'unknown',
      key: raw.key ?? '',
      headers: {},
      payload: raw.payload ?? null,
      topic,
      attempt,
    };
    await deadLetter(config, delivery, message, attempt, entry.problem);
    return undefined;
  }
  const message: DeliveredMessage = {
    ...entry.message,
    headers: { ...entry.message.headers },
    topic,
    attempt,
  };
  if (attempt > policy.maxAttempts) {
    // Claimed from a lost consumer after its deliveries already used up the attempts.
    const reason = `no acknowledgement after ${attempt - 1} deliveries`;
    await deadLetter(config, delivery, message, attempt - 1, reason);
    return undefined;
  }
  if (
    delivery.claimBeforeRun &&
    !(await claimForRetry(commands, stream, group, consumer, entryId))
  ) {
    return undefined; // Acked elsewhere or trimmed while we waited.
  }
  const outcome = await invokeHandler(handler, message, group, 'redis-streams');
  if (outcome.ok) {
    await config.acks.ack(stream, entryId);
    return undefined;
  }
  if (attempt >= policy.maxAttempts) {
    await deadLetter(config, delivery, message, attempt, describeError(outcome.error));
    return undefined;
  }
  logger.warn('handler failed; will redeliver', {
    topic,
    group,
    id: message.id,
    attempt,
    error: describeError(outcome.error),
  });
  delivery.attempt += 1;
  delivery.claimBeforeRun = true;
  return retryDelay(policy, attempt);
}

/** Dead letter and ack in one transaction: the entry is either still pending or safely moved. */
async function deadLetter(
  config: StreamDeliveryConfig,
  delivery: StreamDelivery,
  message: DeliveredMessage,
  attempts: number,
  reason: string,
): Promise<void> {
  const { commands, keys, group, topic, maxLen, logger } = config;
  logger.error('message dead-lettered', { topic, group, id: message.id, attempts, reason });
  const letter = toDeadLetterMessage(message, group, attempts, reason);
  const stream = keys.streamForKey(deadLetterTopic(topic), letter.key);
  const results = await commands
    .multi()
    .xadd(stream, 'MAXLEN', '~', maxLen, '*', ...encodeEntry(letter))
    .xack(delivery.stream, group, delivery.entryId)
    .exec();
  const failure = results?.find(([error]) => error !== null)?.[0];
  if (!results || failure) {
    throw failure ?? new Error('dead-letter transaction aborted');
  }
  config.observers.deadLettered({ topic, group, id: message.id, type: message.type, attempts });
}
