import { AsyncMutex } from './async-mutex';

describe('AsyncMutex', () => {
  it('runs work one at a time, in arrival order, and survives a failing holder', async () => {
    const mutex = new AsyncMutex();
    const log: string[] = [];
    const task = (name: string, fail = false) =>
      mutex.runExclusive(async () => {
        log.push(`${name}:start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name}:end`);
        if (fail) {
          throw new Error(name);
        }
        return name;
      });
    const results = await Promise.allSettled([task('a'), task('b', true), task('c')]);
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
