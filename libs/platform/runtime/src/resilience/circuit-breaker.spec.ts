import { CircuitBreaker } from './circuit-breaker';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const breakerAt = (time = clock()) => ({
  time,
  breaker: new CircuitBreaker({ failuresToOpen: 3, coolDownMs: 10_000, now: time.now }),
});

const fail = (breaker: CircuitBreaker, times: number) => {
  for (let i = 0; i < times; i += 1) {
    expect(breaker.tryAcquire()).toBe(true);
    breaker.failed();
  }
};

describe('CircuitBreaker', () => {
  it('stays closed below the threshold, and a success resets the count', () => {
    const { breaker } = breakerAt();
    fail(breaker, 2);
    breaker.succeeded();
    fail(breaker, 2);
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('opens after N consecutive failures and refuses at once, saying when to retry', () => {
    const { breaker, time } = breakerAt();
    fail(breaker, 3);
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    time.advance(4_000);
    expect(breaker.retryAfterMs()).toBe(6_000);
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('is half-open after the cool-down and lets exactly one trial call through', () => {
    const { breaker, time } = breakerAt();
    fail(breaker, 3);
    time.advance(10_000);
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('closes when the trial succeeds', () => {
    const { breaker, time } = breakerAt();
    fail(breaker, 3);
    time.advance(10_000);
    breaker.tryAcquire();
    breaker.succeeded();
    expect(breaker.state).toBe('closed');
    expect(breaker.retryAfterMs()).toBe(0);
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('reopens for a whole cool-down when the trial fails', () => {
    const { breaker, time } = breakerAt();
    fail(breaker, 3);
    time.advance(12_000);
    breaker.tryAcquire();
    breaker.failed();
    expect(breaker.state).toBe('open');
    expect(breaker.retryAfterMs()).toBe(10_000);
    time.advance(10_000);
    expect(breaker.tryAcquire()).toBe(true);
  });
});
