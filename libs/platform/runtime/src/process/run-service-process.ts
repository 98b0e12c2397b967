import { hostname } from 'node:os';
import { createPgDatabase } from '@abhyas/event-store';
import { z } from 'zod';
import {
  brokerList,
  loadConfigOrExit,
  oneOf,
  port,
  postgresUrl,
  redisPrefix,
  redisUrl,
  serviceUrlMap,
} from '../config';
import { internalAuthKey } from '../auth/principal';
import { LOG_LEVELS } from '../logging';
import { createLogger } from '../logging/create-logger';
import { registerBusMetrics } from '../metrics/bus-metrics';
import { createMetricsRegistry } from '../metrics/metrics-registry';
import { startMetricsServer } from '../metrics/metrics-server';
import { GracefulShutdown } from '../shutdown/graceful-shutdown';
import type { TelemetryHandle } from '../telemetry/start-telemetry';
import { bootService } from '../service/boot-service';
import { systemClock } from '../service/clock';
import { httpServiceCaller } from '../service/service-caller';
import type { ServiceDefinition } from '../service/service-definition';
import { createBusFromConfig } from './transport-config';

/** The OpenTelemetry/Prometheus convention for an exporter's port. */
export const DEFAULT_METRICS_PORT = 9464;

const serviceProcessConfig = z
  .object({
    PORT: port(),
    HOST: z.string().default('0.0.0.0'),
    /** Prometheus scrapes `/metrics` here, never on PORT (see deploy/k8s). */
    METRICS_PORT: port().default(DEFAULT_METRICS_PORT),
    DATABASE_URL: postgresUrl(),
    TRANSPORT: oneOf(['redis', 'kafka']).default('redis'),
    REDIS_URL: redisUrl().optional(),
    REDIS_STREAM_PREFIX: redisPrefix().default('abhyas'),
    KAFKA_BROKERS: brokerList().optional(),
    LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
    /** Peers this service calls synchronously (`name=url,...`); calls to others are unreachable. */
    SERVICE_URLS: serviceUrlMap().optional(),
  })
  .superRefine((config, ctx) => {
    if (config.TRANSPORT === 'redis' && !config.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'is required when TRANSPORT=redis',
      });
    }
    if (config.TRANSPORT === 'kafka' && !config.KAFKA_BROKERS?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['KAFKA_BROKERS'],
        message: 'is required when TRANSPORT=kafka',
      });
    }
  });

/**
 * The distributed shape's composition root for one service: validated config, telemetry,
 * its own PostgreSQL database, the configured transport, and HTTP on PORT.
 */
export const runServiceProcess = async (
  definition: ServiceDefinition,
  telemetry: TelemetryHandle,
): Promise<void> => {
  const config = loadConfigOrExit(serviceProcessConfig);
  const logger = createLogger({ service: definition.name, level: config.LOG_LEVEL });
  const shutdown = new GracefulShutdown({ logger });
  shutdown.register('telemetry', () => telemetry.shutdown());

  const db = createPgDatabase({ connectionString: config.DATABASE_URL });
  shutdown.register('database', () => db.close());
  const bus = await createBusFromConfig(config, `${definition.name}-${hostname()}-${process.pid}`);
  shutdown.register('transport', () => bus.close());

  const registry = createMetricsRegistry();
  registerBusMetrics(bus, registry);
  const service = await bootService(
    definition,
    {
      name: definition.name,
      db,
      bus,
      logger,
      clock: systemClock,
      env: process.env,
      services: httpServiceCaller({
        caller: definition.name,
        urls: config.SERVICE_URLS ?? {},
        key: internalAuthKey(process.env),
      }),
    },
    { registry },
  );
  shutdown.register('background work and outbox', () => service.stop());
  const metrics = await startMetricsServer({
    registry,
    port: config.METRICS_PORT,
    host: config.HOST,
    logger,
  });
  shutdown.register('metrics', async () => metrics?.close());
  await service.app.listen(config.PORT, config.HOST);
  shutdown.register('http', () => service.app.close());
  shutdown.listen();
  logger.info({ port: config.PORT }, `${definition.name} listening`);
};
