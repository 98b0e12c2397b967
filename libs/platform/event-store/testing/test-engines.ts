import { randomBytes } from 'node:crypto';
import { createPgDatabase } from '../src/pg-database';
import { createPgliteDatabase, type PgliteDatabase } from '../src/pglite-database';
import { createTestPglite } from './pglite-template';
import { runMigrations, type Migration } from '../src/run-migrations';
import { eventStoreMigrations } from '../src/event-store.migrations';
import type { SqlDatabase } from '../src/sql-database';

export interface TestEngine {
  name: 'pglite' | 'postgres';
  /** Two transactions can be open at once; PGlite has one connection, so it cannot. */
  concurrentTransactions: boolean;
  open(): Promise<SqlDatabase>;
  /** Drops the test schema (PostgreSQL is shared between runs) and closes the database. */
  close(db: SqlDatabase, schema: string): Promise<void>;
}

export const postgresUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

const pglite: TestEngine = {
  name: 'pglite',
  concurrentTransactions: false,
  open: async () => createPgliteDatabase({ instance: await createTestPglite() }),
  close: async (db) => {
    await db.close();
    await (db as PgliteDatabase).instance.close();
  },
};

const postgres = (connectionString: string): TestEngine => ({
  name: 'postgres',
  concurrentTransactions: true,
  open: async () => createPgDatabase({ connectionString, max: 24 }),
  close: async (db, schema) => {
    try {
      await db.query(`drop schema if exists "${schema}" cascade`);
    } finally {
      await db.close();
    }
  },
});

/**
 * PGlite always; PostgreSQL too when DATABASE_URL is set. Without it the PostgreSQL suites are
 * not registered at all (global-setup.ts says so once per run).
 */
export function testEngines(): TestEngine[] {
  const url = postgresUrl();
  return url ? [pglite, postgres(url)] : [pglite];
}

/** A fresh schema per suite, so runs against a shared PostgreSQL never see each other. */
export const randomSchema = (): string => `es_test_${randomBytes(6).toString('hex')}`;

export interface TestStore {
  db: SqlDatabase;
  schema: string;
}

/**
 * Opens the engine before the suite, migrates a fresh schema (event store tables plus any
 * extra migrations), and drops it afterwards. Read the fields inside tests, not at definition.
 */
export function useTestStore(
  engine: TestEngine,
  extraMigrations: readonly Migration[] = [],
): TestStore {
  const store = { schema: randomSchema() } as TestStore;
  beforeAll(async () => {
    store.db = await engine.open();
    await runMigrations(store.db, store.schema, [...eventStoreMigrations, ...extraMigrations]);
  });
  afterAll(async () => {
    if (store.db) {
      await engine.close(store.db, store.schema);
    }
  });
  return store;
}
