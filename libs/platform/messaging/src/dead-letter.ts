import type { BusMessage, DeliveredMessage } from './message-bus';

export const DeadLetterHeader = {
  Reason: 'x-dead-letter-reason',
  OriginalTopic: 'x-original-topic',
  Attempts: 'x-attempts',
  ConsumerGroup: 'x-consumer-group',
} as const;

const MAX_REASON_LENGTH = 1_000;

export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text;
}

/**
 * The message that goes to `deadLetterTopic(topic)`. It keeps the id (an operator replaying it
 * stays idempotent against inboxes), the key and the trace headers, and records why, where from
 * and which group gave up (the dead-letter topic is shared by every group of the topic).
 */
export function toDeadLetterMessage(
  message: DeliveredMessage,
  group: string,
  attempts: number,
  reason: string,
): BusMessage {
  return {
    id: message.id,
    type: message.type,
    key: message.key,
    payload: message.payload,
    headers: {
      ...message.headers,
      [DeadLetterHeader.Reason]: reason,
      [DeadLetterHeader.OriginalTopic]: message.topic,
      [DeadLetterHeader.Attempts]: String(attempts),
      [DeadLetterHeader.ConsumerGroup]: group,
    },
  };
}
