import { FixedWindowCounters } from '@abhyas/runtime';
import type Redis from 'ioredis';
import type { AttemptCounter } from '../application/identity.ports';

/** One process (standalone): counters in a map, expired windows swept. */
export class MemoryAttemptCounter implements AttemptCounter {
  private readonly counters: FixedWindowCounters;

  constructor(windowMs: number, now: () => number = Date.now) {
    this.counters = new FixedWindowCounters(windowMs, now);
  }

  async hit(key: string): Promise<number> {
    return this.counters.hit(key).count;
  }

  async count(key: string): Promise<number> {
    return this.counters.count(key);
  }

  async clear(key: string): Promise<void> {
    this.counters.clear(key);
  }

  async close(): Promise<void> {
    this.counters.close();
  }
}

/** Several identity replicas share the counters: INCR and PEXPIRE NX in one MULTI. */
export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
    private readonly prefix: string,
  ) {}

  async hit(key: string): Promise<number> {
    const results = await this.redis
      .multi()
      .incr(`${this.prefix}:${key}`)
      .pexpire(`${this.prefix}:${key}`, this.windowMs, 'NX')
      .exec();
    return Number(results?.[0]?.[1] ?? 0);
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(`${this.prefix}:${key}`)) ?? 0);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:${key}`);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
