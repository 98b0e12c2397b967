import fs from 'node:fs';
import { SERVICE_NAMES, type ServiceName } from '@abhyas/contracts';
import { createGatewayApp, HttpServiceClient, type ServiceClient } from '@abhyas/gateway';
import {
  createLogger,
  createMetricsRegistry,
  GracefulShutdown,
  loadConfigOrExit,
  registerFastifyMetrics,
  startMetricsServer,
  type TelemetryHandle,
} from '@abhyas/runtime';
import { gatewayProcessConfig } from './gateway-process.config';
import { gatewayRateLimiter } from './gateway-rate-limiter';

/** The distributed gateway: services over HTTP, rate-limit counters in Redis when configured. */
export const runGatewayProcess = async (telemetry: TelemetryHandle): Promise<void> => {
  const config = loadConfigOrExit(gatewayProcessConfig);
  const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL });
  const shutdown = new GracefulShutdown({ logger });
  shutdown.register('telemetry', () => telemetry.shutdown());

  const clients = {} as Record<ServiceName, ServiceClient>;
  const connections: HttpServiceClient[] = [];
  for (const name of SERVICE_NAMES) {
    const client = new HttpServiceClient(config.SERVICE_URLS[name], name);
    connections.push(client);
    clients[name] = client;
  }
  // Closed after the HTTP server (reverse order): calls still in flight finish first.
  shutdown.register('service connections', async () => {
    await Promise.all(connections.map((client) => client.close()));
  });
  const rateLimiter = gatewayRateLimiter(config);
  shutdown.register('rate limiter', () => rateLimiter.close());

  const registry = createMetricsRegistry();
  const app = await createGatewayApp({
    clients,
    rateLimiter,
    rateLimit: config.RATE_LIMIT_PER_MINUTE,
    logger,
    webRoot: config.WEB_ROOT && fs.existsSync(config.WEB_ROOT) ? config.WEB_ROOT : undefined,
    healthCacheMs: config.HEALTH_CACHE_MS,
    serviceTimeoutMs: config.HEALTH_SERVICE_TIMEOUT_MS,
    jwtSecret: config.JWT_SECRET,
    internalAuthSecret: config.INTERNAL_AUTH_SECRET,
    trustProxy: config.TRUST_PROXY,
    configureHttp: (fastify) => registerFastifyMetrics(fastify, { service: 'gateway', registry }),
  });
  const metrics = await startMetricsServer({
    registry,
    port: config.METRICS_PORT,
    host: config.HOST,
    logger,
  });
  shutdown.register('metrics', async () => metrics?.close());
  await app.listen(config.PORT, config.HOST);
  shutdown.register('http', () => app.close());
  shutdown.listen();
  logger.info({ port: config.PORT }, 'gateway listening');
};
