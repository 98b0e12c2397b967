import { testEngines, useTestStore } from '../testing/test-engines';
import { loadCheckpoint } from './load-checkpoint';
import { logStart } from './log-position';
import { storeCheckpoint } from './store-checkpoint';

describe.each(testEngines())('checkpoints on $name', (engine) => {
  const store = useTestStore(engine);

  it('reads the log start for a subscription that has never stored one', async () => {
    expect(await loadCheckpoint(store.db, store.schema, 'never')).toEqual(logStart);
  });

  it('stores and overwrites a position, bigint-safe', async () => {
    const far = { transactionId: 2n ** 40n, globalPosition: 2n ** 60n + 7n };
    await storeCheckpoint(store.db, store.schema, 'projector', {
      transactionId: 10n,
      globalPosition: 3n,
    });
    await storeCheckpoint(store.db, store.schema, 'projector', far);
    expect(await loadCheckpoint(store.db, store.schema, 'projector')).toEqual(far);
  });

  it('creates the row when locking a missing checkpoint, and rolls back with its transaction', async () => {
    await expect(
      store.db.transaction(async (tx) => {
        expect(await loadCheckpoint(tx, store.schema, 'locked', { forUpdate: true })).toEqual(
          logStart,
        );
        await storeCheckpoint(tx, store.schema, 'locked', {
          transactionId: 5n,
          globalPosition: 5n,
        });
        throw new Error('batch failed');
      }),
    ).rejects.toThrow('batch failed');
    expect(await loadCheckpoint(store.db, store.schema, 'locked')).toEqual(logStart);
  });
});
