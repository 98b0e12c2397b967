import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { routeTemplateOf } from '../http/route-template';
import { getOrCreateHistogram } from './get-or-create-metric';

export const HTTP_REQUEST_DURATION_METRIC = 'http_server_request_duration_seconds';

// Seconds; fine below 100 ms where most API calls land, coarse up to the 10 s timeouts.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface FastifyMetricsOptions {
  service: string;
  registry: Registry;
}

/**
 * Times every request by route template (`routeTemplateOf`: the pattern matched, or the one the
 * gateway learned from the service it proxied to; `unmatched` for unknown paths). The registry is
 * served elsewhere, on the internal metrics port (`startMetricsServer`), never on this app's port.
 * With Nest: call on `app.getHttpAdapter().getInstance()` before `app.listen()`.
 */
export function registerFastifyMetrics(
  app: FastifyInstance,
  { service, registry }: FastifyMetricsOptions,
): void {
  const duration = getOrCreateHistogram(registry, {
    name: HTTP_REQUEST_DURATION_METRIC,
    help: 'Duration of HTTP requests handled by this process, by route template',
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
    if (start !== undefined) {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      duration.observe(
        {
          method: request.method,
          route: routeTemplateOf(request),
          status: String(reply.statusCode),
          service,
        },
        seconds,
      );
    }
    done();
  });
}
