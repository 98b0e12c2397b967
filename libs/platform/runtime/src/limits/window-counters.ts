import Redis from 'ioredis';
import { FixedWindowCounters } from './fixed-window-counters';

/** A key's fixed window as a limit sees it. */
export interface WindowCount {
  /** Hits on the key in its current window (0 when it has none). */
  count: number;
  /** Milliseconds until that window ends (0 when it has none): a refusal's Retry-After. */
  resetMs: number;
}

/**
 * Fixed-window counters for limits (sign-in attempts, sign-ups, lockouts): in one process's
 * memory in the standalone shape, in Redis when several replicas must share them. A key's
 * window starts at its first hit and lasts the `windowMs` that hit names.
 */
export interface WindowCounters {
  /** Adds one hit and returns the key's window, this hit included. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's window without adding a hit. */
  peek(key: string): Promise<WindowCount>;
  /** Forgets the key (a success that ends a run of failures). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

/** One process (standalone): the counters in a map, ended windows swept every minute. */
export class MemoryWindowCounters implements WindowCounters {
  private readonly counters: FixedWindowCounters;

  constructor(now: () => number = Date.now) {
    this.counters = new FixedWindowCounters(SWEEP_EVERY_MS, now);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const { count, endsAt, now } = this.counters.hit(key, windowMs);
    return { count, resetMs: endsAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const { count, endsAt, now } = this.counters.peek(key);
    return { count, resetMs: endsAt - now };
  }

  async clear(key: string): Promise<void> {
    this.counters.clear(key);
  }

  async close(): Promise<void> {
    this.counters.close();
  }
}

/**
 * Shared by every replica: INCR, PEXPIRE NX and PTTL in one MULTI, so the window starts with
 * the first hit and no counter outlives it. Every key starts with `prefix` (the install's Redis
 * prefix and the counter's owner), so two installs on one Redis never share a counter.
 */
export class RedisWindowCounters implements WindowCounters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const redisKey = this.keyOf(key);
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, windowMs, 'NX')
      .pttl(redisKey)
      .exec();
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count: Number(results?.[0]?.[1] ?? 0), resetMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<WindowCount> {
    const redisKey = this.keyOf(key);
    const results = await this.redis.multi().get(redisKey).pttl(redisKey).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? 0);
    return ttl > 0 ? { count, resetMs: ttl } : { count: 0, resetMs: 0 };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  private keyOf(key: string): string {
    return `${this.prefix}:${key}`;
  }
}

/**
 * Redis counters when `redisUrl` is set (the distributed shape), memory otherwise. `prefix`
 * names the keys' owner under the install's prefix: `${REDIS_STREAM_PREFIX}:identity`.
 */
export const createWindowCounters = (options: {
  redisUrl?: string;
  prefix: string;
  now?: () => number;
}): WindowCounters =>
  options.redisUrl
    ? new RedisWindowCounters(
        new Redis(options.redisUrl, { maxRetriesPerRequest: 2 }),
        options.prefix,
      )
    : new MemoryWindowCounters(options.now);
