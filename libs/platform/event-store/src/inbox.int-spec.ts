import { randomUUID } from 'node:crypto';
import { deferred } from '../testing/deferred';
import { testEngines, useTestStore } from '../testing/test-engines';
import { appendToStreamInTransaction } from './append-to-stream';
import { handleOnce } from './inbox';
import { readStream } from './read-stream';

describe.each(testEngines())('handleOnce on $name', (engine) => {
  const store = useTestStore(engine);

  it('runs the work for a new message and skips every redelivery of it', async () => {
    const messageId = randomUUID();
    const stream = `credited-${messageId}`;
    let runs = 0;
    const work = async (tx: Parameters<Parameters<typeof handleOnce>[4]>[0]) => {
      runs += 1;
      await appendToStreamInTransaction(
        tx,
        store.schema,
        stream,
        [{ type: 'Credited', data: {} }],
        { expectedVersion: 'any' },
      );
    };
    expect(await handleOnce(store.db, store.schema, 'ledger', messageId, work)).toBe(true);
    expect(await handleOnce(store.db, store.schema, 'ledger', messageId, work)).toBe(false);
    expect(await handleOnce(store.db, store.schema, 'ledger', messageId, work)).toBe(false);
    expect(runs).toBe(1);
    expect((await readStream(store.db, store.schema, stream)).currentVersion).toBe(1);
  });

  it('deduplicates per consumer: another consumer handles the same message', async () => {
    const messageId = randomUUID();
    const handled: string[] = [];
    for (const consumer of ['analytics', 'notifications', 'analytics']) {
      await handleOnce(
        store.db,
        store.schema,
        consumer,
        messageId,
        async () => void handled.push(consumer),
      );
    }
    expect(handled).toEqual(['analytics', 'notifications']);
  });

  it('forgets the message when the work fails, so a redelivery runs it again', async () => {
    const messageId = randomUUID();
    await expect(
      handleOnce(store.db, store.schema, 'ledger', messageId, () =>
        Promise.reject(new Error('handler failed')),
      ),
    ).rejects.toThrow('handler failed');
    let ran = false;
    expect(
      await handleOnce(store.db, store.schema, 'ledger', messageId, async () => void (ran = true)),
    ).toBe(true);
    expect(ran).toBe(true);
  });

  if (engine.concurrentTransactions) {
    it('runs the work once when two deliveries of one message arrive at the same time', async () => {
      const messageId = randomUUID();
      const inside = deferred();
      const release = deferred();
      let runs = 0;
      const first = handleOnce(store.db, store.schema, 'ledger', messageId, async () => {
        runs += 1;
        inside.resolve();
        await release.promise;
      });
      await inside.promise;
      const second = handleOnce(
        store.db,
        store.schema,
        'ledger',
        messageId,
        async () => void (runs += 1),
      );
      release.resolve();
      expect(await Promise.all([first, second])).toEqual([true, false]);
      expect(runs).toBe(1);
    });
  }
});
