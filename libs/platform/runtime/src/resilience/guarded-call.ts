import type { CircuitBreaker } from './circuit-breaker';

/** The upstream's circuit is open: refused at once, without trying. */
export class CircuitOpenError extends Error {
  constructor(
    readonly upstream: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`${upstream} is failing: calls refused for ${retryAfterSeconds} s`);
    this.name = 'CircuitOpenError';
  }
}

/** The upstream did not answer within the call's budget. */
export class UpstreamTimeoutError extends Error {
  constructor(
    readonly upstream: string,
    readonly timeoutMs: number,
  ) {
    super(`${upstream} did not answer within ${timeoutMs} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

/** Retry-After for a refusal: whole seconds, at least 1. */
export const retryAfterSecondsOf = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/**
 * One call to an upstream under its breaker and a time budget. Refused at once while the
 * circuit is open; given up (and `signal` aborted) after `timeoutMs` even when `send` ignores
 * the signal. A thrown error or a timeout counts against the upstream, any answer (whatever
 * its status: a 4xx or a deliberate 503 is still an answer) counts for it.
 */
export const guardedCall = async <Result>(options: {
  upstream: string;
  breaker: CircuitBreaker;
  timeoutMs: number;
  send: (signal: AbortSignal) => Promise<Result>;
}): Promise<Result> => {
  const { upstream, breaker, timeoutMs } = options;
  if (!breaker.tryAcquire()) {
    throw new CircuitOpenError(upstream, retryAfterSecondsOf(breaker.retryAfterMs()));
  }
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new UpstreamTimeoutError(upstream, timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    const result = await Promise.race([options.send(controller.signal), timedOut]);
    breaker.succeeded();
    return result;
  } catch (error) {
    breaker.failed();
    throw controller.signal.aborted ? (controller.signal.reason as Error) : error;
  } finally {
    clearTimeout(timer);
  }
};
