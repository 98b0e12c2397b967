import type { Migration } from '../src/run-migrations';
import type { Projection, RecordedEvent } from '../src/event-store.types';
import type { SqlExecutor } from '../src/sql-database';

export const streamStatsMigration: Migration = {
  id: 101,
  name: 'test: stream stats read model',
  sql: `
    create table {{schema}}.stream_stats (
      stream_id text primary key,
      events integer not null,
      total bigint not null,
      last_type text not null,
      last_version integer not null
    );
  `,
};

/**
 * A small read model: per stream, how many events, the sum of `data.amount`, the last type.
 * The version guard makes `apply` idempotent, as catch-up use requires.
 */
export const streamStatsProjection = (schema: string, name = 'stream-stats'): Projection => ({
  name,
  handles: ['Deposited', 'Withdrawn'],
  async apply(tx: SqlExecutor, event: RecordedEvent) {
    const amount = (event.data as { amount?: number }).amount ?? 0;
    const signed = event.type === 'Withdrawn' ? -amount : amount;
    await tx.query(
      `insert into "${schema}".stream_stats as s (stream_id, events, total, last_type, last_version)
       values ($1, 1, $2, $3, $4)
       on conflict (stream_id) do update
         set events = s.events + 1, total = s.total + excluded.total, last_type = excluded.last_type, last_version = excluded.last_version
         where s.last_version < excluded.last_version`,
      [event.streamId, signed, event.type, event.streamVersion],
    );
  },
  async reset(tx: SqlExecutor) {
    await tx.query(`delete from "${schema}".stream_stats`);
  },
});

export const readStreamStats = async (db: SqlExecutor, schema: string) =>
  (await db.query(`select stream_id, events, total, last_type, last_version from "${schema}".stream_stats order by stream_id`)).rows;
