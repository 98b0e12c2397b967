import type { ConsumerLag, MessageBus } from '@abhyas/messaging';
import { Gauge, type Registry } from 'prom-client';
import { getOrCreateCounter } from './get-or-create-metric';

export const CONSUMER_BACKLOG_METRIC = 'abhyas_consumer_backlog_events';
export const CONSUMER_LAG_METRIC = 'abhyas_consumer_lag_seconds';
export const DEAD_LETTERS_METRIC = 'abhyas_consumer_dead_letters_total';

/** The buses each registry reports on; the gauges are made once per registry and read them all. */
const sources = new WeakMap<Registry, Set<MessageBus>>();

const readAll = async (buses: ReadonlySet<MessageBus>): Promise<ConsumerLag[]> =>
  (
    await Promise.all(
      // A closed or unreachable bus reports nothing rather than failing the whole scrape.
      [...buses].map((bus) => bus.consumerLag().catch((): ConsumerLag[] => [])),
    )
  ).flat();

const registerGauges = (registry: Registry, buses: ReadonlySet<MessageBus>): void => {
  // Both gauges are collected in the same scrape (concurrently): one lag read serves them.
  let reading: Promise<ConsumerLag[]> | undefined;
  const readLag = (): Promise<ConsumerLag[]> => {
    reading ??= readAll(buses).finally(() => {
      setImmediate(() => {
        reading = undefined;
      });
    });
    return reading;
  };
  const lagGauge = (name: string, help: string, value: (lag: ConsumerLag) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['topic', 'group'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const lag of await readLag()) {
          this.set({ topic: lag.topic, group: lag.group }, value(lag));
        }
      },
    });
  lagGauge(
    CONSUMER_BACKLOG_METRIC,
    'Messages published to a topic that a consumer group has not finished (unread or in hand)',
    (lag) => lag.eventsBehind,
  );
  lagGauge(
    CONSUMER_LAG_METRIC,
    'Age of the oldest message a consumer group has not finished; 0 when caught up',
    (lag) => lag.secondsBehind,
  );
};

/**
 * Per consumer group: `abhyas_consumer_backlog_events{topic, group}` (messages not finished),
 * `abhyas_consumer_lag_seconds{topic, group}` (age of the oldest of them), both read from
 * `bus.consumerLag()` at each scrape, and `abhyas_consumer_dead_letters_total{topic, group}`.
 * The figures are group-wide, so every pod of a group reports the same: aggregate with max.
 * Call once per bus and registry (standalone: one bus for every service).
 */
export function registerBusMetrics(bus: MessageBus, registry: Registry): void {
  let buses = sources.get(registry);
  if (!buses) {
    buses = new Set();
    sources.set(registry, buses);
    registerGauges(registry, buses);
  }
  if (buses.has(bus)) {
    return;
  }
  buses.add(bus);
  const deadLetters = getOrCreateCounter(registry, {
    name: DEAD_LETTERS_METRIC,
    help: 'Messages a consumer group gave up on and sent to the dead-letter topic',
    labelNames: ['topic', 'group'] as const,
  });
  bus.observe({
    deadLettered: ({ topic, group }) => deadLetters.inc({ topic, group }),
  });
}
