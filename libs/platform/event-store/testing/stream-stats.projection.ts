import type { Migration } from '../src/run-migrations';
import type { Projection, RecordedEvent } from '../src/event-store.types';
import type { SqlExecutor } from '../src/sql-database';

const statsTable = (table: string) => `
  create table {{schema}}.${table} (
    stream_id text primary key,
    events integer not null,
    total bigint not null,
    last_type text not null,
    last_version integer not null
  );`;

/** Two copies of the read model: one kept inline, one by a catch-up subscriber. */
export const streamStatsMigration: Migration = {
  id: 101,
  name: 'test: stream stats read models',
  sql: statsTable('stream_stats') + statsTable('stream_stats_catch_up'),
};

export type StreamStatsTable = 'stream_stats' | 'stream_stats_catch_up';

/**
 * A small read model: per stream, how many events, the sum of `data.amount`, the last type.
 * Deliberately not idempotent, so a test notices an event applied twice.
 */
export const streamStatsProjection = (
  schema: string,
  table: StreamStatsTable = 'stream_stats',
): Projection => ({
  name: table,
  handles: ['Deposited', 'Withdrawn'],
  async apply(tx: SqlExecutor, event: RecordedEvent) {
    const amount = (event.data as { amount?: number }).amount ?? 0;
    const signed = event.type === 'Withdrawn' ? -amount : amount;
    await tx.query(
      `insert into "${schema}".${table} as s (stream_id, events, total, last_type, last_version)
       values ($1, 1, $2, $3, $4)
       on conflict (stream_id) do update
         set events = s.events + 1, total = s.total + excluded.total, last_type = excluded.last_type, last_version = excluded.last_version`,
      [event.streamId, signed, event.type, event.streamVersion],
    );
  },
  async reset(tx: SqlExecutor) {
    await tx.query(`delete from "${schema}".${table}`);
  },
});

export const readStreamStats = async (
  db: SqlExecutor,
  schema: string,
  table: StreamStatsTable = 'stream_stats',
) =>
  (
    await db.query(
      `select stream_id, events, total, last_type, last_version from "${schema}".${table} order by stream_id`,
    )
  ).rows;
