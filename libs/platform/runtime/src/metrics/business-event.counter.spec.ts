import { Gauge } from 'prom-client';
import { createBusinessEventCounter } from './business-event.counter';
import { getOrCreateCounter } from './get-or-create-metric';
import { createMetricsRegistry, processMetricsRegistry } from './metrics-registry';

describe('createBusinessEventCounter', () => {
  it('counts events per service on one shared metric', async () => {
    const registry = createMetricsRegistry({ defaultMetrics: false });
    const ledger = createBusinessEventCounter({ registry, service: 'credits-ledger' });
    const payments = createBusinessEventCounter({ registry, service: 'payments' });

    ledger.increment('credits-granted.v1');
    ledger.increment('credits-granted.v1', 2);
    payments.increment('payment-captured.v1');

    const body = await registry.metrics();
    expect(body).toContain(
      'abhyas_business_events_total{service="credits-ledger",type="credits-granted.v1"} 3',
    );
    expect(body).toContain(
      'abhyas_business_events_total{service="payments",type="payment-captured.v1"} 1',
    );
  });
});

describe('getOrCreateCounter', () => {
  it('refuses to reuse a name registered as another metric type', () => {
    const registry = createMetricsRegistry({ defaultMetrics: false });
    new Gauge({ name: 'abhyas_clash', help: 'x', registers: [registry] });

    expect(() => getOrCreateCounter(registry, { name: 'abhyas_clash', help: 'x' })).toThrow(
      'Metric abhyas_clash is already registered and is not a counter',
    );
  });
});

describe('processMetricsRegistry', () => {
  it('is one registry per process', () => {
    expect(processMetricsRegistry()).toBe(processMetricsRegistry());
  });
});
