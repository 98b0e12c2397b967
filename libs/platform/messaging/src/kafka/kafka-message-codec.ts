import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { BusMessage } from '../message-bus';
import { serializePayload } from '../validate-messages';

export const KafkaHeader = {
  MessageId: 'x-message-id',
  MessageType: 'x-message-type',
} as const;

/** Key for partitioning (so per-key order), JSON payload as value, id/type/trace in headers. */
export function toKafkaMessage(message: BusMessage): Message {
  return {
    key: message.key,
    value: serializePayload(message),
    headers: {
      ...message.headers,
      [KafkaHeader.MessageId]: message.id,
      [KafkaHeader.MessageType]: message.type,
    },
  };
}

export type DecodedKafkaMessage =
  { ok: true; message: BusMessage } | { ok: false; problem: string; partial: BusMessage };

export function fromKafkaMessage(message: KafkaMessage): DecodedKafkaMessage {
  const {
    [KafkaHeader.MessageId]: id,
    [KafkaHeader.MessageType]: type,
    ...headers
  } = headerStrings(message.headers);
  const key = message.key?.toString('utf8') ?? '';
  const value = message.value?.toString('utf8') ?? 'null';
  const partial: BusMessage = {
    id: id ?? `offset-${message.offset}`,
    type: type ?? 'unknown',
    key,
    headers,
    payload: value,
  };
  if (id === undefined || type === undefined) {
    return { ok: false, problem: 'message lacks x-message-id or x-message-type headers', partial };
  }
  try {
    return { ok: true, message: { ...partial, payload: JSON.parse(value) as unknown } };
  } catch (error) {
    return { ok: false, problem: `value is not valid JSON: ${String(error)}`, partial };
  }
}

function headerStrings(headers: IHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) {
      result[name] = first.toString();
    }
  }
  return result;
}
