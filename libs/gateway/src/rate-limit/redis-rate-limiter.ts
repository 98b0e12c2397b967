import type Redis from 'ioredis';
import type { RateLimitDecision, RateLimiter, RateLimitPolicy } from './rate-limiter';

/** The gateway's counters under the install's Redis prefix: `<REDIS_STREAM_PREFIX>:gateway:rate:<address>`. */
export const rateLimitKeyPrefix = (installPrefix: string): string =>
  `${installPrefix}:gateway:rate`;

/**
 * Distributed: every gateway replica shares the counters. INCR and PEXPIRE NX in one MULTI,
 * so the window starts with the first request and no counter outlives it. Keys start with the
 * install's prefix (`REDIS_STREAM_PREFIX`), so two installs on one Redis never share a budget.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly keyPrefix: string;

  constructor(
    private readonly redis: Redis,
    private readonly policy: RateLimitPolicy,
    installPrefix: string,
  ) {
    this.keyPrefix = rateLimitKeyPrefix(installPrefix);
  }

  async consume(key: string): Promise<RateLimitDecision> {
    const redisKey = `${this.keyPrefix}:${key}`;
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, this.policy.windowMs, 'NX')
      .pttl(redisKey)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? this.policy.windowMs);
    return {
      allowed: count <= this.policy.limit,
      remaining: Math.max(0, this.policy.limit - count),
      resetMs: ttl > 0 ? ttl : this.policy.windowMs,
    };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
