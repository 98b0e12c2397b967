import { randomBytes } from 'node:crypto';
import {
  eventStoreMigrations,
  loadOrCreateSecret,
  runMigrations,
  type SqlExecutor,
  type SqlDatabase,
} from '@abhyas/event-store';
import { identityMigrations } from './identity.migrations';

/**
 * The access-token signing secret when `JWT_SECRET` is not set: generated on first start and
 * kept in the identity schema, so a restart keeps everyone signed in. Never hard-coded.
 */
export const loadOrCreateJwtSecret = (db: SqlExecutor, schema: string): Promise<string> =>
  loadOrCreateSecret(db, { schema, table: 'platform_secrets' }, 'jwt', () =>
    randomBytes(48).toString('base64url'),
  );

/** For the standalone composition root: the secret the gateway must verify tokens with. */
export const resolveJwtSecret = async (
  db: SqlDatabase,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string> => {
  if (env.JWT_SECRET) {
    return env.JWT_SECRET;
  }
  await runMigrations(db, 'identity', [...eventStoreMigrations, ...identityMigrations]);
  return loadOrCreateJwtSecret(db, 'identity');
};
