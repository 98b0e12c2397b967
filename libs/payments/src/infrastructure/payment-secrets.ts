import { loadOrCreateSecret, type SqlExecutor } from '@abhyas/event-store';

/**
 * The sandbox's signing secrets when none are configured: generated once and kept in the
 * payments schema, so its signatures cannot be forged from the source and survive a restart.
 */
export const loadOrCreatePaymentSecret = (
  db: SqlExecutor,
  schema: string,
  name: string,
): Promise<string> => loadOrCreateSecret(db, { schema, table: 'payment_secrets' }, name);
