import type { RecordedEvent } from './event-store.types';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-row';
import { logPositionOf, logStart, maxLogPosition, type LogPosition } from './log-position';
import { eventStoreTables } from './schema-name';
import type { SqlExecutor } from './sql-database';

export interface ReadAllOptions {
  /** Return events after this cursor; default the start of the log. */
  after?: LogPosition;
  /** Batch size; default 500. */
  limit?: number;
  /** Only these event types (the cursor still moves past the others). */
  types?: readonly string[];
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where the next read continues. May move past the last event returned (see below). */
  position: LogPosition;
}

/**
 * Reads the global log after a cursor, gap-safe.
 *
 * Global positions come from a sequence, so position 11 can commit and be read while position 10
 * is still in flight; a reader that remembered "11" would skip 10 forever. So only events whose
 * log key (transaction id) is below `pg_snapshot_xmin(pg_current_snapshot())` are returned: every
 * transaction below xmin has finished, and every event that can still appear will carry a key at
 * or above it. Ordered by (key, position), the log never grows behind a returned cursor.
 *
 * A batch that is not full has seen every finished event, so the cursor moves to (xmin, 0) and
 * skipped types are not scanned again. Long-running transactions anywhere on the server hold
 * xmin back and so delay (never lose) events.
 */
export async function readAll(
  executor: SqlExecutor,
  schema: string,
  options: ReadAllOptions = {},
): Promise<ReadAllResult> {
  const { events: table } = eventStoreTables(schema);
  const after = options.after ?? logStart;
  const limit = options.limit ?? 500;
  // The mark and the rows come from one statement, so they share one snapshot.
  const result = await executor.query<{ high_water: string } & Partial<EventRow>>(
    `with mark as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
     select mark.xmin::text as high_water, e.*
     from mark
     left join lateral (
       select ${EVENT_COLUMNS} from ${table}
       where transaction_id < mark.xmin
         and (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         and ($4::text[] is null or type = any($4::text[]))
       order by transaction_id, global_position
       limit $3
     ) as e on true
     order by e.transaction_id, e.global_position`,
    [
      after.transactionId.toString(),
      after.globalPosition.toString(),
      limit,
      options.types ? [...options.types] : null,
    ],
  );
  const events = result.rows
    .filter(
      (row): row is { high_water: string } & EventRow =>
        row.event_id !== null && row.event_id !== undefined,
    )
    .map(toRecordedEvent);
  const last = events[events.length - 1];
  if (events.length >= limit && last) {
    return { events, position: logPositionOf(last) };
  }
  const highWater: LogPosition = {
    transactionId: BigInt(result.rows[0].high_water),
    globalPosition: 0n,
  };
  return { events, position: maxLogPosition(after, highWater) };
}
