import type Redis from 'ioredis';
import type { AttemptCounter } from '../application/identity.ports';

/** One process (standalone): counters in a map, expired windows swept. */
export class MemoryAttemptCounter implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), windowMs);
    this.sweeper.unref();
  }

  async hit(key: string): Promise<number> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count;
  }

  async count(key: string): Promise<number> {
    const window = this.windows.get(key);
    return window && window.endsAt > this.now() ? window.count : 0;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) {
        this.windows.delete(key);
      }
    }
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
