import { fastify, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { setRouteTemplate } from '../http/route-template';
import { createMetricsRegistry } from './metrics-registry';
import { registerFastifyMetrics } from './fastify-metrics';

describe('registerFastifyMetrics', () => {
  let app: FastifyInstance;
  let registry: Registry;

  beforeEach(async () => {
    app = fastify();
    registry = createMetricsRegistry();
    registerFastifyMetrics(app, { service: 'test-attempt', registry });
    app.get('/attempts/:id', async () => ({ ok: true }));
    app.post('/attempts', async (_request, reply) => reply.code(422).send({ error: 'bad' }));
    app.all('/api/*', async (request) => {
      setRouteTemplate(request, '/api/credits/balance/:userId');
      return {};
    });
    await app.ready();
  });
  afterEach(() => app.close());

  it('records request durations by method, route pattern, status and service', async () => {
    await app.inject({ method: 'GET', url: '/attempts/a-1' });
    await app.inject({ method: 'GET', url: '/attempts/a-2' });
    await app.inject({ method: 'POST', url: '/attempts' });

    const body = await registry.metrics();
    expect(body).toContain(
      'http_server_request_duration_seconds_count{method="GET",route="/attempts/:id",status="200",service="test-attempt"} 2',
    );
    expect(body).toContain(
      'http_server_request_duration_seconds_count{method="POST",route="/attempts",status="422",service="test-attempt"} 1',
    );
    expect(body).toMatch(/http_server_request_duration_seconds_bucket\{le="0.005",/);
  });

  it('labels a request by the template it was given (the gateway proxy), not the wildcard', async () => {
    await app.inject({ method: 'GET', url: '/api/credits/balance/u-1' });

    const body = await registry.metrics();
    expect(body).toContain('route="/api/credits/balance/:userId",status="200"');
    expect(body).not.toContain('route="/api/*"');
  });

  it('labels unknown paths as one route', async () => {
    await app.inject({ method: 'GET', url: '/nope/1' });
    await app.inject({ method: 'GET', url: '/nope/2' });

    const body = await registry.metrics();
    expect(body).toContain('route="unmatched",status="404",service="test-attempt"} 2');
    expect(body).not.toContain('/nope');
  });

  it('does not serve the registry on the app: /metrics is on the internal metrics port', async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });

    expect(response.statusCode).toBe(404);
  });

  it('lets several apps share one registry (standalone)', async () => {
    const shared = createMetricsRegistry({ defaultMetrics: false });
    const first = fastify();
    const second = fastify();
    registerFastifyMetrics(first, { service: 'identity', registry: shared });
    registerFastifyMetrics(second, { service: 'payments', registry: shared });
    second.get('/orders', async () => []);
    await second.inject({ method: 'GET', url: '/orders' });

    expect(await shared.metrics()).toContain('route="/orders",status="200",service="payments"} 1');
    await Promise.all([first.close(), second.close()]);
  });
});
