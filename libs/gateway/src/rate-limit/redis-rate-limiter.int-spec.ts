import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { RedisRateLimiter } from './redis-rate-limiter';

// jest.config.js leaves this file out, saying why, where REDIS_URL is not set.
describe('RedisRateLimiter', () => {
  const prefix = `abhyas-test-rate-${randomBytes(4).toString('hex')}`;
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) {
      await redis.del(...keys);
    }
    await redis.quit();
  });

  it('shares one budget between gateway replicas and expires it with the window', async () => {
    const replicaA = new RedisRateLimiter(redis, { limit: 4, windowMs: 500 }, prefix);
    const replicaB = new RedisRateLimiter(redis.duplicate(), { limit: 4, windowMs: 500 }, prefix);
    const decisions = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? replicaA : replicaB).consume('203.0.113.7')),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(4);
    expect(decisions.every((d) => d.resetMs > 0 && d.resetMs <= 500)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await replicaA.consume('203.0.113.7')).allowed).toBe(true);
    await replicaB.close();
  });

  it('keeps two installs on one Redis apart: each prefix has its own budget', async () => {
    const installA = new RedisRateLimiter(redis, { limit: 2, windowMs: 60_000 }, `${prefix}-a`);
    const installB = new RedisRateLimiter(redis, { limit: 2, windowMs: 60_000 }, `${prefix}-b`);
    await installA.consume('198.51.100.4');
    await installA.consume('198.51.100.4');
    expect((await installA.consume('198.51.100.4')).allowed).toBe(false);
    expect((await installB.consume('198.51.100.4')).allowed).toBe(true);
    expect(await redis.keys(`${prefix}-a:gateway:rate:*`)).toHaveLength(1);
  });
});
