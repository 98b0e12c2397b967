import { randomBytes } from 'node:crypto';
import {
  eventStoreMigrations,
  runMigrations,
  type SqlExecutor,
  type SqlDatabase,
} from '@abhyas/event-store';
import { identityMigrations } from './identity.migrations';

/**
 * The access-token signing secret: `JWT_SECRET` when set; otherwise one generated on first start
 * and kept in the identity schema, so a restart keeps everyone signed in. Never hard-coded.
 */
export const loadOrCreateSecret = async (
  db: SqlExecutor,
  schema: string,
  name: string,
): Promise<string> => {
  await db.query(
    `insert into ${schema}.platform_secrets (name, value) values ($1, $2) on conflict (name) do nothing`,
    [name, randomBytes(48).toString('base64url')],
  );
  const stored = await db.query<{ value: string }>(
    `select value from ${schema}.platform_secrets where name = $1`,
    [name],
  );
  return stored.rows[0].value;
};

/** For the standalone composition root: the secret the gateway must verify tokens with. */
export const resolveJwtSecret = async (
  db: SqlDatabase,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string> => {
  if (env.JWT_SECRET) {
    return env.JWT_SECRET;
  }
  await runMigrations(db, 'identity', [...eventStoreMigrations, ...identityMigrations]);
  return loadOrCreateSecret(db, 'identity', 'jwt');
};
