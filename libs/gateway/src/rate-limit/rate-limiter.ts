export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Milliseconds until the current window ends. */
  resetMs: number;
}

/** Fixed-window request budget per key (client address). */
export interface RateLimiter {
  consume(key: string): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}
