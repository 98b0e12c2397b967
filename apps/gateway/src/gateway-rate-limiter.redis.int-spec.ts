import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { gatewayProcessConfig } from './gateway-process.config';
import { gatewayRateLimiter } from './gateway-rate-limiter';

const SERVICE_URLS =
  'identity=http://a:1,paper-generation=http://a:2,test-attempt=http://a:3,credits-ledger=http://a:4,explanations=http://a:5,payments=http://a:6,learning-analytics=http://a:7';

// jest.config.js leaves this file out, saying why, where REDIS_URL is not set.
describe('the gateway process’s rate limiter on a shared Redis', () => {
  const run = `abhyas-test-${randomBytes(4).toString('hex')}`;
  const redis = new Redis(process.env.REDIS_URL!);
  afterAll(async () => {
    const keys = await redis.keys(`${run}*`);
    if (keys.length) {
      await redis.del(...keys);
    }
    await redis.quit();
  });

  const limiterOf = (prefix: string) =>
    gatewayRateLimiter(
      gatewayProcessConfig.parse({
        SERVICE_URLS,
        REDIS_URL: process.env.REDIS_URL,
        REDIS_STREAM_PREFIX: prefix,
        RATE_LIMIT_PER_MINUTE: '2',
      }),
    );

  it('gives two copies of the platform (two REDIS_STREAM_PREFIXes) separate budgets', async () => {
    const copyA = limiterOf(`${run}-a`);
    const copyB = limiterOf(`${run}-b`);
    try {
      await copyA.consume('203.0.113.9');
      await copyA.consume('203.0.113.9');
      expect((await copyA.consume('203.0.113.9')).allowed).toBe(false);
      expect((await copyB.consume('203.0.113.9')).allowed).toBe(true);
      expect(await redis.keys(`${run}-a:*`)).toEqual([`${run}-a:gateway:rate:203.0.113.9`]);
    } finally {
      await copyA.close();
      await copyB.close();
    }
  });
});
