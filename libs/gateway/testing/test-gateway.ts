import type { AddressInfo } from 'node:net';
import type { ServiceName } from '@abhyas/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import type { ServiceClient } from '../src/clients/service-client';
import { createGatewayApp, type GatewayOptions } from '../src/create-gateway-app';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter';
import { fakeServiceClients } from './fake-service-clients';

const TEST_RATE_LIMIT = 10_000;

/**
 * The gateway as tests build it: a generous in-memory rate limit (closed with the app), silent
 * logs, health cached a minute and checked within 50 ms; `overrides` say what a test is about.
 */
export const testGatewayApp = async (
  clients: Record<ServiceName, ServiceClient>,
  overrides: Partial<GatewayOptions> = {},
): Promise<NestFastifyApplication> => {
  const rateLimiter = new MemoryRateLimiter({ limit: TEST_RATE_LIMIT, windowMs: 60_000 });
  const app = await createGatewayApp({
    clients,
    rateLimiter,
    rateLimit: TEST_RATE_LIMIT,
    logger: pino({ level: 'silent' }),
    healthCacheMs: 60_000,
    serviceTimeoutMs: 50,
    ...overrides,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', () => rateLimiter.close());
  return app;
};

/** Every service answering as `fakeServiceClients` do, but `service` reached through `client`. */
export const routedTo = (
  service: ServiceName,
  client: ServiceClient,
): Record<ServiceName, ServiceClient> => ({ ...fakeServiceClients().clients, [service]: client });

/** A test gateway listening on a free port of 127.0.0.1. */
export const listeningGateway = async (
  clients: Record<ServiceName, ServiceClient>,
  overrides: Partial<GatewayOptions> = {},
) => {
  const app = await testGatewayApp(clients, overrides);
  await app.listen(0, '127.0.0.1');
  return { app, port: (app.getHttpServer().address() as AddressInfo).port };
};
