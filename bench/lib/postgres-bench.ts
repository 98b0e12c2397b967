import { randomBytes } from 'node:crypto';
import { createPgDatabase, type SqlDatabase } from '@abhyas/event-store';

/**
 * Runs a PostgreSQL bench in a schema of its own, dropped afterwards, or says it is skipped
 * when DATABASE_URL is not set. `describe` heads the output after the server's version.
 */
export const runPostgresBench = async (options: {
  name: string;
  schemaPrefix: string;
  connections: number;
  describe: string;
  run: (db: SqlDatabase, schema: string) => Promise<void>;
}): Promise<void> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      `${options.name} bench skipped: DATABASE_URL is not set (it measures PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/postgres)`,
    );
    return;
  }
  const db = createPgDatabase({ connectionString: url, max: options.connections });
  const schema = `${options.schemaPrefix}_${randomBytes(4).toString('hex')}`;
  try {
    const version = await db.query<{ v: string }>("select current_setting('server_version') as v");
    console.log(`PostgreSQL ${version.rows[0]?.v}, ${options.describe}, schema ${schema}`);
    await options.run(db, schema);
  } finally {
    await db.query(`drop schema if exists "${schema}" cascade`);
    await db.close();
  }
};

/** Ends a bench process: prints a failure and sets the exit code. */
export const reportFailure = (error: unknown): void => {
  console.error(error);
  process.exitCode = 1;
};
