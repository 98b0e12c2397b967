import { hostname } from 'node:os';
import { createRedisStreamsBus, type MessageBus } from '@abhyas/messaging';
import {
  brokerList,
  createBusFromConfig,
  createLogger,
  createMetricsRegistry,
  GracefulShutdown,
  httpServiceCaller,
  internalAuthKey,
  loadConfigOrExit,
  LOG_LEVELS,
  oneOf,
  port,
  positiveInt,
  redisPrefix,
  redisUrl,
  registerBusMetrics,
  serviceUrlMap,
  startMetricsServer,
  systemClock,
  type TelemetryHandle,
} from '@abhyas/runtime';
import { z } from 'zod';
import { createGenerationWorker } from './create-generation-worker';
import { startWorkerHealthServer } from './worker-health.server';

/** The worker's health port on one machine, after the services' 5101–5107. */
export const GENERATION_WORKER_PORT = 5120;

const workerProcessConfig = z
  .object({
    PORT: port().default(GENERATION_WORKER_PORT),
    HOST: z.string().default('0.0.0.0'),
    METRICS_PORT: port().default(9464),
    TRANSPORT: oneOf(['redis', 'kafka']).default('redis'),
    REDIS_URL: redisUrl().optional(),
    REDIS_STREAM_PREFIX: redisPrefix().default('abhyas'),
    KAFKA_BROKERS: brokerList().optional(),
    LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
    SERVICE_URLS: serviceUrlMap(),
    /** Jobs one worker runs at once; each mostly waits on the model. */
    GENERATION_WORKER_CONCURRENCY: positiveInt().default(8),
    JWT_SECRET: z.string().optional(),
    INTERNAL_AUTH_SECRET: z.string().optional(),
  })
  .superRefine((config, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (config.TRANSPORT === 'redis' && !config.REDIS_URL) {
      issue('REDIS_URL', 'is required when TRANSPORT=redis');
    }
    if (config.TRANSPORT === 'kafka' && !config.KAFKA_BROKERS?.length) {
      issue('KAFKA_BROKERS', 'is required when TRANSPORT=kafka');
    }
    for (const service of ['paper-generation', 'explanations'] as const) {
      if (!config.SERVICE_URLS[service]) {
        issue('SERVICE_URLS', `must name ${service} (the worker reports to it)`);
      }
    }
    if (!config.JWT_SECRET && !config.INTERNAL_AUTH_SECRET) {
      issue(
        'JWT_SECRET',
        'or INTERNAL_AUTH_SECRET is required to sign reports to paper-generation',
      );
    }
  });

type WorkerProcessConfig = z.output<typeof workerProcessConfig>;

const createBus = (config: WorkerProcessConfig, name: string): Promise<MessageBus> =>
  config.TRANSPORT === 'redis'
    ? Promise.resolve(
        createRedisStreamsBus({
          url: config.REDIS_URL!,
          prefix: config.REDIS_STREAM_PREFIX,
          consumerName: name,
          concurrency: config.GENERATION_WORKER_CONCURRENCY,
        }),
      )
    : createBusFromConfig(config, name);

/**
 * The distributed shape's generation worker: its own process (scaled on its own), no database,
 * the transport's `generation-worker` group, reports to paper-generation over HTTP, `/health`
 * on PORT and metrics (its queue's backlog and age) on METRICS_PORT. SIGTERM cuts running jobs
 * short and leaves their messages to the next worker.
 */
export const runGenerationWorkerProcess = async (telemetry: TelemetryHandle): Promise<void> => {
  const config = loadConfigOrExit(workerProcessConfig);
  const logger = createLogger({ service: 'generation-worker', level: config.LOG_LEVEL });
  const shutdown = new GracefulShutdown({ logger });
  shutdown.register('telemetry', () => telemetry.shutdown());
  const bus = await createBus(config, `generation-worker-${hostname()}-${process.pid}`);
  shutdown.register('transport', () => bus.close());
  const registry = createMetricsRegistry();
  registerBusMetrics(bus, registry);
  const worker = createGenerationWorker({
    bus,
    services: httpServiceCaller({
      caller: 'paper-generation',
      urls: config.SERVICE_URLS,
      key: internalAuthKey(process.env),
    }),
    env: process.env,
    logger,
    clock: systemClock,
  });
  await worker.start();
  shutdown.register('worker', () => worker.stop());
  const metrics = await startMetricsServer({
    registry,
    port: config.METRICS_PORT,
    host: config.HOST,
    logger,
  });
  shutdown.register('metrics', async () => metrics?.close());
  const health = await startWorkerHealthServer({
    bus,
    busy: () => worker.busy,
    port: config.PORT,
    host: config.HOST,
  });
  shutdown.register('health', () => new Promise<void>((resolve) => health.close(() => resolve())));
  shutdown.listen();
  logger.info({ port: config.PORT }, 'generation worker listening');
};
