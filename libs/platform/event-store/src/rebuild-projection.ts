import { EventStoreErrorCode, EventStoreException } from './event-store.exception';
import type { Projection, RecordedEvent } from './event-store.types';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-row';
import { loadCheckpoint } from './load-checkpoint';
import { logPositionOf, logStart, type LogPosition } from './log-position';
import { readAll } from './read-all';
import { eventStoreTables } from './schema-name';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { storeCheckpoint } from './store-checkpoint';

export interface RebuildProjectionOptions {
  /**
   * For a projection kept by a catch-up subscriber: its name. The replay stops at the gap-safe
   * mark and the checkpoint moves there in the same transaction, so the subscriber carries on
   * exactly where the rebuild ended.
   */
  subscription?: string;
  /** Events read per query; default 1000. */
  batchSize?: number;
}

/** Every committed event after `after`; only sound while appends are locked out. */
async function readCommitted(
  tx: SqlExecutor,
  table: string,
  after: LogPosition,
  limit: number,
  types: readonly string[],
): Promise<RecordedEvent[]> {
  const result = await tx.query<EventRow>(
    `select ${EVENT_COLUMNS} from ${table}
     where (transaction_id, global_position) > ($1::text::xid8, $2::bigint) and type = any($4::text[])
     order by transaction_id, global_position
     limit $3`,
    [after.transactionId.toString(), after.globalPosition.toString(), limit, [...types]],
  );
  return result.rows.map(toRecordedEvent);
}

/**
 * Empties a read model and replays the whole log into it, in one transaction: readers see the
 * old model until the new one commits. Appends wait meanwhile (SHARE lock on the events table),
 * so an inline projection cannot miss or double-apply an event committed during the rebuild.
 * Resolves with the number of events replayed.
 */
export async function rebuildProjection(
  db: SqlDatabase,
  schema: string,
  projection: Projection,
  options: RebuildProjectionOptions = {},
): Promise<number> {
  const reset = projection.reset;
  if (!reset) {
    throw new EventStoreException(
      EventStoreErrorCode.InvalidArgument,
      `Projection "${projection.name}" has no reset(), so it cannot be rebuilt`,
    );
  }
  const tables = eventStoreTables(schema);
  const limit = options.batchSize ?? 1000;
  return db.transaction(async (tx) => {
    await tx.query(`lock table ${tables.events} in share mode`);
    if (options.subscription !== undefined) {
      // The subscriber's batches lock this row too: they wait instead of writing into the rebuild.
      await loadCheckpoint(tx, schema, options.subscription, { forUpdate: true });
    }
    await reset.call(projection, tx);
    let after = logStart;
    let replayed = 0;
    for (;;) {
      let events: RecordedEvent[];
      let next: LogPosition;
      if (options.subscription === undefined) {
        events = await readCommitted(tx, tables.events, after, limit, projection.handles);
        next = events.length > 0 ? logPositionOf(events[events.length - 1]) : after;
      } else {
        ({ events, position: next } = await readAll(tx, schema, {
          after,
          limit,
          types: projection.handles,
        }));
      }
      for (const event of events) {
        await projection.apply(tx, event);
      }
      replayed += events.length;
      after = next;
      if (events.length < limit) {
        break;
      }
    }
    if (options.subscription !== undefined) {
      await storeCheckpoint(tx, schema, options.subscription, after);
    }
    return replayed;
  });
}
