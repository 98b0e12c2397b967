import { randomBytes } from 'node:crypto';
import type { SqlExecutor } from '@abhyas/event-store';

/**
 * A secret generated on first start and kept in the payments schema, so the sandbox's
 * signatures cannot be forged from the source and survive a restart. Never hard-coded.
 */
export const loadOrCreateSecret = async (
  db: SqlExecutor,
  schema: string,
  name: string,
): Promise<string> => {
  await db.query(
    `insert into ${schema}.payment_secrets (name, value) values ($1, $2) on conflict (name) do nothing`,
    [name, randomBytes(32).toString('hex')],
  );
  const stored = await db.query<{ value: string }>(
    `select value from ${schema}.payment_secrets where name = $1`,
    [name],
  );
  return stored.rows[0].value;
};
