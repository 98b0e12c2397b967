import { EventStoreErrorCode, EventStoreException } from './event-store.exception';
import { eventStoreTables } from './schema-name';
import type { SqlDatabase } from './sql-database';

/**
 * A numbered schema change. `{{schema}}` in `sql` becomes the quoted service schema, so the same
 * migration serves every schema (tests use a fresh random one). Ids 1–99 belong to the event
 * store's own tables; a service numbers its migrations from 101.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const SCHEMA_PLACEHOLDER = /\{\{schema\}\}/g;

const validate = (migrations: readonly Migration[]): Migration[] => {
  const seen = new Set<number>();
  for (const migration of migrations) {
    if (!Number.isSafeInteger(migration.id) || migration.id <= 0 || seen.has(migration.id)) {
      throw new EventStoreException(
        EventStoreErrorCode.InvalidArgument,
        `Migration ids must be unique positive integers; "${migration.name}" has ${migration.id}`,
      );
    }
    seen.add(migration.id);
  }
  return [...migrations].sort((a, b) => a.id - b.id);
};

/**
 * Applies the migrations not yet recorded in `<schema>.schema_migrations`, in id order, each in
 * its own transaction. Every step first takes a transaction-scoped advisory lock on the schema,
 * so runners starting together on PostgreSQL (several pods) apply each migration once; PGlite
 * takes the same lock and its connection lock already serialises. Returns the ids it applied.
 */
export async function runMigrations(
  db: SqlDatabase,
  schema: string,
  migrations: readonly Migration[],
): Promise<number[]> {
  const tables = eventStoreTables(schema);
  const ordered = validate(migrations);
  const lockKey = `abhyas:migrations:${schema}`;
  const lock = 'select pg_advisory_xact_lock(hashtextextended($1, 0))';

  await db.transaction(async (tx) => {
    // "if not exists" alone races between concurrent runners (duplicate key in the catalog).
    await tx.query(lock, [lockKey]);
    await tx.query(`create schema if not exists ${tables.schema}`);
    await tx.query(
      `create table if not exists ${tables.schemaMigrations} (
         id integer primary key,
         name text not null,
         applied_at timestamptz not null default now()
       )`,
    );
  });

  const applied: number[] = [];
  for (const migration of ordered) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(lock, [lockKey]);
      const existing = await tx.query<{ name: string }>(
        `select name from ${tables.schemaMigrations} where id = $1`,
        [migration.id],
      );
      const recorded = existing.rows[0];
      if (recorded) {
        if (recorded.name !== migration.name) {
          throw new EventStoreException(
            EventStoreErrorCode.MigrationMismatch,
            `Migration ${migration.id} in ${schema} was applied as "${recorded.name}", now named "${migration.name}": never renumber or reuse an applied migration`,
          );
        }
        return false;
      }
      await tx.query(migration.sql.replace(SCHEMA_PLACEHOLDER, tables.schema));
      await tx.query(`insert into ${tables.schemaMigrations} (id, name) values ($1, $2)`, [
        migration.id,
        migration.name,
      ]);
      return true;
    });
    if (ran) {
      applied.push(migration.id);
    }
  }
  return applied;
}
