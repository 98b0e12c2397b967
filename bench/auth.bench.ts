/**
 * Sign-in benchmark: PIN sign-ins per second before (the PIN stored as Argon2id, m=19456 KiB,
 * t=2, p=1, as until PIN_PEPPER) and after (a keyed HMAC-SHA256), and password sign-ins (still
 * Argon2id), against a hash-free call through the same HTTP, validation and database path
 * (`POST /api/auth/check-email`), all in the same run; then the peak RSS while 50 sign-ins are
 * in flight at once. The PIN check alone (no HTTP, no database) is measured for both forms too.
 *
 *   node -r ./bench/register.js bench/auth.bench.ts
 *
 * Two identity services (one storing PINs as before, one as now), each on in-memory PGlite,
 * called in-process (Fastify inject), so the figures are the service's own cost without a
 * network. Each call comes from its own client address so the per-address limits do not cut
 * the run short. Bounded by BENCH_SECONDS (default 3, at most 30) per case; CONCURRENCY
 * callers (default 8).
 */
import { createPgliteDatabase } from '@abhyas/event-store';
import {
  Argon2PinHasher,
  createIdentityService,
  HmacPinHasher,
  OWASP_ARGON2ID,
  type IdentityServiceOptions,
} from '@abhyas/identity';
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

const STUDENT = {
  role: 'student',
  name: 'Bench Student',
  email: 'bench@example.in',
  password: 'bench-password',
  mobile: '9000000099',
  class: 'Class 7',
  subjects: ['Maths'],
};

/** One identity service with a registered student; `post` calls it from a fresh address. */
const startIdentity = async (options: IdentityServiceOptions) => {
  const db = await createPgliteDatabase();
  const bus = new InProcessBus();
  const service = await bootService(createIdentityService(options), {
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
  const registered = await post('/api/auth/register', STUDENT);
  if (registered.status !== 201) {
    throw new Error(`registration answered ${registered.status}`);
  }
  return {
    post,
    credentials: registered.body.credentials as { username: string; pin: string },
    stop: async () => {
      await service.app.close();
      await service.stop();
      await bus.close();
      await db.close();
    },
  };
};

const main = async () => {
  const before = await startIdentity({ pinHasher: new Argon2PinHasher(OWASP_ARGON2ID) });
  const after = await startIdentity({});
  const password = { email: STUDENT.email, password: STUDENT.password };
  // The PIN check on its own, without HTTP or the database, for each stored form.
  const argon2Pins = new Argon2PinHasher(OWASP_ARGON2ID);
  const hmacPins = new HmacPinHasher('bench-pepper-0123456789abcdef0123456789abcdef');
  const argon2Stored = await argon2Pins.hash('child', '4821');
  const hmacStored = await hmacPins.hash('child', '4821');
  const checked = async (check: Promise<{ valid: boolean }>) => ((await check).valid ? 200 : 401);

  const cases: Array<{ name: string; run: () => Promise<number> }> = [
    {
      name: 'baseline (check-email, no hash)',
      run: async () => (await after.post('/api/auth/check-email', { email: STUDENT.email })).status,
    },
    {
      name: 'password sign-in (Argon2id)',
      run: async () => (await after.post('/api/auth/login', password)).status,
    },
    {
      name: 'PIN sign-in before (Argon2id)',
      run: async () => (await before.post('/api/auth/student-login', before.credentials)).status,
    },
    {
      name: 'PIN sign-in after (HMAC-SHA256)',
      run: async () => (await after.post('/api/auth/student-login', after.credentials)).status,
    },
    {
      name: 'PIN check alone before (Argon2id)',
      run: () => checked(argon2Pins.verify(argon2Stored, 'child', '4821')),
    },
    {
      name: 'PIN check alone after (HMAC)',
      run: () => checked(hmacPins.verify(hmacStored, 'child', '4821')),
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
  const [baseline, , pinBefore, pinAfter, checkBefore, checkAfter] = results.map(
    (r) => r.perSecond,
  );
  for (const r of results.slice(1, 4)) {
    console.log(`${r.name} costs ${(baseline / r.perSecond).toFixed(1)}x the hash-free path`);
  }
  console.log(`PIN sign-in after / before: ${(pinAfter / pinBefore).toFixed(1)}x`);
  console.log(`PIN check alone after / before: ${(checkAfter / checkBefore).toFixed(0)}x`);

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, (_, i) =>
      i % 2
        ? after.post('/api/auth/login', password)
        : after.post('/api/auth/student-login', after.credentials),
    ),
  );
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `\n${IN_FLIGHT} sign-ins in flight: RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB before, ` +
      `peak ${(peak / 2 ** 20).toFixed(0)} MiB (+${((peak - rssBefore) / 2 ** 20).toFixed(0)} MiB)`,
  );

  await before.stop();
  await after.stop();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
