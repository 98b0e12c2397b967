import { performance } from 'node:perf_hooks';
import { percentile } from './closed-loop';

export interface StepFigures {
  step: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
}

/**
 * Latency of every request by step, and every non-2xx answer by step and status (or no
 * answer: the network failed or the client timed out). A retried request counts each try: the failures as errors, the try that
 * succeeded in the latencies.
 */
export class StepRecorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  private readonly failedSteps = new Map<string, number>();
  private readonly startedAt = performance.now();
  private endedAt: number | undefined;
  /** Sum of every request's latency: with the wall time, the mean requests in flight. */
  private busyMs = 0;

  record(step: string, status: number, ms: number, failure?: 'timeout' | 'network'): void {
    this.busyMs += ms;
    if (status >= 200 && status < 300) {
      let list = this.latencies.get(step);
      if (!list) {
        list = [];
        this.latencies.set(step, list);
      }
      list.push(ms);
      return;
    }
    const key = `${step} ${status === 0 ? (failure === 'timeout' ? 'client timeout (30 s)' : 'network') : status}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
    this.failedSteps.set(step, (this.failedSteps.get(step) ?? 0) + 1);
  }

  end(): void {
    this.endedAt = performance.now();
  }

  get seconds(): number {
    return ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
  }

  get requests(): number {
    let total = 0;
    for (const list of this.latencies.values()) {
      total += list.length;
    }
    for (const count of this.failedSteps.values()) {
      total += count;
    }
    return total;
  }

  /** Little's law: mean requests in flight over the run. */
  get meanInFlight(): number {
    return this.busyMs / 1000 / this.seconds;
  }

  figures(step: string): StepFigures {
    const sorted = [...(this.latencies.get(step) ?? [])].sort((a, b) => a - b);
    const errors = this.failedSteps.get(step) ?? 0;
    return {
      step,
      requests: sorted.length + errors,
      perSecond: (sorted.length + errors) / this.seconds,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? 0,
      errors,
    };
  }

  /** `step status` → count, most frequent first. */
  errors(): Array<[string, number]> {
    return [...this.failures.entries()].sort((a, b) => b[1] - a[1]);
  }
}
