import { randomUUID } from 'node:crypto';
import { eventually, sleep } from '../testing/deferred';
import { testEngines, useTestStore } from '../testing/test-engines';
import { appendToStream, appendToStreamInTransaction } from './append-to-stream';
import { CatchUpSubscriber } from './catch-up-subscriber';
import type { RecordedEvent } from './event-store.types';
import { compareLogPositions, logPositionOf } from './log-position';
import type { Migration } from './run-migrations';
import type { SqlExecutor } from './sql-database';

const seenMigration: Migration = {
  id: 101,
  name: 'test: events seen by subscribers',
  // The primary key turns any double delivery into a failed batch.
  sql: `create table {{schema}}.seen (subscriber text not null, event_id uuid not null, primary key (subscriber, event_id))`,
};

describe.each(testEngines())('CatchUpSubscriber on $name', (engine) => {
  const store = useTestStore(engine, [seenMigration]);

  const recorder = (subscriber: string) => {
    const seen: RecordedEvent[] = [];
    const handle = async (tx: SqlExecutor, event: RecordedEvent) => {
      await tx.query(`insert into "${store.schema}".seen (subscriber, event_id) values ($1, $2)`, [
        subscriber,
        event.eventId,
      ]);
      seen.push(event);
    };
    return { seen, handle };
  };

  const allEventIds = async () =>
    (
      await store.db.query<{ event_id: string }>(`select event_id from "${store.schema}".events`)
    ).rows.map((r) => r.event_id);

  it('follows eight concurrent writers and sees every event exactly once, in a consistent order', async () => {
    const name = `follower-${randomUUID()}`;
    const { seen, handle } = recorder(name);
    const subscriber = new CatchUpSubscriber(store.db, store.schema, {
      name,
      handle,
      pollIntervalMs: 2,
      batchSize: 25,
    });
    subscriber.start();

    const writer = async (w: number) => {
      for (let i = 0; i < 30; i++) {
        const stream = `writer-${w}-${i % 3}`;
        const version = Math.floor(i / 3);
        const events = Array.from({ length: 1 + (i % 3) }, (_, k) => ({
          type: 'Written',
          data: { w, i, k },
        }));
        const expectedVersion = version === 0 ? 'no_stream' : ('any' as const);
        if (i % 2 === 0) {
          await appendToStream(store.db, store.schema, stream, events, { expectedVersion });
        } else {
          // Hold some transactions open after the insert (and take some ids early) so commits
          // land out of position order: exactly the case a naive position cursor gets wrong.
          await store.db.transaction(async (tx) => {
            if (i % 4 === 1) {
              await tx.query('select pg_current_xact_id()');
              await sleep(Math.random() * 3);
            }
            await appendToStreamInTransaction(tx, store.schema, stream, events, {
              expectedVersion,
            });
            await sleep(Math.random() * 4);
          });
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));

    const expected = await allEventIds();
    expect(expected).toHaveLength(8 * 10 * (1 + 2 + 3));
    await eventually(async () => {
      await subscriber.catchUp();
      expect(seen).toHaveLength(expected.length);
    });
    await subscriber.stop();

    expect(new Set(seen.map((e) => e.eventId))).toEqual(new Set(expected));
    for (let i = 1; i < seen.length; i++) {
      expect(compareLogPositions(logPositionOf(seen[i - 1]), logPositionOf(seen[i]))).toBe(-1);
    }
    const versionsByStream = new Map<string, number[]>();
    for (const event of seen) {
      versionsByStream.set(event.streamId, [
        ...(versionsByStream.get(event.streamId) ?? []),
        event.streamVersion,
      ]);
    }
    for (const versions of versionsByStream.values()) {
      expect(versions).toEqual(versions.map((_, index) => index + 1));
    }
  });

  it('resumes from its durable checkpoint after a restart without handling anything twice', async () => {
    const name = `resumer-${randomUUID()}`;
    const stream = `resume-${randomUUID()}`;
    await appendToStream(store.db, store.schema, stream, [{ type: 'One', data: {} }], {
      expectedVersion: 'no_stream',
    });
    const first = recorder(name);
    await eventually(async () => {
      await new CatchUpSubscriber(store.db, store.schema, { name, handle: first.handle }).catchUp();
      expect(first.seen.some((e) => e.streamId === stream)).toBe(true);
    });

    await appendToStream(store.db, store.schema, stream, [{ type: 'Two', data: {} }], {
      expectedVersion: 1,
    });
    const second = recorder(name);
    const restarted = new CatchUpSubscriber(store.db, store.schema, {
      name,
      handle: second.handle,
    });
    await eventually(async () => {
      await restarted.catchUp();
      expect(second.seen.map((e) => e.type)).toContain('Two');
    });
    expect(second.seen.map((e) => e.type)).not.toContain('One');
    expect(
      compareLogPositions(
        await restarted.position(),
        logPositionOf(second.seen[second.seen.length - 1]),
      ),
    ).toBeGreaterThanOrEqual(0);
  });

  it('rolls a failing batch back, keeps its checkpoint, and carries on once the handler recovers', async () => {
    const name = `flaky-${randomUUID()}`;
    const { seen, handle } = recorder(name);
    let broken = true;
    const subscriber = new CatchUpSubscriber(store.db, store.schema, {
      name,
      handle: async (tx, event) => {
        await handle(tx, event);
        if (broken && event.type === 'Poison') {
          throw new Error('handler down');
        }
      },
    });
    await subscriber.catchUp();
    const before = await subscriber.position();
    const seenRows = async () =>
      (
        await store.db.query(`select event_id from "${store.schema}".seen where subscriber = $1`, [
          name,
        ])
      ).rows.length;
    const rowsBefore = await seenRows();
    await appendToStream(
      store.db,
      store.schema,
      `flaky-${randomUUID()}`,
      [{ type: 'Poison', data: {} }],
      { expectedVersion: 'no_stream' },
    );
    await eventually(() => expect(subscriber.catchUp()).rejects.toThrow('handler down'));
    expect(await subscriber.position()).toEqual(before);
    expect(await seenRows()).toBe(rowsBefore);

    broken = false;
    const countBefore = seen.length;
    await eventually(async () => {
      await subscriber.catchUp();
      expect(seen.slice(countBefore).some((e) => e.type === 'Poison')).toBe(true);
    });
  });

  it('reads only the types a projection handles', async () => {
    const name = `typed-${randomUUID()}`;
    const stream = `typed-${randomUUID()}`;
    await appendToStream(
      store.db,
      store.schema,
      stream,
      [
        { type: 'Wanted', data: {} },
        { type: 'Ignored', data: {} },
      ],
      {
        expectedVersion: 'no_stream',
      },
    );
    const applied: string[] = [];
    const subscriber = new CatchUpSubscriber(store.db, store.schema, {
      name,
      handle: {
        name,
        handles: ['Wanted'],
        apply: async (_tx: SqlExecutor, event: RecordedEvent) =>
          void applied.push(`${event.streamId}:${event.type}`),
      },
    });
    await eventually(async () => {
      await subscriber.catchUp();
      expect(applied).toContain(`${stream}:Wanted`);
    });
    expect(applied).not.toContain(`${stream}:Ignored`);
  });

  if (engine.concurrentTransactions) {
    it('lets two instances of one subscriber (two pods) share the work without handling an event twice', async () => {
      const name = `shared-${randomUUID()}`;
      const a = recorder(name);
      const b = recorder(name);
      const podA = new CatchUpSubscriber(store.db, store.schema, {
        name,
        handle: a.handle,
        pollIntervalMs: 1,
        batchSize: 5,
      });
      const podB = new CatchUpSubscriber(store.db, store.schema, {
        name,
        handle: b.handle,
        pollIntervalMs: 1,
        batchSize: 5,
      });
      podA.start();
      podB.start();
      for (let i = 0; i < 40; i++) {
        await appendToStream(
          store.db,
          store.schema,
          `pods-${i % 4}-${name}`,
          [{ type: 'Tick', data: { i } }],
          { expectedVersion: 'any' },
        );
      }
      const expected = await allEventIds();
      await eventually(async () => {
        await podA.catchUp();
        expect(a.seen.length + b.seen.length).toBe(expected.length);
      });
      await Promise.all([podA.stop(), podB.stop()]);
      expect(new Set([...a.seen, ...b.seen].map((e) => e.eventId)).size).toBe(expected.length);
    });
  }
});
