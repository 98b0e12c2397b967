// One server process of the health bench, run by bench/health.bench.ts as
// `node -r ./bench/register.js bench/lib/health-server.ts <case> <port>`:
// - `gateway`: createGatewayApp as the gateway processes make it (telemetry started first,
//   metrics, rate limits, auth), its services answering health at once;
// - `gateway-nest`: the same with the socket-level fast path off, so a cached `/api/health`
//   takes Fastify's routing, every hook and the Nest route, as before the fast path;
// - `bare`: a bare Fastify route answering the same body, the floor for a Node HTTP server.
// Prints `ready` once listening, with the body and status the gateway's aggregate has.
import { launch } from '@abhyas/runtime/launch';

type Case = 'gateway' | 'gateway-nest' | 'bare';

// Loaded after `launch` has started telemetry, as in the gateway processes: the HTTP
// instrumentation patches http before any server code is required.
const main = async (kind: Case, port: number): Promise<void> => {
  const { SERVICE_NAMES } = await import('@abhyas/contracts');
  const { createGatewayApp, HealthAggregator, MemoryRateLimiter } = await import('@abhyas/gateway');
  const { createLogger, createMetricsRegistry, registerFastifyMetrics } =
    await import('@abhyas/runtime');
  const { default: Fastify } = await import('fastify');

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

const [kind, port] = process.argv.slice(2);
if (kind !== 'gateway' && kind !== 'gateway-nest' && kind !== 'bare') {
  throw new Error(`health-server: unknown case ${kind}`);
}
launch('gateway', () => Promise.resolve(() => main(kind, Number(port))));
