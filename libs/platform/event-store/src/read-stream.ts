import type { RecordedEvent } from './event-store.types';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-row';
import { eventStoreTables } from './schema-name';
import type { SqlExecutor } from './sql-database';

export interface ReadStreamOptions {
  /** First stream version to return; default 1. */
  fromVersion?: number;
  /** At most this many events; default all. */
  maxCount?: number;
}

export interface ReadStreamResult {
  events: RecordedEvent[];
  /** The stream's version (0 when it does not exist), read in the same snapshot as the events. */
  currentVersion: number;
}

/** Reads one stream in version order. */
export async function readStream(
  executor: SqlExecutor,
  schema: string,
  streamId: string,
  options: ReadStreamOptions = {},
): Promise<ReadStreamResult> {
  const tables = eventStoreTables(schema);
  // One statement, one snapshot: the version always matches the events returned with it.
  const result = await executor.query<{ current_version: number } & Partial<EventRow>>(
    `select coalesce((select version from ${tables.streams} where stream_id = $1), 0) as current_version, e.*
     from (select 1) as one
     left join lateral (
       select ${EVENT_COLUMNS} from ${tables.events}
       where stream_id = $1 and stream_version >= $2
       order by stream_version
       limit $3
     ) as e on true
     order by e.stream_version`,
    [streamId, options.fromVersion ?? 1, options.maxCount ?? null],
    { repeated: true },
  );
  const rows = result.rows;
  return {
    currentVersion: rows[0]?.current_version ?? 0,
    events: rows
      .filter(
        (row): row is { current_version: number } & EventRow =>
          row.event_id !== null && row.event_id !== undefined,
      )
      .map(toRecordedEvent),
  };
}
