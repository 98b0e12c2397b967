import {
  Counter,
  Histogram,
  type CounterConfiguration,
  type HistogramConfiguration,
  type Registry,
} from 'prom-client';

// prom-client throws when a name is registered twice; standalone registers the same metric
// once per service on one shared registry, so every helper reuses what is already there.

export function getOrCreateCounter<Label extends string>(
  registry: Registry,
  configuration: Omit<CounterConfiguration<Label>, 'registers'>,
): Counter<Label> {
  const existing = registry.getSingleMetric(configuration.name);
  if (existing === undefined) {
    return new Counter({ ...configuration, registers: [registry] });
  }
  if (existing instanceof Counter) {
    return existing;
  }
  throw new Error(`Metric ${configuration.name} is already registered and is not a counter`);
}

export function getOrCreateHistogram<Label extends string>(
  registry: Registry,
  configuration: Omit<HistogramConfiguration<Label>, 'registers'>,
): Histogram<Label> {
  const existing = registry.getSingleMetric(configuration.name);
  if (existing === undefined) {
    return new Histogram({ ...configuration, registers: [registry] });
  }
  if (existing instanceof Histogram) {
    return existing;
  }
  throw new Error(`Metric ${configuration.name} is already registered and is not a histogram`);
}
