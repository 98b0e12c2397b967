import { MemoryRateLimiter } from './memory-rate-limiter';

describe('MemoryRateLimiter', () => {
  it('allows the limit per window per key, then refuses until the window ends', async () => {
    let now = 1_000;
    const limiter = new MemoryRateLimiter({ limit: 3, windowMs: 60_000 }, () => now);
    const decisions = [];
    for (let i = 0; i < 4; i++) {
      decisions.push(await limiter.consume('10.0.0.1'));
    }
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]).toMatchObject({ remaining: 0, resetMs: 60_000 });
    expect((await limiter.consume('10.0.0.2')).allowed).toBe(true);

    now += 60_000;
    expect(await limiter.consume('10.0.0.1')).toMatchObject({ allowed: true, remaining: 2 });
    await limiter.close();
  });
});
