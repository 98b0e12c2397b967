// The servers of the health bench (see health-server.ts, which starts telemetry first and then
// loads this file, as the gateway processes load their app).
import { SERVICE_NAMES } from '@abhyas/contracts';
import { createGatewayApp, HealthAggregator, MemoryRateLimiter } from '@abhyas/gateway';
import { createLogger, createMetricsRegistry, registerFastifyMetrics } from '@abhyas/runtime';
import Fastify from 'fastify';

export type HealthServerCase = 'gateway' | 'gateway-nest' | 'bare';

export const startHealthServer = async (kind: HealthServerCase, port: number): Promise<void> => {
  // Every service up, OpenAI and Razorpay unconfigured: the standalone shape's usual answer.
  const extraChecks: Record<string, Record<string, { status: 'not_configured' | 'sandbox' }>> = {
    'paper-generation': { openai: { status: 'not_configured' } },
    payments: { razorpay: { status: 'sandbox' } },
  };
  const clients = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      {
        forward: () => Promise.reject(new Error('not used by the health bench')),
        openApi: () => Promise.resolve({}),
        health: () =>
          Promise.resolve({
            service: name,
            status: 'ok' as const,
            checks: {
              database: { status: 'ok' as const, latencyMs: 1 },
              transport: { status: 'ok' as const },
              ...extraChecks[name],
            },
          }),
      },
    ]),
  ) as unknown as Parameters<typeof createGatewayApp>[0]['clients'];
  // Long enough that no window ends inside a run: the bench measures the cached answer.
  const healthCacheMs = 10 * 60_000;

  if (kind === 'bare') {
    const { json, status } = await new HealthAggregator(clients, {
      cacheMs: healthCacheMs,
      serviceTimeoutMs: 1000,
    }).reportJson();
    const app = Fastify({ logger: false });
    app.get('/api/health', (_request, reply) =>
      reply
        .status(status === 'error' ? 503 : 200)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(json),
    );
    await app.listen({ port, host: '127.0.0.1' });
  } else {
    const registry = createMetricsRegistry();
    const rateLimiter = new MemoryRateLimiter({ limit: 100_000_000, windowMs: 60_000 });
    const app = await createGatewayApp({
      clients,
      rateLimiter,
      rateLimit: 100_000_000,
      logger: createLogger({ service: 'gateway', level: 'warn' }),
      healthCacheMs,
      serviceTimeoutMs: 1000,
      jwtSecret: 'health-bench-secret-that-is-long-enough-for-hs256',
      configureHttp: (fastify) => registerFastifyMetrics(fastify, { service: 'gateway', registry }),
      healthFastPath: kind === 'gateway',
    });
    await app.listen(port, '127.0.0.1');
  }
  console.log('ready');
};
