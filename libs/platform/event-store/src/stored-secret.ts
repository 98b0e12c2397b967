import { randomBytes } from 'node:crypto';
import { quoteSchema } from './schema-name';
import type { SqlExecutor } from './sql-database';

/** Where a service keeps its generated secrets: a `(name primary key, value)` table of its schema. */
export interface SecretTable {
  schema: string;
  table: string;
}

/** The migration SQL of a secret table named `table` (in `{{schema}}`, as every migration writes it). */
export const secretTableSql = (table: string): string =>
  `create table if not exists {{schema}}.${table} (
        name text primary key,
        value text not null,
        created_at timestamptz not null default now()
      );`;

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A secret generated on first use and kept in the service's own table, so it is never
 * hard-coded, cannot be read off the source, and survives restarts. Racing first starts agree:
 * the first insert wins and everyone reads it back.
 */
export const loadOrCreateSecret = async (
  db: SqlExecutor,
  where: SecretTable,
  name: string,
  generate: () => string = () => randomBytes(32).toString('hex'),
): Promise<string> => {
  if (!TABLE_NAME.test(where.table)) {
    throw new Error(`Invalid secret table name "${where.table}"`);
  }
  const table = `${quoteSchema(where.schema)}.${where.table}`;
  await db.query(
    `insert into ${table} (name, value) values ($1, $2) on conflict (name) do nothing`,
    [name, generate()],
  );
  const stored = await db.query<{ value: string }>(`select value from ${table} where name = $1`, [
    name,
  ]);
  return stored.rows[0].value;
};
