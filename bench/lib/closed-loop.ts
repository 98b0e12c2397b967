import { performance } from 'node:perf_hooks';

export const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), max);

/** A bounded setting from the environment: BENCH_SECONDS=5 and the like. */
export const envSetting = (name: string, fallback: number, min: number, max: number): number =>
  clamp(Number(process.env[name] ?? fallback) || fallback, min, max);

/** The value at `p` percent of an ascending list (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export interface ClosedLoopOptions {
  /** Concurrent callers; each issues its next call when the previous one answers. */
  workers: number;
  maxMs: number;
  maxOps?: number;
  /** Untimed calls first, one at a time, with negative call numbers. */
  warmupOps?: number;
  /** One call; it throws to stop the run (a wrong status, say). */
  op: (worker: number, n: number) => Promise<void>;
}

export interface ClosedLoopResult {
  ops: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Latencies in the order the calls finished (for drift over a run). */
  inOrderMs: number[];
  peakRssMb: number;
}

/** Runs `op` from `workers` concurrent loops until the call or time budget is spent. */
export const closedLoop = async (options: ClosedLoopOptions): Promise<ClosedLoopResult> => {
  for (let n = 0; n < (options.warmupOps ?? 0); n++) {
    await options.op(n % options.workers, -1 - n);
  }
  const maxOps = options.maxOps ?? Number.POSITIVE_INFINITY;
  const inOrder: number[] = [];
  let issued = 0;
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  const deadline = started + options.maxMs;
  const loop = async (worker: number) => {
    while (issued < maxOps && performance.now() < deadline) {
      const n = issued++;
      const begin = performance.now();
      await options.op(worker, n);
      inOrder.push(performance.now() - begin);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.workers }, (_, worker) => loop(worker)));
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  const sorted = [...inOrder].sort((a, b) => a - b);
  return {
    ops: sorted.length,
    seconds,
    perSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    inOrderMs: inOrder,
    peakRssMb: peakRss / 1024 / 1024,
  };
};

/** One named case of a bench: its closed-loop figures and how many writers made them. */
export interface BenchCase extends ClosedLoopResult {
  name: string;
  writers: number;
}

export const measureCase = async (
  name: string,
  writers: number,
  op: ClosedLoopOptions['op'],
  budget: Pick<ClosedLoopOptions, 'maxMs' | 'maxOps' | 'warmupOps'>,
): Promise<BenchCase> => ({
  name,
  writers,
  ...(await closedLoop({ workers: writers, op, ...budget })),
});

/** The columns every bench table shares; `throughput` names the per-second column. */
export const caseRow = (result: BenchCase, throughput: string) => ({
  case: result.name,
  writers: result.writers,
  ops: result.ops,
  seconds: result.seconds.toFixed(2),
  [throughput]: Math.round(result.perSecond),
  'p50 ms': result.p50Ms.toFixed(2),
  'p99 ms': result.p99Ms.toFixed(2),
  'peak RSS MB': result.peakRssMb.toFixed(0),
});
