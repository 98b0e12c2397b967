import { randomBytes } from 'node:crypto';
import { createPgDatabase, createPgliteDatabase, type SqlDatabase } from '@abhyas/event-store';
import { Client } from 'pg';

/** A database a service test can own completely: its schemas have their production names. */
export interface TestDatabase {
  engine: 'pglite' | 'postgres';
  db: SqlDatabase;
  dispose(): Promise<void>;
}

export interface TestDatabaseFactory {
  engine: TestDatabase['engine'];
  open(): Promise<TestDatabase>;
}

const pglite: TestDatabaseFactory = {
  engine: 'pglite',
  open: async () => {
    const db = await createPgliteDatabase();
    return { engine: 'pglite', db, dispose: () => db.close() };
  },
};

/** A fresh PostgreSQL database per suite, dropped afterwards, so runs never see each other. */
const postgres = (adminUrl: string): TestDatabaseFactory => ({
  engine: 'postgres',
  open: async () => {
    const name = `abhyas_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = createPgDatabase({ connectionString: url.toString() });
    return {
      engine: 'postgres',
      db,
      dispose: async () => {
        await db.close();
        const cleanup = new Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists "${name}" with (force)`);
        await cleanup.end();
      },
    };
  },
});

let announced = false;

/** PGlite always; PostgreSQL too when DATABASE_URL is set (otherwise said once, not registered). */
export const testDatabases = (): TestDatabaseFactory[] => {
  const url = process.env.DATABASE_URL;
  if (!url && !announced) {
    announced = true;
    console.info('PostgreSQL variants skipped: DATABASE_URL is not set (PGlite variants run)');
  }
  return url ? [pglite, postgres(url)] : [pglite];
};
