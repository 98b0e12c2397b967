import { useTestStore, testEngines } from '../testing/test-engines';
import { appendToStream, appendToStreamInTransaction } from './append-to-stream';
import { readAll } from './read-all';

describe.each(testEngines().slice(0, 1))('debug $name', (engine) => {
  const store = useTestStore(engine);
  it('prints', async () => {
    for (let i = 0; i < 3; i++) {
      await appendToStream(store.db, store.schema, `s${i}`, [{ type: 'A', data: {} }], { expectedVersion: 'any' });
      await store.db.transaction(async (tx) => {
        await tx.query('select pg_current_xact_id()');
        await appendToStreamInTransaction(tx, store.schema, `t${i}`, [{ type: 'A', data: {} }, { type: 'B', data: {} }], { expectedVersion: 'any' });
      });
    }
    const rows = await store.db.query(`select global_position, stream_id, transaction_id::text, pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_current_snapshot()::text as snap from "${store.schema}".events order by global_position`);
    console.log(rows.rows);
    const all = await readAll(store.db, store.schema, { limit: 3 });
    console.log(all.events.map((e) => [e.streamId, e.transactionId, e.globalPosition]), all.position);
  });
});
