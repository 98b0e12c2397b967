import { testEngines, useTestStore } from '../testing/test-engines';
import { appendToStream } from './append-to-stream';
import { readStream } from './read-stream';

describe.each(testEngines())('readStream on $name', (engine) => {
  const store = useTestStore(engine);

  beforeAll(async () => {
    const events = Array.from({ length: 5 }, (_, i) => ({ type: 'Ticked', data: { n: i + 1 } }));
    await appendToStream(store.db, store.schema, 'clock-1', events, {
      expectedVersion: 'no_stream',
    });
    await appendToStream(store.db, store.schema, 'clock-2', [{ type: 'Ticked', data: { n: 1 } }], {
      expectedVersion: 'no_stream',
    });
  });

  it('returns only that stream, in version order, with its current version', async () => {
    const { events, currentVersion } = await readStream(store.db, store.schema, 'clock-1');
    expect(currentVersion).toBe(5);
    expect(events.map((e) => [e.streamId, e.streamVersion, e.data])).toEqual(
      [1, 2, 3, 4, 5].map((n) => ['clock-1', n, { n }]),
    );
  });

  it('reads a window from a version, and reports the full current version with it', async () => {
    const { events, currentVersion } = await readStream(store.db, store.schema, 'clock-1', {
      fromVersion: 3,
      maxCount: 2,
    });
    expect(events.map((e) => e.streamVersion)).toEqual([3, 4]);
    expect(currentVersion).toBe(5);
  });

  it('reads a missing stream as empty at version 0', async () => {
    expect(await readStream(store.db, store.schema, 'nope')).toEqual({
      events: [],
      currentVersion: 0,
    });
  });
});
