/**
 * Sign-in benchmark: password and PIN sign-ins per second and p99 at the production Argon2id
 * parameters (m=19456 KiB, t=2, p=1), against a hash-free call through the same HTTP, validation
 * and database path (`POST /api/auth/check-email`) measured in the same run, and the peak RSS
 * while 50 sign-ins are in flight at once.
 *
 *   node -r ./bench/register.js bench/auth.bench.ts
 *
 * The identity service runs on in-memory PGlite and is called in-process (Fastify inject), so
 * the figures are the service's own cost without a network. Each call comes from its own
 * client address so the per-address sign-in limits do not cut the run short. Bounded by
 * BENCH_SECONDS (default 3, at most 30) per case; CONCURRENCY callers (default 8).
 */
import { createPgliteDatabase } from '@abhyas/event-store';
import { createIdentityService, OWASP_ARGON2ID } from '@abhyas/identity';
import { InProcessBus } from '@abhyas/messaging';
import { bootService, noPeersServiceCaller, systemClock } from '@abhyas/runtime';
import pino from 'pino';
import { closedLoop, envSetting } from './lib/closed-loop';

const MAX_MS = envSetting('BENCH_SECONDS', 3, 1, 30) * 1000;
const CONCURRENCY = envSetting('CONCURRENCY', 8, 1, 64);
const IN_FLIGHT = 50;

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const main = async () => {
  const db = await createPgliteDatabase();
  const bus = new InProcessBus();
  const service = await bootService(createIdentityService(), {
    name: 'identity',
    db,
    bus,
    logger: pino({ level: 'silent' }),
    clock: systemClock,
    env: { JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef' },
    services: noPeersServiceCaller,
  });
  const fastify = service.app.getHttpAdapter().getInstance();
  const post = async (url: string, body: unknown) => {
    const response = await fastify.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  const registered = await post('/api/auth/register', {
    role: 'student',
    name: 'Bench Student',
    email: 'bench@example.in',
    password: 'bench-password',
    mobile: '9000000099',
    class: 'Class 7',
    subjects: ['Maths'],
  });
  const credentials = registered.body.credentials as { username: string; pin: string };

  const cases: Array<{ name: string; run: () => Promise<number> }> = [
    {
      name: 'baseline (check-email, no hash)',
      run: async () => (await post('/api/auth/check-email', { email: 'bench@example.in' })).status,
    },
    {
      name: 'password sign-in',
      run: async () =>
        (await post('/api/auth/login', { email: 'bench@example.in', password: 'bench-password' }))
          .status,
    },
    {
      name: 'PIN sign-in',
      run: async () => (await post('/api/auth/student-login', credentials)).status,
    },
  ];

  console.log(
    `Argon2id m=${OWASP_ARGON2ID.memoryCost} KiB t=${OWASP_ARGON2ID.timeCost} p=${OWASP_ARGON2ID.parallelism}; ` +
      `${CONCURRENCY} concurrent callers, ${MAX_MS / 1000} s per case, Node ${process.version}\n`,
  );
  const results: Array<{ name: string; perSecond: number; p50: number; p99: number }> = [];
  for (const benchCase of cases) {
    const result = await closedLoop({
      workers: CONCURRENCY,
      maxMs: MAX_MS,
      warmupOps: 5,
      op: async () => {
        const status = await benchCase.run();
        if (status !== 200) {
          throw new Error(`${benchCase.name} answered ${status}`);
        }
      },
    });
    results.push({
      name: benchCase.name,
      perSecond: result.perSecond,
      p50: result.p50Ms,
      p99: result.p99Ms,
    });
  }
  for (const r of results) {
    console.log(
      `${r.name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(7)} /s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms`,
    );
  }
  const baseline = results[0].perSecond;
  for (const r of results.slice(1)) {
    console.log(`${r.name} costs ${(baseline / r.perSecond).toFixed(1)}x the hash-free path`);
  }

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, (_, i) =>
      i % 2
        ? post('/api/auth/login', { email: 'bench@example.in', password: 'bench-password' })
        : post('/api/auth/student-login', credentials),
    ),
  );
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `\n${IN_FLIGHT} sign-ins in flight: RSS ${(before / 2 ** 20).toFixed(0)} MiB before, ` +
      `peak ${(peak / 2 ** 20).toFixed(0)} MiB (+${((peak - before) / 2 ** 20).toFixed(0)} MiB)`,
  );

  await service.app.close();
  await service.stop();
  await bus.close();
  await db.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
