/**
 * Bank paper generation on the distributed shape: the gateway, paper-generation, the ledger and
 * every other service each its own process from `dist/` (as compose and k8s run them), on
 * PostgreSQL and Redis Streams, called over real sockets by 100 parents pressing Generate at once,
 * again and again. The same cases as `paper-generation.bench.ts` (which runs every service in one
 * process), so the two shapes compare on the same forms. Baseline in the same run:
 * `GET /api/syllabus/cbse/8` through the same gateway. Target (issue): p99 under 1 s.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     REDIS_URL=redis://127.0.0.1:6379 node -r ./bench/register.js bench/paper-generation.distributed.bench.ts
 *
 * Settings: PARENTS (default 100), BENCH_SECONDS (default 10 per case), GATEWAY_PORT (5700).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { BANK_PAPER_FORMS } from './lib/bank-paper-forms';
import { closedLoop, envSetting } from './lib/closed-loop';
import { startDistributedProcesses } from './lib/distributed-processes';
import { registerParent, type Family } from './lib/exam-seed';
import { JsonClient } from './lib/json-client';
import { mapLimit, sleep } from './lib/map-limit';

const ADMIN_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const PARENTS = envSetting('PARENTS', 100, 1, 500);
const MAX_MS = envSetting('BENCH_SECONDS', 10, 1, 60) * 1000;
const GATEWAY_PORT = envSetting('GATEWAY_PORT', 5700, 1024, 60000);
/** Each parent's 50 welcome credits make 10 papers; each case may spend 4 of each parent's. */
const PAPERS_PER_CASE = PARENTS * 4;

const FORMS = BANK_PAPER_FORMS;

const peakMemoryMib = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
};

const main = async () => {
  if (!ADMIN_URL || !REDIS_URL) {
    console.log('skipped: DATABASE_URL and REDIS_URL are both needed (the distributed shape)');
    return;
  }
  const platform = await startDistributedProcesses({
    adminUrl: ADMIN_URL,
    redisUrl: REDIS_URL,
    gatewayPort: GATEWAY_PORT,
    portBase: GATEWAY_PORT + 10,
    dbPrefix: 'bench_papers',
    streamPrefix: `bench-papers-${randomBytes(4).toString('hex')}`,
    logs: process.env.BENCH_LOGS === '1',
    env: {
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_PER_MINUTE: '1000000',
      SIGN_UP_PER_ADDRESS_PER_HOUR: '100000',
      LOG_LEVEL: 'error',
      JWT_SECRET: randomBytes(48).toString('base64url'),
    },
  });
  const client = new JsonClient(platform.url);
  try {
    const families = await mapLimit(
      Array.from({ length: PARENTS }, (_, i) => 1 + i),
      8,
      (n) => registerParent(client, n),
    );
    const children = new Map<string, string>();
    for (const family of families) {
      const added = await client.request<{ child: { _id: string } }>('POST', '/api/add-child', {
        ...family,
        body: { parentId: family.parentId, child: { name: 'Bench Child', class: 'Class 8' } },
      });
      children.set(family.parentId, added.body.child._id);
    }
    const generate = (family: Family, form: object) =>
      client.request('POST', '/api/question-bank/cbse/generate-paper', {
        ...family,
        body: {
          ...form,
          studentId: children.get(family.parentId),
          requestId: randomBytes(12).toString('hex'),
        },
      });
    // The child reaches paper-generation as identity's event: wait until every one has.
    for (const family of families) {
      const papersOf = `/api/papers/${family.parentId}/child/${children.get(family.parentId)}`;
      while ((await client.request('GET', papersOf, family)).status !== 200) {
        await sleep(50);
      }
    }
    console.log(
      `\ndistributed shape (every service its own process from dist/, PostgreSQL, Redis Streams, real sockets), ${PARENTS} parents calling at once, ${MAX_MS / 1000} s per case, Node ${process.version}`,
    );
    const cases = [
      {
        name: 'GET /api/syllabus/cbse/8 (baseline)',
        maxOps: Number.POSITIVE_INFINITY,
        call: (n: number) => client.request('GET', '/api/syllabus/cbse/8', families[n % PARENTS]),
      },
      {
        name: 'bank paper, chapter-wise 20 marks',
        maxOps: PAPERS_PER_CASE,
        call: (n: number) => generate(families[n % PARENTS], FORMS.chapterWise),
      },
      {
        name: 'bank paper, comprehensive 50 marks',
        maxOps: PAPERS_PER_CASE,
        call: (n: number) => generate(families[n % PARENTS], FORMS.comprehensive),
      },
    ];
    for (const benchCase of cases) {
      const result = await closedLoop({
        workers: PARENTS,
        maxMs: MAX_MS,
        maxOps: benchCase.maxOps,
        // Call n goes to parent n mod PARENTS: no parent spends more than its share.
        op: async (_worker, n) => {
          const answer = await benchCase.call(n);
          if (answer.status !== 200) {
            throw new Error(
              `${benchCase.name} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
            );
          }
        },
      });
      console.log(
        `${benchCase.name.padEnd(38)} ${result.perSecond.toFixed(0).padStart(6)} /s   p50 ${result.p50Ms.toFixed(1).padStart(7)} ms   p99 ${result.p99Ms.toFixed(1).padStart(7)} ms   (${result.ops} calls)`,
      );
    }
    const memory = Object.entries(platform.pids())
      .map(([name, pid]) => `${name} ${peakMemoryMib(pid).toFixed(0)}`)
      .join(', ');
    console.log(`peak memory (MiB): ${memory}; target: a bank paper under 1000 ms at p99`);
  } finally {
    client.close();
    await platform.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
