import { randomBytes } from 'node:crypto';
import { SERVICE_NAMES, WELCOME_BONUS_CREDITS, type ServiceName } from '@abhyas/contracts';
import { creditsLedgerService } from '@abhyas/credits-ledger';
import { explanationsService } from '@abhyas/explanations';
import {
  createGatewayApp,
  InProcessServiceClient,
  MemoryRateLimiter,
  type ServiceClient,
} from '@abhyas/gateway';
import { Argon2PasswordHasher, createIdentityService } from '@abhyas/identity';
import { learningAnalyticsService } from '@abhyas/learning-analytics';
import { InProcessBus } from '@abhyas/messaging';
import { paperGenerationService } from '@abhyas/paper-generation';
import { paymentsService } from '@abhyas/payments';
import {
  bootService,
  InProcessServiceDirectory,
  systemClock,
  type BootedService,
  type ServiceDefinition,
} from '@abhyas/runtime';
import { testAttemptService } from '@abhyas/test-attempt';
import { testDatabases, type TestDatabaseFactory } from '@abhyas/testing';
import type { SqlDatabase } from '@abhyas/event-store';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';

const definitions: Record<ServiceName, ServiceDefinition> = {
  // Registration hashes once per parent; a cheap Argon2id keeps set-up short.
  identity: createIdentityService({
    hasher: new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }),
  }),
  'paper-generation': paperGenerationService,
  'test-attempt': testAttemptService,
  'credits-ledger': creditsLedgerService,
  explanations: explanationsService,
  payments: paymentsService,
  'learning-analytics': learningAnalyticsService,
};

export interface BenchParent {
  id: string;
  token: string;
}

export interface InProcessPlatform {
  /** One request through the gateway, as a browser makes it (Fastify inject, no socket). */
  request(
    method: 'GET' | 'POST',
    url: string,
    options?: { token?: string; body?: unknown },
  ): Promise<{ status: number; json<T>(): T }>;
  /** Registers parents and waits for each one's welcome bonus. */
  registerParents(count: number): Promise<BenchParent[]>;
  /** The parts a bench inspects: the gateway (to listen on a port), route tables, database, bus. */
  gateway: NestFastifyApplication;
  services: readonly BootedService[];
  db: SqlDatabase;
  bus: InProcessBus;
  close(): Promise<void>;
}

/** In-memory PGlite, and PostgreSQL (a fresh database, dropped after) when DATABASE_URL is set. */
export const benchDatabases = (): TestDatabaseFactory[] => testDatabases();

/**
 * Every service and the gateway in one process for benchmarks, on the in-process bus, called
 * through the gateway without sockets: on in-memory PGlite (the standalone shape) by default,
 * or on the database a factory opens (PostgreSQL, as the distributed shape's services use it).
 */
export const startInProcessPlatform = async (
  database: TestDatabaseFactory = benchDatabases()[0],
  options: { env?: Record<string, string> } = {},
): Promise<InProcessPlatform> => {
  const opened = await database.open();
  const { db } = opened;
  const bus = new InProcessBus();
  const env = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_AUTH_SECRET: randomBytes(32).toString('hex'),
    // Every bench parent signs up from this one process's address.
    SIGN_UP_PER_ADDRESS_PER_HOUR: '1000000',
    ...options.env,
  };
  const directory = new InProcessServiceDirectory(env.INTERNAL_AUTH_SECRET);
  const services: BootedService[] = [];
  const clients = {} as Record<ServiceName, ServiceClient>;
  for (const name of SERVICE_NAMES) {
    const service = await bootService(definitions[name], {
      name,
      db,
      bus,
      // BENCH_LOG=error shows what a failed call hit; quiet otherwise, as logging costs time.
      logger: pino({ level: process.env.BENCH_LOG ?? 'silent' }),
      clock: systemClock,
      env,
      services: directory.callerFor(name),
    });
    const fastify = service.app.getHttpAdapter().getInstance();
    directory.register(name, fastify);
    clients[name] = new InProcessServiceClient(fastify);
    services.push(service);
  }
  const limiter = new MemoryRateLimiter({ limit: 1_000_000, windowMs: 60_000 });
  const gateway = await createGatewayApp({
    clients,
    rateLimiter: limiter,
    rateLimit: 1_000_000,
    logger: pino({ level: 'silent' }),
    healthCacheMs: 5_000,
    serviceTimeoutMs: 2_000,
    jwtSecret: env.JWT_SECRET,
    internalAuthSecret: env.INTERNAL_AUTH_SECRET,
  });
  const edge = gateway.getHttpAdapter().getInstance();
  const request: InProcessPlatform['request'] = async (method, url, options = {}) => {
    const answer = await edge.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
    return { status: answer.statusCode, json: <T>() => answer.json<T>() };
  };

  // Numbers go on from call to call: a second batch of parents has emails and mobiles of its own.
  let registered = 0;
  const registerParents = async (count: number): Promise<BenchParent[]> => {
    const parents: BenchParent[] = [];
    for (let n = registered; n < registered + count; n++) {
      const answer = await edge.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          role: 'parent',
          name: `Bench Parent ${n}`,
          email: `bench.${n}@example.in`,
          password: 'bench-password',
          mobile: `9${String(100_000_000 + n)}`,
        }),
      });
      if (answer.statusCode !== 201 && answer.statusCode !== 200) {
        throw new Error(`bench parent ${n} not registered: ${answer.statusCode} ${answer.body}`);
      }
      const body = answer.json<{ token: string; user: { id: string } }>();
      parents.push({ id: body.user.id, token: body.token });
    }
    registered += count;
    for (const parent of parents) {
      for (;;) {
        const answer = await request('GET', `/api/credits/balance/${parent.id}`, parent);
        if (answer.json<{ balance: number }>().balance === WELCOME_BONUS_CREDITS) {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return parents;
  };

  return {
    request,
    registerParents,
    gateway,
    services,
    db,
    bus,
    close: async () => {
      await gateway.close();
      await limiter.close();
      for (const service of services.reverse()) {
        directory.unregister(service.name);
        await service.app.close();
        await service.stop();
      }
      await bus.close();
      await opened.dispose();
    },
  };
};
