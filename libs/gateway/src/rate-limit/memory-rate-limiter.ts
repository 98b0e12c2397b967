import type { RateLimitDecision, RateLimiter, RateLimitPolicy } from './rate-limiter';

/** Standalone: one process holds every counter. Expired windows are swept once per window. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly policy: RateLimitPolicy,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), policy.windowMs);
    this.sweeper.unref();
  }

  async consume(key: string): Promise<RateLimitDecision> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + this.policy.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.policy.limit,
      remaining: Math.max(0, this.policy.limit - window.count),
      resetMs: window.endsAt - now,
    };
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
