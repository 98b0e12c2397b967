import { EventStoreErrorCode, EventStoreException } from './event-store.exception';
import type { OutboxMessage } from './event-store.types';
import { eventStoreTables } from './schema-name';
import type { SqlExecutor } from './sql-database';
import { isUniqueViolation } from './sql-errors';

/**
 * Writes integration messages to the outbox. Call it inside the transaction that makes the
 * state change, so the message exists exactly when the change does; the relay publishes it.
 */
export async function writeOutbox(
  tx: SqlExecutor,
  schema: string,
  messages: readonly OutboxMessage[],
): Promise<void> {
  if (messages.length === 0) {
    return;
  }
  const { outbox } = eventStoreTables(schema);
  const params: unknown[] = [];
  const rows = messages.map((message) => {
    const base = params.length;
    params.push(
      message.messageId,
      message.topic,
      message.key,
      message.type,
      JSON.stringify(message.payload ?? null),
      JSON.stringify(message.headers ?? {}),
    );
    return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}::jsonb, $${base + 6}::jsonb)`;
  });
  try {
    await tx.query(
      `insert into ${outbox} (message_id, topic, key, type, payload, headers) values ${rows.join(', ')}`,
      params,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'outbox_message_id_unique')) {
      throw new EventStoreException(
        EventStoreErrorCode.DuplicateMessageId,
        `Outbox message id already used: ${error.detail ?? ''}`,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}
