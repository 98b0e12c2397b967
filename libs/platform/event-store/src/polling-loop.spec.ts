import { PollingLoop } from './polling-loop';

describe('PollingLoop', () => {
  it('polls until stopped, wakes early on demand, and waits for the pass in flight on stop', async () => {
    let passes = 0;
    const loop = new PollingLoop({
      pass: async () => void (passes += 1),
      intervalMs: 60_000,
      onError: () => undefined,
    });
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(passes).toBe(1);
    loop.wake();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(passes).toBe(2);
    await loop.stop();
    expect(loop.isRunning).toBe(false);
  });

  it('reports failures and keeps going', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const loop = new PollingLoop({
      pass: async () => {
        passes += 1;
        if (passes === 1) {
          throw new Error('first pass failed');
        }
      },
      intervalMs: 1,
      onError: (error) => errors.push(error),
    });
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await loop.stop();
    expect(errors).toHaveLength(1);
    expect(passes).toBeGreaterThan(1);
  });
});
