export interface WindowHit {
  /** Hits on the key in its current window, this one included. */
  count: number;
  /** When that window ends (ms since the epoch, by the counters' clock). */
  endsAt: number;
  /** The time the hit was counted at. */
  now: number;
}

/**
 * Hits per key over fixed windows, in one process's memory (the standalone shape; several
 * replicas count in Redis instead). A key's window starts at its first hit and lasts `windowMs`
 * (or the length that hit names); expired windows are swept once per `windowMs`, so idle keys do
 * not pile up.
 */
export class FixedWindowCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), windowMs);
    this.sweeper.unref();
  }

  hit(key: string, windowMs: number = this.windowMs): WindowHit {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, endsAt: window.endsAt, now };
  }

  /** Hits on the key in its current window; 0 once the window has ended. */
  count(key: string): number {
    return this.peek(key).count;
  }

  /** The key's current window without adding a hit (count 0 and `endsAt` now once it ended). */
  peek(key: string): WindowHit {
    const now = this.now();
    const window = this.windows.get(key);
    return window && window.endsAt > now
      ? { count: window.count, endsAt: window.endsAt, now }
      : { count: 0, endsAt: now, now };
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  close(): void {
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
