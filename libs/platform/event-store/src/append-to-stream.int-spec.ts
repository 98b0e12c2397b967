import { randomUUID } from 'node:crypto';
import { deferred, eventually } from '../testing/deferred';
import {
  readStreamStats,
  streamStatsMigration,
  streamStatsProjection,
} from '../testing/stream-stats.projection';
import { testEngines, useTestStore } from '../testing/test-engines';
import { appendToStream, appendToStreamInTransaction } from './append-to-stream';
import { EventStoreErrorCode, StreamVersionConflictError } from './event-store.exception';
import { readAll } from './read-all';
import { readStream } from './read-stream';

const deposited = (amount: number) => ({ type: 'Deposited', data: { amount } });

describe.each(testEngines())('appendToStream on $name', (engine) => {
  const store = useTestStore(engine, [streamStatsMigration]);
  const stream = () => `account-${randomUUID()}`;

  it('appends events with consecutive versions, bigint positions and their metadata', async () => {
    const id = stream();
    const first = await appendToStream(
      store.db,
      store.schema,
      id,
      [deposited(5), { ...deposited(7), metadata: { traceparent: 't-1' } }],
      {
        expectedVersion: 'no_stream',
      },
    );
    const second = await appendToStream(store.db, store.schema, id, [deposited(1)], {
      expectedVersion: 2,
    });

    expect(first.nextExpectedVersion).toBe(2);
    expect(second.nextExpectedVersion).toBe(3);
    expect(typeof second.lastGlobalPosition).toBe('bigint');
    expect(second.lastGlobalPosition).toBeGreaterThan(first.lastGlobalPosition);
    const { events, currentVersion } = await readStream(store.db, store.schema, id);
    expect(currentVersion).toBe(3);
    expect(events.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'Deposited', { amount: 5 }],
      [2, 'Deposited', { amount: 7 }],
      [3, 'Deposited', { amount: 1 }],
    ]);
    expect(events[1].metadata).toEqual({ traceparent: 't-1' });
    expect(events[0].recordedAt).toBeInstanceOf(Date);
    expect(typeof events[0].transactionId).toBe('bigint');
    expect(events.map((e) => e.eventId)).toEqual(
      [...first.events, ...second.events].map((e) => e.eventId),
    );
  });

  it('rejects a stale expected version with a typed conflict carrying expected and actual', async () => {
    const id = stream();
    await appendToStream(store.db, store.schema, id, [deposited(1), deposited(2)], {
      expectedVersion: 'no_stream',
    });

    const stale = await appendToStream(store.db, store.schema, id, [deposited(3)], {
      expectedVersion: 1,
    }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(StreamVersionConflictError);
    expect(stale).toMatchObject({
      streamId: id,
      expected: 1,
      actual: 2,
      code: EventStoreErrorCode.StreamVersionConflict,
    });

    await expect(
      appendToStream(store.db, store.schema, id, [deposited(3)], { expectedVersion: 'no_stream' }),
    ).rejects.toMatchObject({
      expected: 'no_stream',
      actual: 2,
    });
    await expect(
      appendToStream(store.db, store.schema, stream(), [deposited(3)], { expectedVersion: 4 }),
    ).rejects.toMatchObject({
      expected: 4,
      actual: 0,
    });
    expect((await readStream(store.db, store.schema, id)).currentVersion).toBe(2);
  });

  it("treats expected version 0 as 'no_stream' and 'any' as no check", async () => {
    const id = stream();
    await appendToStream(store.db, store.schema, id, [deposited(1)], { expectedVersion: 0 });
    await expect(
      appendToStream(store.db, store.schema, id, [deposited(1)], { expectedVersion: 0 }),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    const result = await appendToStream(store.db, store.schema, id, [deposited(2), deposited(3)], {
      expectedVersion: 'any',
    });
    expect(result.events.map((e) => e.streamVersion)).toEqual([2, 3]);
    const fresh = await appendToStream(store.db, store.schema, stream(), [deposited(1)], {
      expectedVersion: 'any',
    });
    expect(fresh.nextExpectedVersion).toBe(1);
  });

  it('lets exactly one of two writers racing with the same expected version win, every time', async () => {
    for (let round = 0; round < 15; round++) {
      const id = stream();
      await appendToStream(store.db, store.schema, id, [deposited(1)], {
        expectedVersion: 'no_stream',
      });
      const outcomes = await Promise.allSettled([
        appendToStream(store.db, store.schema, id, [deposited(10)], { expectedVersion: 1 }),
        appendToStream(store.db, store.schema, id, [deposited(20)], { expectedVersion: 1 }),
      ]);
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(StreamVersionConflictError);
      expect(lost[0].reason).toMatchObject({ streamId: id, expected: 1, actual: 2 });
      const { events } = await readStream(store.db, store.schema, id);
      expect(events.map((e) => e.streamVersion)).toEqual([1, 2]);
    }
  });

  it('lets exactly one of eight writers creating the same stream win', async () => {
    const id = stream();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        appendToStream(store.db, store.schema, id, [deposited(i)], {
          expectedVersion: 'no_stream',
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect((await readStream(store.db, store.schema, id)).events).toHaveLength(1);
  });

  it("never loses an 'any' append under concurrency", async () => {
    const id = stream();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        appendToStream(store.db, store.schema, id, [deposited(i)], { expectedVersion: 'any' }),
      ),
    );
    const { events } = await readStream(store.db, store.schema, id);
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('writes outbox messages and runs inline projections in the same transaction', async () => {
    const id = stream();
    const projection = streamStatsProjection(store.schema);
    await appendToStream(
      store.db,
      store.schema,
      id,
      [deposited(5), { type: 'Withdrawn', data: { amount: 2 } }],
      {
        expectedVersion: 'no_stream',
        projections: [projection],
        messages: (events) =>
          events.map((event) => ({
            messageId: event.eventId,
            topic: 'accounts',
            key: id,
            type: `${event.type}.v1`,
            payload: event.data,
          })),
      },
    );
    const stats = (await readStreamStats(store.db, store.schema)).find(
      (row) => row.stream_id === id,
    );
    expect(stats).toMatchObject({ events: 2, total: 3n, last_type: 'Withdrawn', last_version: 2 });
    const { rows } = await store.db.query(
      `select type, key, status, payload from "${store.schema}".outbox where key = $1 order by id`,
      [id],
    );
    expect(rows).toEqual([
      { type: 'Deposited.v1', key: id, status: 'pending', payload: { amount: 5 } },
      { type: 'Withdrawn.v1', key: id, status: 'pending', payload: { amount: 2 } },
    ]);
  });

  it('commits nothing when an inline projection fails: no events, no outbox rows, no version', async () => {
    const id = stream();
    const failing = {
      name: 'failing',
      handles: ['Deposited'],
      apply: () => Promise.reject(new Error('projection broke')),
    };
    await expect(
      appendToStream(store.db, store.schema, id, [deposited(5)], {
        expectedVersion: 'no_stream',
        projections: [failing],
        messages: () => [
          { messageId: randomUUID(), topic: 'accounts', key: id, type: 'x.v1', payload: {} },
        ],
      }),
    ).rejects.toThrow('projection broke');
    expect(await readStream(store.db, store.schema, id)).toEqual({ events: [], currentVersion: 0 });
    const { rows } = await store.db.query(`select 1 from "${store.schema}".outbox where key = $1`, [
      id,
    ]);
    expect(rows).toEqual([]);
  });

  it("runs inside a caller's transaction; a conflict there leaves the transaction usable", async () => {
    const id = stream();
    await appendToStream(store.db, store.schema, id, [deposited(1)], {
      expectedVersion: 'no_stream',
    });
    const inboxId = randomUUID();
    await store.db.transaction(async (tx) => {
      await tx.query(
        `insert into "${store.schema}".inbox (consumer, message_id) values ('test', $1)`,
        [inboxId],
      );
      await expect(
        appendToStreamInTransaction(tx, store.schema, id, [deposited(2)], { expectedVersion: 5 }),
      ).rejects.toBeInstanceOf(StreamVersionConflictError);
      await appendToStreamInTransaction(tx, store.schema, id, [deposited(2)], {
        expectedVersion: 1,
      });
    });
    expect((await readStream(store.db, store.schema, id)).currentVersion).toBe(2);
    const { rows } = await store.db.query(
      `select 1 from "${store.schema}".inbox where message_id = $1`,
      [inboxId],
    );
    expect(rows).toHaveLength(1);
  });

  it('keeps a caller-chosen event id and rejects its reuse', async () => {
    const eventId = randomUUID();
    const result = await appendToStream(
      store.db,
      store.schema,
      stream(),
      [{ ...deposited(1), eventId }],
      { expectedVersion: 'any' },
    );
    expect(result.events[0].eventId).toBe(eventId);
    await expect(
      appendToStream(store.db, store.schema, stream(), [{ ...deposited(1), eventId }], {
        expectedVersion: 'any',
      }),
    ).rejects.toMatchObject({ code: EventStoreErrorCode.DuplicateEventId });
  });

  it('rejects bad input before writing', async () => {
    const invalid = { code: EventStoreErrorCode.InvalidArgument };
    await expect(
      appendToStream(store.db, store.schema, stream(), [], { expectedVersion: 'any' }),
    ).rejects.toMatchObject(invalid);
    await expect(
      appendToStream(store.db, store.schema, '', [deposited(1)], { expectedVersion: 'any' }),
    ).rejects.toMatchObject(invalid);
    await expect(
      appendToStream(store.db, store.schema, stream(), [deposited(1)], { expectedVersion: -1 }),
    ).rejects.toMatchObject(invalid);
    await expect(
      appendToStream(
        store.db,
        store.schema,
        stream(),
        [{ ...deposited(1), eventId: 'not-a-uuid' }],
        { expectedVersion: 'any' },
      ),
    ).rejects.toMatchObject(invalid);
  });

  if (engine.concurrentTransactions) {
    it('keeps a stream in version order in the global log when the later writer took its transaction id first', async () => {
      const id = stream();
      const tookId = deferred();
      const firstCommitted = deferred();
      // T2 takes a transaction id early (as an inbox insert would), then waits.
      const t2 = store.db.transaction(async (tx) => {
        await tx.query('select pg_current_xact_id()');
        tookId.resolve();
        await firstCommitted.promise;
        await appendToStreamInTransaction(tx, store.schema, id, [deposited(2)], {
          expectedVersion: 1,
        });
      });
      await tookId.promise;
      // T1 gets a higher transaction id, appends version 1 and commits.
      await appendToStream(store.db, store.schema, id, [deposited(1)], {
        expectedVersion: 'no_stream',
      });
      firstCommitted.resolve();
      await t2;

      await eventually(async () => {
        const all = await readAll(store.db, store.schema, { limit: 10_000 });
        const versions = all.events.filter((e) => e.streamId === id).map((e) => e.streamVersion);
        expect(versions).toEqual([1, 2]);
      });
    });
  }
});
