import { randomBytes } from 'node:crypto';
import {
  eventStoreMigrations,
  loadOrCreateSecret,
  runMigrations,
  type SqlDatabase,
  type SqlExecutor,
} from '@abhyas/event-store';
import { identityMigrations } from './identity.migrations';

/**
 * The PIN HMAC key when `PIN_PEPPER` is not set outside production: generated on first start
 * and kept in the identity schema beside the JWT secret, so PINs keep working after a restart.
 */
export const loadOrCreatePinPepper = (db: SqlExecutor, schema: string): Promise<string> =>
  loadOrCreateSecret(db, { schema, table: 'platform_secrets' }, 'pin-pepper', () =>
    randomBytes(32).toString('base64url'),
  );

/**
 * For the standalone composition root: `PIN_PEPPER`, or the one generated once and kept in its
 * data folder, so the standalone shape never needs one configured (even with NODE_ENV=production).
 */
export const resolvePinPepper = async (
  db: SqlDatabase,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string> => {
  if (env.PIN_PEPPER) {
    return env.PIN_PEPPER;
  }
  await runMigrations(db, 'identity', [...eventStoreMigrations, ...identityMigrations]);
  return loadOrCreatePinPepper(db, 'identity');
};
