import { fastify, type FastifyInstance } from 'fastify';
import { createMetricsRegistry } from './metrics-registry';
import { registerFastifyMetrics } from './fastify-metrics';

describe('registerFastifyMetrics', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = fastify();
    registerFastifyMetrics(app, { service: 'test-attempt', registry: createMetricsRegistry() });
    app.get('/attempts/:id', async () => ({ ok: true }));
    app.post('/attempts', async (_request, reply) => reply.code(422).send({ error: 'bad' }));
    await app.ready();
  });

  afterEach(() => app.close());

  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('serves the Prometheus text exposition with default Node metrics', async () => {
    const response = await scrape();

    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('records request durations by method, route pattern, status and service', async () => {
    await app.inject({ method: 'GET', url: '/attempts/a-1' });
    await app.inject({ method: 'GET', url: '/attempts/a-2' });
    await app.inject({ method: 'POST', url: '/attempts' });

    const { body } = await scrape();

    expect(body).toContain(
      'http_server_request_duration_seconds_count{method="GET",route="/attempts/:id",status="200",service="test-attempt"} 2',
    );
    expect(body).toContain(
      'http_server_request_duration_seconds_count{method="POST",route="/attempts",status="422",service="test-attempt"} 1',
    );
    expect(body).toMatch(/http_server_request_duration_seconds_bucket\{le="0.005",/);
  });

  it('labels unknown paths as one route and does not time scrapes', async () => {
    await app.inject({ method: 'GET', url: '/nope/1' });
    await app.inject({ method: 'GET', url: '/nope/2' });
    await scrape();

    const { body } = await scrape();

    expect(body).toContain('route="unmatched",status="404",service="test-attempt"} 2');
    expect(body).not.toContain('route="/metrics"');
    expect(body).not.toContain('/nope');
  });

  it('lets several apps share one registry (standalone)', async () => {
    const registry = createMetricsRegistry({ defaultMetrics: false });
    const first = fastify();
    const second = fastify();
    registerFastifyMetrics(first, { service: 'identity', registry });
    registerFastifyMetrics(second, { service: 'payments', registry, path: '/internal/metrics' });
    second.get('/orders', async () => []);

    await second.inject({ method: 'GET', url: '/orders' });
    const response = await first.inject({ method: 'GET', url: '/metrics' });

    expect(response.body).toContain('route="/orders",status="200",service="payments"} 1');
    await Promise.all([first.close(), second.close()]);
  });
});
