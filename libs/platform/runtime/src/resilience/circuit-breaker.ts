export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures (errors or timeouts) that open the circuit; default 5. */
  failuresToOpen?: number;
  /** How long an open circuit refuses calls before one trial call may go; default 10 s. */
  coolDownMs?: number;
  now?: () => number;
}

export const DEFAULT_FAILURES_TO_OPEN = 5;
export const DEFAULT_COOL_DOWN_MS = 10_000;

/**
 * One upstream's circuit. Closed, every call goes; after `failuresToOpen` failures in a row it
 * opens and refuses calls at once (a caller answers 503 instead of waiting out a timeout each
 * time); after the cool-down it is half-open and lets one trial call through: success closes
 * it, failure opens it for another cool-down. Any success resets the count.
 */
export class CircuitBreaker {
  private readonly failuresToOpen: number;
  private readonly coolDownMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt?: number;
  private trialInFlight = false;

  constructor(options: CircuitBreakerOptions = {}) {
    this.failuresToOpen = options.failuresToOpen ?? DEFAULT_FAILURES_TO_OPEN;
    this.coolDownMs = options.coolDownMs ?? DEFAULT_COOL_DOWN_MS;
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.openedAt === undefined) {
      return 'closed';
    }
    return this.now() - this.openedAt >= this.coolDownMs ? 'half-open' : 'open';
  }

  /** Whether a call may go now; half-open, only one trial at a time. */
  tryAcquire(): boolean {
    switch (this.state) {
      case 'closed':
        return true;
      case 'open':
        return false;
      case 'half-open':
        if (this.trialInFlight) {
          return false;
        }
        this.trialInFlight = true;
        return true;
      default: {
        const unknown: never = this.state;
        throw new Error(`unknown circuit state ${String(unknown)}`);
      }
    }
  }

  succeeded(): void {
    this.failures = 0;
    this.openedAt = undefined;
    this.trialInFlight = false;
  }

  failed(): void {
    this.failures += 1;
    if (this.trialInFlight || this.failures >= this.failuresToOpen) {
      this.openedAt = this.now();
    }
    this.trialInFlight = false;
  }

  /** While refusing: how long until a trial call may go (for Retry-After); 0 otherwise. */
  retryAfterMs(): number {
    if (this.openedAt === undefined) {
      return 0;
    }
    return Math.max(0, this.openedAt + this.coolDownMs - this.now());
  }
}
