import { performance } from 'node:perf_hooks';
import { percentile } from './closed-loop';

export interface OpenLoopOptions {
  /** Mean calls a second, arriving at random (Poisson) whatever the answers' speed. */
  ratePerSecond: number;
  /** How long calls keep arriving; the run then waits for the ones in flight. */
  durationMs: number;
  /** A seeded source of uniform numbers in [0, 1), so runs arrive alike. */
  random: () => number;
  /** One call; `n` numbers the arrivals. It throws to stop the run (a wrong status, say). */
  op: (n: number) => Promise<void>;
}

export interface OpenLoopResult {
  ops: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The most calls in flight at once. */
  peakInFlight: number;
}

/**
 * Calls that arrive on their own schedule, as parents pressing Generate at random moments do:
 * each is timed from when it was due, not from when it was sent, so a slow answer cannot hold
 * the next arrivals back and hide the queue (no coordinated omission).
 */
export const openLoop = async (options: OpenLoopOptions): Promise<OpenLoopResult> => {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let running = 0;
  let peakInFlight = 0;
  let failure: unknown;
  const started = performance.now();
  let due = started;
  for (let n = 0; failure === undefined; n++) {
    due += (-Math.log(1 - options.random()) / options.ratePerSecond) * 1000;
    if (due - started > options.durationMs) {
      break;
    }
    const wait = due - performance.now();
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const scheduled = due;
    running += 1;
    peakInFlight = Math.max(peakInFlight, running);
    inFlight.push(
      options
        .op(n)
        .then(() => {
          latencies.push(performance.now() - scheduled);
        })
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          running -= 1;
        }),
    );
  }
  await Promise.all(inFlight);
  if (failure !== undefined) {
    throw failure instanceof Error ? failure : new Error(JSON.stringify(failure));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ops: sorted.length,
    perSecond: sorted.length / ((performance.now() - started) / 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    peakInFlight,
  };
};
