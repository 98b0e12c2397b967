import { testEngines, useTestStore } from '../testing/test-engines';
import { loadOrCreateSecret } from './stored-secret';

describe.each(testEngines())('loadOrCreateSecret on $name', (engine) => {
  const store = useTestStore(engine);
  const where = () => ({ schema: store.schema, table: 'service_secrets' });

  beforeEach(async () => {
    await store.db.query(
      `create table if not exists "${store.schema}".service_secrets (name text primary key, value text not null)`,
    );
  });

  it('generates a secret once and returns the same one afterwards', async () => {
    const first = await loadOrCreateSecret(store.db, where(), 'webhook');
    const again = await loadOrCreateSecret(store.db, where(), 'webhook');
    const other = await loadOrCreateSecret(store.db, where(), 'signing');

    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('gives racing first starts one and the same secret', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => loadOrCreateSecret(store.db, where(), 'raced')),
    );

    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses a table name that is not a plain identifier', async () => {
    await expect(
      loadOrCreateSecret(store.db, { schema: store.schema, table: 'x; drop table y' }, 'n'),
    ).rejects.toThrow('Invalid secret table name');
  });
});
