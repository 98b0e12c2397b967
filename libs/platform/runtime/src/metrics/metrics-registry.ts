import { collectDefaultMetrics, Registry } from 'prom-client';

export interface MetricsRegistryOptions {
  /** Node process metrics (CPU, heap, event loop lag, GC). Default true. */
  defaultMetrics?: boolean;
}

/**
 * A fresh registry rather than prom-client's global one, so the metrics a process exposes
 * are exactly the ones it registered (and tests do not leak metrics into each other).
 */
export function createMetricsRegistry({
  defaultMetrics = true,
}: MetricsRegistryOptions = {}): Registry {
  const registry = new Registry();
  if (defaultMetrics) {
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}

let processRegistry: Registry | undefined;

/**
 * The registry `/metrics` serves for this process. Standalone runs every service in one
 * process, so they share it and tell their series apart by the `service` label.
 */
export function processMetricsRegistry(): Registry {
  processRegistry ??= createMetricsRegistry();
  return processRegistry;
}
