import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Counter } from 'prom-client';
import { createMetricsRegistry } from './metrics-registry';
import { startMetricsServer, type MetricsServer } from './metrics-server';

const silent = { info: () => undefined, warn: jest.fn() };

describe('startMetricsServer', () => {
  const registry = createMetricsRegistry();
  new Counter({ name: 'abhyas_spec_total', help: 'x', registers: [registry] }).inc(3);
  let server: MetricsServer | undefined;
  afterEach(() => server?.close());

  it('serves the Prometheus text exposition at GET /metrics on its own port, and nothing else', async () => {
    server = await startMetricsServer({ registry, port: 0, host: '127.0.0.1', logger: silent });
    const base = `http://127.0.0.1:${server!.port}`;

    const scrape = await fetch(`${base}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const body = await scrape.text();
    expect(body).toContain('abhyas_spec_total 3');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect((await fetch(`${base}/health`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('runs on without metrics when the port is taken, saying so', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;

    server = await startMetricsServer({ registry, port, host: '127.0.0.1', logger: silent });

    expect(server).toBeUndefined();
    expect(silent.warn).toHaveBeenCalledWith(
      expect.objectContaining({ port }),
      'metrics port unavailable: running without /metrics',
    );
    await new Promise((resolve) => taken.close(resolve));
  });
});
