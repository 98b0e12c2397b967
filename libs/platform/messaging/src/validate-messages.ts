import type { BusMessage } from './message-bus';
import { MessagingErrorCode, MessagingException } from './messaging.exception';

/**
 * Topic and group names become parts of Redis keys and Kafka topic names: colons would make
 * keys ambiguous and whitespace is rejected by Kafka.
 */
const NAME_PATTERN = /^[A-Za-z0-9._-]{1,200}$/;

export function assertName(kind: 'topic' | 'group', name: string): void {
  if (typeof name !== 'string' || !NAME_PATTERN.test(name)) {
    throw new MessagingException(
      MessagingErrorCode.InvalidTopic,
      `${kind} name must match ${String(NAME_PATTERN)}, got ${JSON.stringify(name)}`,
    );
  }
}

export function toMessageList(messages: BusMessage | readonly BusMessage[]): readonly BusMessage[] {
  const list: readonly BusMessage[] = Array.isArray(messages) ? messages : [messages as BusMessage];
  list.forEach(assertMessage);
  return list;
}

function assertMessage(message: BusMessage, index: number): void {
  const problem = messageProblem(message);
  if (problem !== undefined) {
    throw new MessagingException(MessagingErrorCode.InvalidMessage, `message ${index}: ${problem}`);
  }
}

function messageProblem(message: BusMessage): string | undefined {
  if (typeof message !== 'object' || message === null) {
    return 'not an object';
  }
  if (typeof message.id !== 'string' || message.id === '') {
    return 'id must be a non-empty string';
  }
  if (typeof message.type !== 'string' || message.type === '') {
    return 'type must be a non-empty string';
  }
  if (typeof message.key !== 'string') {
    return 'key must be a string';
  }
  if (typeof message.headers !== 'object' || message.headers === null) {
    return 'headers must be an object';
  }
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value !== 'string') {
      return `header ${name} must be a string`;
    }
  }
  return undefined;
}

/** Every transport serializes payloads as JSON; the in-process bus does too, so a payload that would not survive Kafka fails in standalone as well. */
export function serializePayload(message: BusMessage): string {
  const json = JSON.stringify(message.payload ?? null) as string | undefined;
  if (json === undefined) {
    throw new MessagingException(
      MessagingErrorCode.InvalidMessage,
      `message ${message.id}: payload is not JSON-serializable`,
    );
  }
  return json;
}
