import { InProcessBus } from '@abhyas/messaging';
import { createMetricsRegistry } from './metrics-registry';
import { registerBusMetrics } from './bus-metrics';

const waitUntil = async (check: () => Promise<boolean>): Promise<void> => {
  for (let tries = 0; !(await check()); tries += 1) {
    if (tries > 500) {
      throw new Error('condition not met');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('registerBusMetrics', () => {
  const bus = new InProcessBus({ logger: { warn: () => undefined, error: () => undefined } });
  afterAll(() => bus.close());

  it('exposes each group’s backlog and lag from the bus, and counts its dead letters', async () => {
    const registry = createMetricsRegistry({ defaultMetrics: false });
    registerBusMetrics(bus, registry);
    registerBusMetrics(bus, registry); // once per bus and registry, however often asked
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await bus.subscribe({ topic: 'identity.events', group: 'credits-ledger', handler: () => gate });
    await bus.subscribe({
      topic: 'payments.events',
      group: 'credits-ledger',
      maxAttempts: 1,
      handler: async () => {
        throw new Error('malformed');
      },
    });
    const message = (id: string) => ({ id, type: 'x.v1', key: 'k', payload: {}, headers: {} });

    await bus.publish('identity.events', [message('a'), message('b')]);
    await bus.publish('payments.events', message('c'));
    await waitUntil(async () =>
      (await registry.metrics()).includes(
        'abhyas_consumer_dead_letters_total{topic="payments.events",group="credits-ledger"} 1',
      ),
    );
    const body = await registry.metrics();
    release();

    expect(body).toContain(
      'abhyas_consumer_backlog_events{topic="identity.events",group="credits-ledger"} 2',
    );
    expect(body).toMatch(
      /abhyas_consumer_lag_seconds\{topic="identity.events",group="credits-ledger"\} \d/,
    );
    expect(body).toContain(
      'abhyas_consumer_backlog_events{topic="payments.events",group="credits-ledger"} 0',
    );
    await waitUntil(async () =>
      (await registry.metrics()).includes(
        'abhyas_consumer_backlog_events{topic="identity.events",group="credits-ledger"} 0',
      ),
    );
  });
});
