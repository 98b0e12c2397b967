import { deferred, eventually } from '../testing/deferred';
import { testEngines, useTestStore } from '../testing/test-engines';
import { appendToStream, appendToStreamInTransaction } from './append-to-stream';
import { compareLogPositions, logStart, type LogPosition } from './log-position';
import { readAll } from './read-all';
import type { RecordedEvent } from './event-store.types';

const event = (type: string, n = 0) => ({ type, data: { n } });

describe.each(testEngines())('readAll on $name', (engine) => {
  const store = useTestStore(engine);

  /** Reads everything after `after`, batch by batch, as a subscriber would. */
  const readBatches = async (after: LogPosition, limit: number) => {
    const events: RecordedEvent[] = [];
    let position = after;
    for (;;) {
      const batch = await readAll(store.db, store.schema, { after: position, limit });
      events.push(...batch.events);
      position = batch.position;
      if (batch.events.length < limit) {
        return { events, position };
      }
    }
  };

  /**
   * Reads to the end until `expected` events have arrived: PostgreSQL is shared with other
   * sessions, whose open transactions may hold the gap-safe mark back for a moment.
   */
  const readToEnd = (after: LogPosition, expected: number, limit = 3) =>
    eventually(async () => {
      const result = await readBatches(after, limit);
      expect(result.events).toHaveLength(expected);
      return result;
    });

  it('pages through the log in (transaction id, position) order and ends past the last event', async () => {
    const start = (await readAll(store.db, store.schema)).position;
    for (let i = 0; i < 4; i++) {
      await appendToStream(store.db, store.schema, `page-${i}`, [event('A', i), event('B', i)], {
        expectedVersion: 'no_stream',
      });
    }
    const { events, position } = await readToEnd(start, 8);
    expect(events.map((e) => `${e.streamId}:${e.streamVersion}`)).toEqual(
      [0, 1, 2, 3].flatMap((i) => [`page-${i}:1`, `page-${i}:2`]),
    );
    for (let i = 1; i < events.length; i++) {
      expect(
        compareLogPositions(
          {
            transactionId: events[i - 1].transactionId!,
            globalPosition: events[i - 1].globalPosition,
          },
          {
            transactionId: events[i].transactionId!,
            globalPosition: events[i].globalPosition,
          },
        ),
      ).toBe(-1);
    }
    expect(compareLogPositions(position, start)).toBe(1);
    expect((await readAll(store.db, store.schema, { after: position })).events).toEqual([]);
  });

  it('filters by type and still moves the cursor past the rest', async () => {
    const start = (await readAll(store.db, store.schema)).position;
    await appendToStream(store.db, store.schema, 'typed', [event('A'), event('B'), event('A')], {
      expectedVersion: 'no_stream',
    });
    const batch = await eventually(async () => {
      const result = await readAll(store.db, store.schema, { after: start, types: ['B'] });
      expect(result.events.map((e) => e.type)).toEqual(['B']);
      return result;
    });
    expect(
      (await readAll(store.db, store.schema, { after: batch.position, types: ['A', 'B'] })).events,
    ).toEqual([]);
  });

  it('orders transaction ids as numbers, not text (99 before 100)', async () => {
    const insert = (transactionId: string, stream: string) =>
      store.db.query(
        `insert into "${store.schema}".events (stream_id, stream_version, event_id, type, data, transaction_id)
         values ($1, 1, gen_random_uuid(), 'Raw', '{}', $2::text::xid8)`,
        [stream, transactionId],
      );
    await insert('100', 'raw-100');
    await insert('99', 'raw-99');
    const { events } = await readAll(store.db, store.schema, { limit: 2 });
    expect(events.map((e) => e.streamId)).toEqual(['raw-99', 'raw-100']);
  });

  it('starts at the beginning of the log by default', async () => {
    const batch = await readAll(store.db, store.schema, { limit: 1 });
    expect(batch.events).toHaveLength(1);
    expect(compareLogPositions(batch.position, logStart)).toBe(1);
  });

  if (engine.concurrentTransactions) {
    it('does not return an event committed after an earlier one that is still in flight, until that one commits', async () => {
      const start = (await readAll(store.db, store.schema)).position;
      const inserted = deferred();
      const release = deferred();
      const early = store.db.transaction(async (tx) => {
        await appendToStreamInTransaction(tx, store.schema, 'held-early', [event('Early')], {
          expectedVersion: 'no_stream',
        });
        inserted.resolve();
        await release.promise;
      });
      await inserted.promise;
      await appendToStream(store.db, store.schema, 'held-late', [event('Late')], {
        expectedVersion: 'no_stream',
      });

      const whileHeld = await readAll(store.db, store.schema, { after: start });
      expect(whileHeld.events.map((e) => e.type)).toEqual([]);

      release.resolve();
      await early;
      const after = await readToEnd(whileHeld.position, 2);
      expect(after.events.map((e) => e.type)).toEqual(['Early', 'Late']);
      expect(after.events[0].globalPosition).toBeLessThan(after.events[1].globalPosition);
    });

    it('never skips a lower global position that commits after a higher one was read (why the cursor is not just a position)', async () => {
      const start = (await readAll(store.db, store.schema)).position;
      const tookId = deferred();
      const lowInserted = deferred();
      const releaseHigh = deferred();
      const releaseLow = deferred();
      // B takes the lower transaction id first, but inserts after A.
      const b = store.db.transaction(async (tx) => {
        await tx.query('select pg_current_xact_id()');
        tookId.resolve();
        await releaseHigh.promise;
        await appendToStreamInTransaction(tx, store.schema, 'gap-b', [event('B')], {
          expectedVersion: 'no_stream',
        });
      });
      await tookId.promise;
      // A gets the higher transaction id and the LOWER global position, and stays open.
      const a = store.db.transaction(async (tx) => {
        await appendToStreamInTransaction(tx, store.schema, 'gap-a', [event('A')], {
          expectedVersion: 'no_stream',
        });
        lowInserted.resolve();
        await releaseLow.promise;
      });
      await lowInserted.promise;
      releaseHigh.resolve();
      await b;

      const first = await eventually(async () => {
        const result = await readAll(store.db, store.schema, { after: start });
        expect(result.events.map((e) => e.type)).toEqual(['B']);
        return result;
      });

      releaseLow.resolve();
      await a;
      const second = await readToEnd(first.position, 1);
      expect(second.events.map((e) => e.type)).toEqual(['A']);
      // The hazard was real: A's position is below the B already returned.
      expect(second.events[0].globalPosition).toBeLessThan(first.events[0].globalPosition);
    });
  }
});
