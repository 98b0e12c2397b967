import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '@abhyas/gateway';
import Redis from 'ioredis';

const RATE_WINDOW_MS = 60_000;

/**
 * Counters in Redis when `REDIS_URL` is set (replicas share one budget per address), under the
 * install's `REDIS_STREAM_PREFIX`; in this process's memory otherwise.
 */
export const gatewayRateLimiter = (config: {
  REDIS_URL?: string;
  REDIS_STREAM_PREFIX: string;
  RATE_LIMIT_PER_MINUTE: number;
}): RateLimiter => {
  const policy = { limit: config.RATE_LIMIT_PER_MINUTE, windowMs: RATE_WINDOW_MS };
  return config.REDIS_URL
    ? new RedisRateLimiter(
        new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }),
        policy,
        config.REDIS_STREAM_PREFIX,
      )
    : new MemoryRateLimiter(policy);
};
