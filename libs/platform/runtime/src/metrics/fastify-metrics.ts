import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { getOrCreateHistogram } from './get-or-create-metric';

export const HTTP_REQUEST_DURATION_METRIC = 'http_server_request_duration_seconds';

// Seconds; fine below 100 ms where most API calls land, coarse up to the 10 s timeouts.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// 404s are labelled as one route: raw URLs of unknown paths would create a series per probe.
const UNMATCHED_ROUTE = 'unmatched';

export interface FastifyMetricsOptions {
  service: string;
  registry: Registry;
  /** Where Prometheus scrapes. Default `/metrics`. */
  path?: string;
}

/**
 * Times every request by route pattern and serves the registry at `GET /metrics`.
 * With Nest: call on `app.getHttpAdapter().getInstance()` before `app.listen()`.
 */
export function registerFastifyMetrics(
  app: FastifyInstance,
  { service, registry, path = '/metrics' }: FastifyMetricsOptions,
): void {
  const duration = getOrCreateHistogram(registry, {
    name: HTTP_REQUEST_DURATION_METRIC,
    help: 'Duration of HTTP requests handled by this process, by route pattern',
    labelNames: ['method', 'route', 'status', 'service'] as const,
    buckets: DURATION_BUCKETS,
  });
  const startedAt = new WeakMap<FastifyRequest, bigint>();

  app.addHook('onRequest', (request, _reply, done) => {
    startedAt.set(request, process.hrtime.bigint());
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const start = startedAt.get(request);
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    // Scrapes every few seconds would dominate the histogram of a quiet service.
    if (start !== undefined && route !== path) {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      duration.observe(
        { method: request.method, route, status: String(reply.statusCode), service },
        seconds,
      );
    }
    done();
  });

  app.get(path, async (_request, reply) => {
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).send(body);
  });
}
