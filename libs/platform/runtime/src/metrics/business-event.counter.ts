import type { Counter, Registry } from 'prom-client';
import { getOrCreateCounter } from './get-or-create-metric';

export const BUSINESS_EVENTS_METRIC = 'abhyas_business_events_total';

export interface BusinessEventCounter {
  /** `event` is a versioned integration event name, e.g. `credits-granted.v1`. */
  increment(event: string, amount?: number): void;
}

/**
 * One counter for every service's business events (`{service, event}`), so a single
 * dashboard shows sign-ups, submitted attempts and captured payments side by side. Event
 * names are a fixed, versioned set, which keeps the label cardinality bounded.
 */
export function createBusinessEventCounter({
  registry,
  service,
}: {
  registry: Registry;
  service: string;
}): BusinessEventCounter {
  const counter: Counter<'service' | 'event'> = getOrCreateCounter(registry, {
    name: BUSINESS_EVENTS_METRIC,
    help: 'Business events emitted, by service and integration event name',
    labelNames: ['service', 'event'] as const,
  });
  return {
    increment: (event, amount = 1) => counter.inc({ service, event }, amount),
  };
}
