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
import { performance } from 'node:perf_hooks';
import { createPgliteDatabase } from '@abhyas/event-store';
import { createIdentityService, OWASP_ARGON2ID } from '@abhyas/identity';
import { InProcessBus } from '@abhyas/messaging';
import { bootService, noPeersServiceCaller, systemClock } from '@abhyas/runtime';
import pino from 'pino';

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const MAX_MS = clamp(Number(process.env.BENCH_SECONDS ?? 3) || 3, 1, 30) * 1000;
const CONCURRENCY = clamp(Number(process.env.CONCURRENCY ?? 8) || 8, 1, 64);
const IN_FLIGHT = 50;

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

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
    for (let i = 0; i < 5; i++) {
      await benchCase.run();
    }
    const latencies: number[] = [];
    const started = performance.now();
    const worker = async () => {
      while (performance.now() - started < MAX_MS) {
        const t0 = performance.now();
        const status = await benchCase.run();
        if (status !== 200) {
          throw new Error(`${benchCase.name} answered ${status}`);
        }
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    results.push({
      name: benchCase.name,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
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
