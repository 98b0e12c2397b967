import fc from 'fast-check';
import { KeyOrderedDispatcher } from './key-ordered-dispatcher';

interface Job {
  key: string;
  seq: number;
  failuresLeft: number;
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function settle(dispatcher: KeyOrderedDispatcher<unknown>): Promise<void> {
  for (let i = 0; i < 10_000 && dispatcher.size > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe('KeyOrderedDispatcher', () => {
  it('runs each key in enqueue order and never more items than the concurrency at once, whatever fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
            failures: fc.nat({ max: 2 }),
          }),
          { maxLength: 40 },
        ),
        fc.integer({ min: 1, max: 4 }),
        async (specs, concurrency) => {
          const completed: Job[] = [];
          let running = 0;
          let peak = 0;
          const dispatcher = new KeyOrderedDispatcher<Job>({
            concurrency,
            execute: async (job) => {
              running += 1;
              peak = Math.max(peak, running);
              await tick();
              running -= 1;
              if (job.failuresLeft > 0) {
                job.failuresLeft -= 1;
                return 1;
              }
              completed.push(job);
              return undefined;
            },
          });
          specs.forEach(({ key, failures }, seq) =>
            dispatcher.enqueue(key, { key, seq, failuresLeft: failures }),
          );
          await settle(dispatcher);

          expect(completed).toHaveLength(specs.length);
          expect(peak).toBeLessThanOrEqual(concurrency);
          for (const key of new Set(specs.map((spec) => spec.key))) {
            const order = completed.filter((job) => job.key === key).map((job) => job.seq);
            expect(order).toEqual([...order].sort((x, y) => x - y));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lets other keys run while a key waits out a retry, without holding a slot', async () => {
    const log: string[] = [];
    let failed = false;
    const dispatcher = new KeyOrderedDispatcher<string>({
      concurrency: 1,
      execute: async (item) => {
        log.push(item);
        if (item === 'a1' && !failed) {
          failed = true;
          return 50;
        }
        return undefined;
      },
    });
    ['a1', 'a2'].forEach((item) => dispatcher.enqueue('a', item));
    dispatcher.enqueue('b', 'b1');
    await settle(dispatcher);

    expect(log).toEqual(['a1', 'b1', 'a1', 'a2']);
  });

  it('removes held items and cancels their retries, but lets a running one finish', async () => {
    let release: () => void = () => undefined;
    const ran: string[] = [];
    const dispatcher = new KeyOrderedDispatcher<string>({
      concurrency: 2,
      execute: async (item) => {
        ran.push(item);
        if (item === 'a1') {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return item === 'b1' ? 10_000 : undefined;
      },
    });
    ['a1', 'a2'].forEach((item) => dispatcher.enqueue('a', item));
    ['b1', 'b2'].forEach((item) => dispatcher.enqueue('b', item));
    await tick();

    const removed = dispatcher.removeWhere(() => true);
    release();
    await dispatcher.whenIdle();

    expect(removed.sort()).toEqual(['a2', 'b1', 'b2']);
    expect(ran).toEqual(['a1', 'b1']);
    expect(dispatcher.size).toBe(0);
  });

  it('does not start items while paused and reports when the held count drops below a limit', async () => {
    const ran: string[] = [];
    const dispatcher = new KeyOrderedDispatcher<string>({
      concurrency: 4,
      execute: async (item) => void ran.push(item),
    });
    dispatcher.pause();
    ['x', 'y', 'z'].forEach((item) => dispatcher.enqueue(item, item));
    await tick();
    expect(ran).toEqual([]);

    const below = dispatcher.whenSizeBelow(1);
    dispatcher.resume();
    await below;
    expect(ran).toEqual(['x', 'y', 'z']);
  });

  it('close forgets held items and clears retry timers', async () => {
    const dispatcher = new KeyOrderedDispatcher<string>({
      concurrency: 1,
      execute: async () => 60_000,
    });
    dispatcher.enqueue('k', 'retrying');
    dispatcher.enqueue('k', 'queued');
    await tick();

    await dispatcher.close();

    expect(dispatcher.size).toBe(0);
  });

  it('reports an execute that throws and moves on', async () => {
    const errors: unknown[] = [];
    const ran: string[] = [];
    const dispatcher = new KeyOrderedDispatcher<string>({
      concurrency: 1,
      execute: (item) => {
        ran.push(item);
        if (item === 'bad') {
          throw new Error('bug');
        }
        return Promise.resolve(undefined);
      },
      onUnexpectedError: (error) => errors.push(error),
    });
    dispatcher.enqueue('k', 'bad');
    dispatcher.enqueue('k', 'good');
    await settle(dispatcher);

    expect(ran).toEqual(['bad', 'good']);
    expect(errors).toHaveLength(1);
  });
});
