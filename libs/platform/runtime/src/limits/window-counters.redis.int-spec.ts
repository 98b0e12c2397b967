import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { RedisWindowCounters } from './window-counters';

// jest.config.js leaves this file out, saying why, where REDIS_URL is not set.
describe('RedisWindowCounters', () => {
  const prefix = `abhyas-test-${randomBytes(4).toString('hex')}:identity`;
  let replicaA: RedisWindowCounters;
  let replicaB: RedisWindowCounters;
  let inspector: Redis;

  beforeAll(() => {
    replicaA = new RedisWindowCounters(new Redis(process.env.REDIS_URL!), prefix);
    replicaB = new RedisWindowCounters(new Redis(process.env.REDIS_URL!), prefix);
    inspector = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await inspector.keys(`${prefix}:*`);
    if (keys.length) {
      await inspector.del(...keys);
    }
    await Promise.all([replicaA.close(), replicaB.close(), inspector.quit()]);
  });

  it('shares one window between replicas, under the install’s prefix only', async () => {
    const hits = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? replicaA : replicaB).hit('sign-up:x', 500)),
    );
    expect(hits.map((hit) => hit.count).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hits.every((hit) => hit.resetMs > 0 && hit.resetMs <= 500)).toBe(true);
    expect(await inspector.keys(`${prefix}:*`)).toEqual([`${prefix}:sign-up:x`]);

    const peeked = await replicaA.peek('sign-up:x');
    expect(peeked.count).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await replicaB.peek('sign-up:x')).toEqual({ count: 0, resetMs: 0 });
    expect((await replicaA.hit('sign-up:x', 500)).count).toBe(1);
    await replicaB.clear('sign-up:x');
    expect((await replicaA.peek('sign-up:x')).count).toBe(0);
  });
});
