import { CircuitBreaker } from './circuit-breaker';
import { CircuitOpenError, guardedCall, UpstreamTimeoutError } from './guarded-call';

describe('guardedCall', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const breaker = () =>
    new CircuitBreaker({ failuresToOpen: 2, coolDownMs: 5_000, now: () => Date.now() });

  it('gives up on a call that never answers, aborts it, and counts it as a failure', async () => {
    const upstream = breaker();
    let aborted = false;
    const call = guardedCall({
      upstream: 'identity',
      breaker: upstream,
      timeoutMs: 5_000,
      send: (signal) => {
        signal.addEventListener('abort', () => (aborted = true));
        return new Promise<never>(() => undefined);
      },
    });
    const settled = expect(call).rejects.toBeInstanceOf(UpstreamTimeoutError);
    await jest.advanceTimersByTimeAsync(5_000);
    await settled;
    expect(aborted).toBe(true);
    expect(upstream.state).toBe('closed');
  });

  it('refuses at once, without calling, once the failures open the circuit', async () => {
    const upstream = breaker();
    const refused = () => Promise.reject(new Error('ECONNREFUSED'));
    await expect(
      guardedCall({ upstream: 'identity', breaker: upstream, timeoutMs: 5_000, send: refused }),
    ).rejects.toThrow('ECONNREFUSED');
    await expect(
      guardedCall({ upstream: 'identity', breaker: upstream, timeoutMs: 5_000, send: refused }),
    ).rejects.toThrow('ECONNREFUSED');
    let sent = false;
    const open = guardedCall({
      upstream: 'identity',
      breaker: upstream,
      timeoutMs: 5_000,
      send: async () => {
        sent = true;
        return 'answer';
      },
    });
    await expect(open).rejects.toEqual(new CircuitOpenError('identity', 5));
    expect(sent).toBe(false);
  });

  it('counts any answer, a 503 included, as the upstream answering', async () => {
    const upstream = breaker();
    for (let i = 0; i < 3; i += 1) {
      await guardedCall({
        upstream: 'paper-generation',
        breaker: upstream,
        timeoutMs: 5_000,
        send: async () => ({ status: 503 }),
      });
    }
    expect(upstream.state).toBe('closed');
  });
});
