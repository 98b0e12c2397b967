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
import { closedLoop, envSetting } from './lib/closed-loop';
import { startInProcessPlatform } from './lib/standalone-in-process';

const MAX_MS = envSetting('BENCH_SECONDS', 3, 1, 30) * 1000;
const CONCURRENCY = envSetting('CONCURRENCY', 16, 1, 256);
const PARENTS = 200;
const POLL_SECONDS = 30;

const main = async () => {
  const platform = await startInProcessPlatform();
  const get = async (url: string, token?: string) =>
    (await platform.request('GET', url, { token })).status;
  const parents = await platform.registerParents(PARENTS);

  const cases: Array<{ name: string; call: (n: number) => Promise<number> }> = [
    {
      name: 'GET /api/health (cached, baseline)',
      call: () => get('/api/health'),
    },
    {
      name: 'GET /api/credits/balance/{userId}',
      call: async (n) => {
        const parent = parents[n % PARENTS];
        return get(`/api/credits/balance/${parent.id}?_=${n}`, parent.token);
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

  await platform.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
