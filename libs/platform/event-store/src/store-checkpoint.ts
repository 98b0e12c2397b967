import type { LogPosition } from './log-position';
import { eventStoreTables } from './schema-name';
import type { SqlExecutor } from './sql-database';

/**
 * Saves a subscriber's cursor. Call it in the transaction that applied the events, so the read
 * model and the cursor move together and a crash replays nothing twice.
 */
export async function storeCheckpoint(
  executor: SqlExecutor,
  schema: string,
  subscriptionId: string,
  position: LogPosition,
): Promise<void> {
  const { checkpoints } = eventStoreTables(schema);
  await executor.query(
    `insert into ${checkpoints} (subscription_id, transaction_id, global_position, updated_at)
     values ($1, $2::text::xid8, $3::bigint, now())
     on conflict (subscription_id) do update
       set transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`,
    [subscriptionId, position.transactionId.toString(), position.globalPosition.toString()],
  );
}
