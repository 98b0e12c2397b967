import { InProcessBus } from '@abhyas/messaging';
import {
  bootService,
  type BootedService,
  noPeersServiceCaller,
  type Clock,
  type ServiceCaller,
  type ServiceDefinition,
} from '@abhyas/runtime';
import pino from 'pino';
import type { TestDatabase } from './test-databases';

export interface ServiceUnderTest {
  service: BootedService;
  bus: InProcessBus;
  /** A JSON call straight into the service's HTTP layer, as the gateway would forward it. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

/** Boots one service on a test database and an in-process bus, exactly as a process would. */
export const bootServiceForTest = async (
  definition: ServiceDefinition,
  database: TestDatabase,
  options: {
    clock?: Clock;
    env?: Record<string, string | undefined>;
    /** Peers for synchronous calls; by default every peer is unreachable. */
    services?: ServiceCaller;
    /** Share one bus between services under test (each gets its own otherwise). */
    bus?: InProcessBus;
  } = {},
): Promise<ServiceUnderTest> => {
  const ownBus = !options.bus;
  const bus = options.bus ?? new InProcessBus();
  const service = await bootService(definition, {
    name: definition.name,
    db: database.db,
    bus,
    logger: pino({ level: 'silent' }),
    clock: options.clock ?? { now: () => new Date() },
    env: options.env ?? {},
    services: options.services ?? noPeersServiceCaller,
  });
  const fastify = service.app.getHttpAdapter().getInstance();
  return {
    service,
    bus,
    call: async (method, url, body) => {
      const response = await fastify.inject({
        method,
        url,
        ...(body === undefined
          ? {}
          : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      return {
        status: response.statusCode,
        body: response.body ? (JSON.parse(response.body) as unknown) : undefined,
      };
    },
    stop: async () => {
      await service.app.close();
      await service.stop();
      if (ownBus) {
        await bus.close();
      }
    },
  };
};
