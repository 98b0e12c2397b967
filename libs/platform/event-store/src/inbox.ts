import { eventStoreTables } from './schema-name';
import type { SqlDatabase, SqlExecutor } from './sql-database';

/**
 * Records that `consumer` handled `messageId` and runs `work` in the same transaction. Returns
 * false without running `work` when the message was handled before, so at-least-once delivery
 * has an exactly-once effect. A concurrent duplicate waits on the first one's row and then sees
 * it; if `work` throws, the inbox row rolls back with it and a redelivery runs it again.
 */
export async function handleOnceInTransaction(
  tx: SqlExecutor,
  schema: string,
  consumer: string,
  messageId: string,
  work: (tx: SqlExecutor) => Promise<void>,
): Promise<boolean> {
  const { inbox } = eventStoreTables(schema);
  const inserted = await tx.query(
    `insert into ${inbox} (consumer, message_id) values ($1, $2) on conflict do nothing returning 1 as inserted`,
    [consumer, messageId],
  );
  if (inserted.rows.length === 0) {
    return false;
  }
  await work(tx);
  return true;
}

export function handleOnce(
  db: SqlDatabase,
  schema: string,
  consumer: string,
  messageId: string,
  work: (tx: SqlExecutor) => Promise<void>,
): Promise<boolean> {
  return db.transaction((tx) => handleOnceInTransaction(tx, schema, consumer, messageId, work));
}
