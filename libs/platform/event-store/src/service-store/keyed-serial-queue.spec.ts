import { KeyedSerialQueue } from './keyed-serial-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedSerialQueue', () => {
  it('runs one key in order, one at a time, and keeps going after a failure', async () => {
    const queue = new KeyedSerialQueue();
    const log: string[] = [];
    let running = 0;
    const work =
      (label: string, fail = false) =>
      async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${label}`);
        await tick();
        log.push(`end ${label}`);
        running--;
        if (fail) {
          throw new Error(label);
        }
        return label;
      };
    const results = await Promise.allSettled([
      queue.run('a', work('1')),
      queue.run('a', work('2', true)),
      queue.run('a', work('3')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('runs different keys side by side', async () => {
    const queue = new KeyedSerialQueue();
    const log: string[] = [];
    const work = (label: string) => async () => {
      log.push(`start ${label}`);
      await tick();
      log.push(`end ${label}`);
    };
    await Promise.all([queue.run('a', work('a')), queue.run('b', work('b'))]);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });
});
