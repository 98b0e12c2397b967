import type { Counter, Registry } from 'prom-client';
import { getOrCreateCounter } from './get-or-create-metric';

export const BUSINESS_EVENTS_METRIC = 'abhyas_business_events_total';

export interface BusinessEventCounter {
  /** `type` is a versioned integration event name, e.g. `credits-granted.v1`. */
  increment(type: string, amount?: number): void;
}

/**
 * One counter for every service's business events (`{service, type}`), so a single
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
  const counter: Counter<'service' | 'type'> = getOrCreateCounter(registry, {
    name: BUSINESS_EVENTS_METRIC,
    help: 'Integration events a service relayed from its outbox, by service and event type',
    labelNames: ['service', 'type'] as const,
  });
  return {
    increment: (type, amount = 1) => counter.inc({ service, type }, amount),
  };
}
