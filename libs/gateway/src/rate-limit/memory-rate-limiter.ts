import { FixedWindowCounters } from '@abhyas/runtime';
import type { RateLimitDecision, RateLimiter, RateLimitPolicy } from './rate-limiter';

/** Standalone: one process holds every counter. Expired windows are swept once per window. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly counters: FixedWindowCounters;

  constructor(
    private readonly policy: RateLimitPolicy,
    now: () => number = Date.now,
  ) {
    this.counters = new FixedWindowCounters(policy.windowMs, now);
  }

  async consume(key: string): Promise<RateLimitDecision> {
    const { count, endsAt, now } = this.counters.hit(key);
    return {
      allowed: count <= this.policy.limit,
      remaining: Math.max(0, this.policy.limit - count),
      resetMs: endsAt - now,
    };
  }

  async close(): Promise<void> {
    this.counters.close();
  }
}
