import { logStart, type LogPosition } from './log-position';
import { eventStoreTables } from './schema-name';
import type { SqlExecutor } from './sql-database';

export interface LoadCheckpointOptions {
  /**
   * Lock the checkpoint row until the transaction ends, so two instances of one subscriber
   * (two pods) take turns instead of handling the same batch twice. Creates the row if missing.
   */
  forUpdate?: boolean;
}

/** A subscriber's durable cursor in the global log; the log start when it has none yet. */
export async function loadCheckpoint(
  executor: SqlExecutor,
  schema: string,
  subscriptionId: string,
  options: LoadCheckpointOptions = {},
): Promise<LogPosition> {
  const { checkpoints } = eventStoreTables(schema);
  const select = `select transaction_id, global_position from ${checkpoints}
    where subscription_id = $1${options.forUpdate ? ' for update' : ''}`;
  let row = (
    await executor.query<{ transaction_id: string; global_position: bigint }>(select, [
      subscriptionId,
    ])
  ).rows[0];
  if (!row && options.forUpdate) {
    await executor.query(
      `insert into ${checkpoints} (subscription_id) values ($1) on conflict do nothing`,
      [subscriptionId],
    );
    row = (
      await executor.query<{ transaction_id: string; global_position: bigint }>(select, [
        subscriptionId,
      ])
    ).rows[0];
  }
  return row
    ? { transactionId: BigInt(row.transaction_id), globalPosition: row.global_position }
    : logStart;
}
