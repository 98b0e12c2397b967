import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceName } from '@abhyas/contracts';
import { createPgliteDatabase, type SqlDatabase } from '@abhyas/event-store';
import {
  createGatewayApp,
  InProcessServiceClient,
  MemoryRateLimiter,
  type ServiceClient,
} from '@abhyas/gateway';
import {
  readDemoCredentials,
  resolveJwtSecret,
  resolvePinPepper,
  type DemoCredential,
} from '@abhyas/identity';
import { InProcessBus } from '@abhyas/messaging';
import { createGenerationWorker } from '@abhyas/paper-generation';
import {
  bootService,
  InProcessServiceDirectory,
  createMetricsRegistry,
  registerBusMetrics,
  registerFastifyMetrics,
  serviceLogger,
  startMetricsServer,
  systemClock,
  type BootedService,
} from '@abhyas/runtime';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { ALL_SERVICES } from './all-services';
import { seedDemoTest } from './seed-demo-test';
import type { StandaloneConfig } from './standalone.config';

export interface RunningPlatform {
  gateway: NestFastifyApplication;
  /** Where Prometheus scrapes, when METRICS_PORT is set (never the public port). */
  metricsUrl?: string;
  /** The demo family's sign-in details (empty when SEED_DEMO=false). */
  demo: DemoCredential[];
  /** Every booted service (their route tables), the database and the bus: for tests to inspect. */
  services: readonly BootedService[];
  db: SqlDatabase;
  bus: InProcessBus;
  /** Drains HTTP, finishes in-flight handlers, flushes outboxes, closes the database. */
  stop(): Promise<void>;
}

const RATE_WINDOW_MS = 60_000;

/**
 * The embedded default: every service, the gateway and the web app in one process, on one
 * PGlite database (a schema per service) and the in-process bus. Same modules as distributed.
 */
export const startPlatform = async (
  config: StandaloneConfig,
  logger: Logger,
): Promise<RunningPlatform> => {
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const db = await createPgliteDatabase({ dataDir: path.join(config.DATA_DIR, 'pglite') });
  const bus = new InProcessBus();
  const registry = createMetricsRegistry();
  registerBusMetrics(bus, registry);
  // One process: the gateway and every service share the token secret (kept in the data
  // folder unless JWT_SECRET is set) and a per-process key for principal headers.
  const jwtSecret = await resolveJwtSecret(db, { JWT_SECRET: config.JWT_SECRET });
  const env = {
    ...process.env,
    JWT_SECRET: jwtSecret,
    // Generated at first start and kept in the data folder unless set: the standalone shape
    // needs no PIN_PEPPER configured, even with NODE_ENV=production.
    PIN_PEPPER: await resolvePinPepper(db, process.env),
    INTERNAL_AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: config.SEED_DEMO,
    // Standalone needs nothing installed: sign-in counters stay in this process.
    REDIS_URL: undefined,
    // Reset links open this process's web app unless the address people use is set.
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`,
  };

  // Services call each other through the directory; each registers once booted, so a call
  // to a peer not yet up is 'unreachable' and the event path catches up, as when distributed.
  const directory = new InProcessServiceDirectory(env.INTERNAL_AUTH_SECRET);
  const services: BootedService[] = [];
  for (const definition of ALL_SERVICES) {
    services.push(
      await bootService(
        definition,
        {
          name: definition.name,
          db,
          bus,
          logger: serviceLogger(logger, definition.name),
          clock: systemClock,
          env,
          services: directory.callerFor(definition.name),
        },
        { registry },
      ),
    );
  }
  const clients = {} as Record<ServiceName, ServiceClient>;
  for (const service of services) {
    const fastify = service.app.getHttpAdapter().getInstance();
    directory.register(service.name, fastify);
    clients[service.name] = new InProcessServiceClient(fastify, service.name);
  }
  // The generation worker in this process, on the same queue contract as its own deployment
  // when distributed: the bus's generation-worker group, reporting through the directory.
  const generationWorker = createGenerationWorker({
    bus,
    services: directory.callerFor('paper-generation'),
    env,
    logger: serviceLogger(logger, 'generation-worker'),
    clock: systemClock,
  });
  await generationWorker.start();

  const rateLimiter = new MemoryRateLimiter({
    limit: config.RATE_LIMIT_PER_MINUTE,
    windowMs: RATE_WINDOW_MS,
  });
  const webBuilt = fs.existsSync(path.join(config.WEB_ROOT, 'index.html'));
  if (!webBuilt) {
    logger.warn(
      { webRoot: config.WEB_ROOT },
      'web app not built: serving the API only (run npm run build)',
    );
  }
  const gateway = await createGatewayApp({
    clients,
    rateLimiter,
    rateLimit: config.RATE_LIMIT_PER_MINUTE,
    logger: serviceLogger(logger, 'gateway'),
    webRoot: webBuilt ? config.WEB_ROOT : undefined,
    healthCacheMs: config.HEALTH_CACHE_MS,
    serviceTimeoutMs: config.HEALTH_SERVICE_TIMEOUT_MS,
    jwtSecret,
    internalAuthSecret: env.INTERNAL_AUTH_SECRET,
    trustProxy: config.TRUST_PROXY,
    configureHttp: (fastify) => registerFastifyMetrics(fastify, { service: 'gateway', registry }),
  });
  // Only on a port of its own, and only when asked: the public port never serves /metrics.
  const metrics =
    config.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer({
          registry,
          port: config.METRICS_PORT,
          host: config.HOST,
          logger,
        });
  await gateway.listen(config.PORT, config.HOST);

  const demo = config.SEED_DEMO === 'true' ? await readDemoCredentials(db) : [];
  const demoParent = demo.find((row) => row.label === 'Parent');
  if (demoParent) {
    await seedDemoTest(gateway, { email: demoParent.login, password: demoParent.secret }, logger);
  }
  return {
    gateway,
    metricsUrl:
      metrics &&
      `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${metrics.port}/metrics`,
    demo,
    services,
    db,
    bus,
    stop: async () => {
      await gateway.close();
      // Jobs cut short here are failed by the deadline sweep after the next start.
      await generationWorker.stop();
      await metrics?.close();
      await rateLimiter.close();
      for (const service of services.reverse()) {
        directory.unregister(service.name);
        await service.app.close();
        await service.stop();
      }
      await bus.close();
      await db.close();
    },
  };
};
