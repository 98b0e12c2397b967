import { Module, type DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import {
  isConsumedTopic,
  prefixesOf,
  serviceSchema,
  type ServiceHealthReport,
} from '@abhyas/contracts';
import { eventStoreMigrations, OutboxRelay, runMigrations } from '@abhyas/event-store';
import { internalAuthKey } from '../auth/principal';
import { createNestApp } from '../http/create-nest-app';
import { checkServiceHealth } from '../health/service-health';
import { announceRouteTemplates } from '../http/route-template';
import { registerRequestLog } from '../logging/request-log';
import { registerFastifyMetrics } from '../metrics/fastify-metrics';
import { registerRequestTracing } from '../telemetry/request-tracing';
import { createBusinessEventCounter } from '../metrics/business-event.counter';
import { answerNotAvailableYet } from '../http/not-available-yet';
import { runPolicies } from '../policy/run-policies';
import { featuresOf, type ServiceContext, type ServiceDefinition } from './service-definition';

/** A service running inside a process: its Nest app (listening or not) and how to stop it. */
export interface BootedService {
  name: ServiceDefinition['name'];
  app: NestFastifyApplication;
  health(): Promise<ServiceHealthReport>;
  /** Stops background work and flushes the outbox; the caller closes HTTP first. */
  stop(): Promise<void>;
}

type ContextInput = Omit<ServiceContext, 'schema'>;

export interface BootOptions {
  /** Hooks and routes added to the service's Fastify instance before it starts. */
  configureHttp?: (fastify: FastifyInstance) => void;
  /**
   * The process's metrics registry: the service's request durations by route template and its
   * business events (`abhyas_business_events_total`) are recorded there. Served by the process
   * on its metrics port, never on the service's HTTP port.
   */
  registry?: Registry;
}

/**
 * Boots one service the same way in both shapes: migrations, its module, background work,
 * the outbox relay, and the internal `/health` and `/openapi.json` routes. The caller decides
 * whether the app listens on a port (distributed) or is reached in-process (standalone).
 */
export const bootService = async (
  definition: ServiceDefinition,
  input: ContextInput,
  options: BootOptions = {},
): Promise<BootedService> => {
  const context: ServiceContext = { ...input, schema: serviceSchema(definition.name) };
  await runMigrations(context.db, context.schema, [
    ...eventStoreMigrations,
    ...definition.migrations,
  ]);

  const runtime = await definition.create(context);
  const rootModule: DynamicModule = {
    module: class ServiceRootModule {},
    imports: [runtime.module],
  };
  Module({})(rootModule.module);

  const app = await createNestApp(rootModule, context.logger, {
    principalKey: internalAuthKey(context.env),
  });

  const health = () =>
    checkServiceHealth(
      definition.name,
      context.db,
      context.bus,
      runtime.healthChecks,
      featuresOf(definition),
    );
  const fastify = app.getHttpAdapter().getInstance();
  // First, so every later hook and the handler run inside the request's span.
  registerRequestTracing(fastify, { service: definition.name });
  registerRequestLog(fastify, context.logger);
  announceRouteTemplates(fastify);
  if (options.registry) {
    registerFastifyMetrics(fastify, { service: definition.name, registry: options.registry });
  }
  fastify.get('/health', async (_request, reply) => {
    const report = await health();
    return reply.status(report.status === 'down' ? 503 : 200).send(report);
  });

  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle(`Abhyas ${definition.name}`).setVersion('1').build(),
  );
  fastify.get('/openapi.json', async () => openApi);
  const pending =
    definition.features === 'none' ? prefixesOf(definition.name) : (definition.pendingPaths ?? []);
  if (pending.length > 0) {
    answerNotAvailableYet(fastify, pending);
  }
  options.configureHttp?.(fastify);
  await app.init();

  const businessEvents = options.registry
    ? createBusinessEventCounter({ registry: options.registry, service: definition.name })
    : undefined;
  const relay = new OutboxRelay(context.db, context.schema, context.bus, {
    logger: context.logger,
    onPublished: (message) => businessEvents?.increment(message.type),
    // A topic no service consumes (EVENT_CONSUMERS) is never written to the transport.
    publishes: isConsumedTopic,
  });
  relay.start();
  await runtime.start?.();
  const policies = await runPolicies(
    definition.name,
    context.bus,
    runtime.policies ?? [],
    context.logger,
  );

  return {
    name: definition.name,
    app,
    health,
    stop: async () => {
      await Promise.all(policies.map((subscription) => subscription.close()));
      await runtime.stop?.();
      await relay.stop();
    },
  };
};
