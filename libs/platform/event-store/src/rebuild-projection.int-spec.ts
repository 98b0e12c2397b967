import fc from 'fast-check';
import { eventually } from '../testing/deferred';
import {
  readStreamStats,
  streamStatsMigration,
  streamStatsProjection,
} from '../testing/stream-stats.projection';
import { testEngines, useTestStore } from '../testing/test-engines';
import { appendToStream } from './append-to-stream';
import { CatchUpSubscriber } from './catch-up-subscriber';
import { EventStoreErrorCode } from './event-store.exception';
import { rebuildProjection } from './rebuild-projection';

const movement = fc.record({
  stream: fc.constantFrom('acct-a', 'acct-b', 'acct-c'),
  type: fc.constantFrom('Deposited', 'Withdrawn', 'Noted'),
  amount: fc.integer({ min: 1, max: 1000 }),
});

describe.each(testEngines())('rebuildProjection on $name', (engine) => {
  const store = useTestStore(engine, [streamStatsMigration]);
  let round = 0;

  it('rebuilds an inline read model from the log equal to the live one', async () => {
    const inline = streamStatsProjection(store.schema);
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 15 }), async (movements) => {
        round += 1;
        for (const { stream, type, amount } of movements) {
          await appendToStream(
            store.db,
            store.schema,
            `${stream}-${round % 3}`,
            [{ type, data: { amount } }],
            {
              expectedVersion: 'any',
              projections: [inline],
            },
          );
        }
        const live = await readStreamStats(store.db, store.schema);
        const replayed = await rebuildProjection(store.db, store.schema, inline);
        const { rows } = await store.db.query<{ n: bigint }>(
          `select count(*) as n from "${store.schema}".events where type in ('Deposited', 'Withdrawn')`,
        );
        expect(BigInt(replayed)).toBe(rows[0].n);
        expect(await readStreamStats(store.db, store.schema)).toEqual(live);
      }),
      { numRuns: 6 },
    );
  });

  it('repairs a damaged read model', async () => {
    const inline = streamStatsProjection(store.schema);
    await appendToStream(
      store.db,
      store.schema,
      'repair-me',
      [{ type: 'Deposited', data: { amount: 9 } }],
      {
        expectedVersion: 'any',
        projections: [inline],
      },
    );
    const live = await readStreamStats(store.db, store.schema);
    await store.db.query(`update "${store.schema}".stream_stats set total = -1`);
    await store.db.query(
      `delete from "${store.schema}".stream_stats where stream_id = 'repair-me'`,
    );
    await rebuildProjection(store.db, store.schema, inline);
    expect(await readStreamStats(store.db, store.schema)).toEqual(live);
  });

  it('rebuilds a catch-up read model and hands over to its subscriber without gaps or double applies', async () => {
    const inline = streamStatsProjection(store.schema);
    const catchUp = streamStatsProjection(store.schema, 'stream_stats_catch_up');
    const subscriber = new CatchUpSubscriber(store.db, store.schema, {
      name: catchUp.name,
      handle: catchUp,
    });
    const converged = () =>
      eventually(async () => {
        await subscriber.catchUp();
        expect(await readStreamStats(store.db, store.schema, 'stream_stats_catch_up')).toEqual(
          await readStreamStats(store.db, store.schema),
        );
      });
    await converged();

    await store.db.query(`update "${store.schema}".stream_stats_catch_up set events = 0`);
    await rebuildProjection(store.db, store.schema, catchUp, { subscription: catchUp.name });
    await converged();

    for (const amount of [3, 4, 5]) {
      await appendToStream(
        store.db,
        store.schema,
        'after-rebuild',
        [{ type: 'Deposited', data: { amount } }],
        {
          expectedVersion: 'any',
          projections: [inline],
        },
      );
    }
    await converged();
  });

  it('refuses a projection that cannot reset', async () => {
    const { reset: _reset, ...withoutReset } = streamStatsProjection(store.schema);
    await expect(rebuildProjection(store.db, store.schema, withoutReset)).rejects.toMatchObject({
      code: EventStoreErrorCode.InvalidArgument,
    });
  });
});
