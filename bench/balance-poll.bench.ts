/**
 * Balance polling benchmark: every open parent page asks `GET /api/credits/balance/{userId}`
 * every 30 s. This measures that call end to end through the gateway, as the browser makes it
 * (bearer token verified, session checked with identity, signed principal forwarded, one
 * primary-key read in the ledger), against `GET /api/health` from the gateway's cache, the
 * other call every page polls, in the same run. It prints req/s, p50/p99, the open pages one
 * process could serve at one poll per 30 s, and the process's peak RSS.
 *
 *   node -r ./bench/register.js bench/balance-poll.bench.ts
 *
 * The standalone shape, in-process (Fastify inject, no sockets): every service and the gateway
 * on in-memory PGlite and the in-process bus. 200 parents, each polled in turn by CONCURRENCY
 * callers (default 16). Bounded by BENCH_SECONDS (default 3, at most 30) per case.
 */
import { randomBytes } from 'node:crypto';
import { SERVICE_NAMES, WELCOME_BONUS_CREDITS, type ServiceName } from '@abhyas/contracts';
import { creditsLedgerService } from '@abhyas/credits-ledger';
import { createPgliteDatabase } from '@abhyas/event-store';
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
import pino from 'pino';
import { closedLoop, envSetting } from './lib/closed-loop';

const MAX_MS = envSetting('BENCH_SECONDS', 3, 1, 30) * 1000;
const CONCURRENCY = envSetting('CONCURRENCY', 16, 1, 256);
const PARENTS = 200;
const POLL_SECONDS = 30;

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

const main = async () => {
  const db = await createPgliteDatabase();
  const bus = new InProcessBus();
  const env = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  const directory = new InProcessServiceDirectory(env.INTERNAL_AUTH_SECRET);
  const services: BootedService[] = [];
  const clients = {} as Record<ServiceName, ServiceClient>;
  for (const name of SERVICE_NAMES) {
    const service = await bootService(definitions[name], {
      name,
      db,
      bus,
      logger: pino({ level: 'silent' }),
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
  const get = async (url: string, token?: string) =>
    edge.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const parents: Array<{ id: string; token: string }> = [];
  for (let n = 0; n < PARENTS; n++) {
    const answer = await edge.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n}` },
      payload: JSON.stringify({
        role: 'parent',
        name: `Bench Parent ${n}`,
        email: `bench.${n}@example.in`,
        password: 'bench-password',
        mobile: `9${String(100_000_000 + n)}`,
      }),
    });
    const body = answer.json<{ token: string; user: { id: string } }>();
    parents.push({ id: body.user.id, token: body.token });
  }
  // Wait for the welcome bonus so each poll reads a real account row.
  for (const parent of parents) {
    for (;;) {
      const answer = await get(`/api/credits/balance/${parent.id}`, parent.token);
      if (answer.json<{ balance: number }>().balance === WELCOME_BONUS_CREDITS) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const cases: Array<{ name: string; call: (n: number) => Promise<number> }> = [
    {
      name: 'GET /api/health (cached, baseline)',
      call: async () => (await get('/api/health')).statusCode,
    },
    {
      name: 'GET /api/credits/balance/{userId}',
      call: async (n) => {
        const parent = parents[n % PARENTS];
        return (await get(`/api/credits/balance/${parent.id}?_=${n}`, parent.token)).statusCode;
      },
    },
  ];

  console.log(
    `standalone shape in-process, ${PARENTS} parents, ${CONCURRENCY} concurrent callers, ` +
      `${MAX_MS / 1000} s per case, Node ${process.version}\n`,
  );
  let peakRss = process.memoryUsage.rss();
  const results: Array<{ name: string; perSecond: number; p50: number; p99: number }> = [];
  for (const benchCase of cases) {
    const result = await closedLoop({
      workers: CONCURRENCY,
      maxMs: MAX_MS,
      warmupOps: 200,
      op: async (_worker, n) => {
        const status = await benchCase.call(Math.abs(n));
        if (status !== 200) {
          throw new Error(`${benchCase.name} answered ${status}`);
        }
      },
    });
    peakRss = Math.max(peakRss, result.peakRssMb * 2 ** 20);
    results.push({
      name: benchCase.name,
      perSecond: result.perSecond,
      p50: result.p50Ms,
      p99: result.p99Ms,
    });
  }

  for (const r of results) {
    console.log(
      `${r.name.padEnd(36)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms`,
    );
  }
  const [health, balance] = results;
  console.log(
    `\nbalance poll costs ${(health.perSecond / balance.perSecond).toFixed(1)}x the cached health poll; ` +
      `one process answers the balance polls of ~${Math.floor(balance.perSecond * POLL_SECONDS)} open pages ` +
      `(one poll per ${POLL_SECONDS} s each)`,
  );
  console.log(`peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB`);

  await gateway.close();
  await limiter.close();
  for (const service of services.reverse()) {
    directory.unregister(service.name);
    await service.app.close();
    await service.stop();
  }
  await bus.close();
  await db.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
