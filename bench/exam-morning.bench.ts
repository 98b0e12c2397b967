/**
 * Exam morning: STUDENTS children (default 2,000; 4 per parent) sit a test scheduled for today,
 * against the distributed shape (gateway and every service its own process from `dist/`, one
 * PostgreSQL database per service, Redis Streams between them). Each student signs in with
 * username and PIN, opens Available Tests, starts the test, saves 20 answers at human-like
 * intervals within SESSION_SECONDS (default 60; some answers changed twice), and submits; the
 * starts are spread over SPREAD_SECONDS (default 60). 10 % reload mid-test and resume from
 * what start-test returns; 5 % go offline for 10 s and send their held answers afterwards.
 *
 *   npm run build
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
 *     node -r ./bench/register.js bench/exam-morning.bench.ts
 *
 * Prints per step (sign-in, scheduled list, start, resume, autosave, submit) throughput,
 * p50/p99 and every non-2xx; the same number of `GET /api/health` calls at the run's mean
 * concurrency as the baseline; CPU and peak memory per process from /proc; what the databases
 * waited on; then checks test-attempt's database: every acknowledged answer held at its newest
 * version, every attempt completed and graded exactly once. Phase 2 (PHASES=2, the default)
 * repeats it with fresh students and test-attempt killed with SIGKILL mid-run and restarted;
 * clients retry with backoff as the browser does. Seeding is timed apart from measurement.
 * Every process is stopped and the databases `DATABASE_PREFIX_*` dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { closedLoop, envSetting } from './lib/closed-loop';
import { DatabaseWatch } from './lib/database-watch';
import { startDistributedProcesses, type DistributedProcesses } from './lib/distributed-processes';
import {
  GOALS_P99_MS,
  printDatabase,
  printLimits,
  printProcesses,
  printReplicaEstimate,
  printSteps,
  printVerification,
} from './lib/exam-report';
import { seedFamilies, type SeededStudent } from './lib/exam-seed';
import { runStudent, type SessionContext, type StudentOutcome } from './lib/exam-student';
import { verifyAttempts } from './lib/exam-verify';
import { JsonClient } from './lib/json-client';
import { sleep } from './lib/map-limit';
import { processesNamed, ProcessUsage } from './lib/process-usage';
import { StepRecorder } from './lib/step-recorder';
import { planStudent, seededRandom } from './lib/student-plan';

const STUDENTS = envSetting('STUDENTS', 2000, 4, 8000);
const CHILDREN_PER_PARENT = 4;
const PARENTS = Math.ceil(STUDENTS / CHILDREN_PER_PARENT);
const SAVES = 20;
const SPREAD_MS = envSetting('SPREAD_SECONDS', 60, 1, 600) * 1000;
const SESSION_MS = envSetting('SESSION_SECONDS', 60, 5, 600) * 1000;
const PHASES = envSetting('PHASES', 2, 1, 2);
const SEED_CONCURRENCY = envSetting('SEED_CONCURRENCY', 12, 1, 64);
const SEED = envSetting('SEED', 1, 1, 2 ** 31);
const GATEWAY_PORT = envSetting('BENCH_GATEWAY_PORT', 5720, 1024, 65000);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB_PREFIX = process.env.DATABASE_PREFIX ?? 'abhyas_bench';
const RETRY_FOR_MS = 180_000;
const IDLE_MS = 5000;

/**
 * Limits raised for the bench processes. Each simulated browser also calls from its own
 * address (X-Forwarded-For, believed from loopback): identity's 600 student sign-ins per
 * address per 15 minutes is a constant, not a setting, so 2,000 from 127.0.0.1 would be refused.
 */
const LIMITS = {
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_PER_MINUTE: '1000000',
  SIGN_UP_PER_ADDRESS_PER_HOUR: '100000',
  STUDENT_PIN_FAILURES_PER_ADDRESS_PER_HOUR: '100000',
};

interface Phase {
  number: 1 | 2;
  crash: boolean;
}

const seedPhase = async (client: JsonClient, phase: Phase): Promise<SeededStudent[]> => {
  const began = Date.now();
  const students = await seedFamilies(client, {
    firstParent: 1 + (phase.number - 1) * PARENTS,
    parents: PARENTS,
    childrenPerParent: CHILDREN_PER_PARENT,
    concurrency: SEED_CONCURRENCY,
  });
  const taken = students.slice(0, STUDENTS);
  console.log(
    `seeding: ${PARENTS} parents registered (welcome bonus awaited), ${students.length} children each with a bank paper saved and scheduled for today: ${((Date.now() - began) / 1000).toFixed(1)} s (not part of the figures below)`,
  );
  return taken;
};

const runPhase = async (
  platform: DistributedProcesses,
  client: JsonClient,
  watch: DatabaseWatch,
  phase: Phase,
) => {
  console.log(
    `\n== Phase ${phase.number}: ${STUDENTS} students${phase.crash ? ', test-attempt killed with SIGKILL mid-run and restarted' : ''} ==`,
  );
  const students = await seedPhase(client, phase);
  const random = seededRandom(SEED + phase.number);
  const plans = students.map(() =>
    planStudent(random, {
      saves: SAVES,
      spreadMs: SPREAD_MS,
      sessionMs: SESSION_MS,
      reloadShare: 0.1,
      offlineShare: 0.05,
      offlineMs: 10_000,
    }),
  );
  const newUsage = () =>
    new ProcessUsage(
      () => processLabels(platform, watch),
      (name) => !name.startsWith('postgres') && !name.startsWith('pg '),
    );
  // Each process's CPU at rest (timers, polling, relays), to count only what the load adds.
  await watch.start();
  const idle = newUsage();
  idle.start();
  await sleep(IDLE_MS);
  idle.stop();
  await watch.stop();
  const usage = newUsage();
  await watch.start();
  usage.start();
  client.peakInFlight = 0;
  const recorder = new StepRecorder();
  const context: SessionContext = {
    client,
    recorder,
    random,
    saves: SAVES,
    retryForMs: RETRY_FOR_MS,
    recoveries: [],
  };
  const phaseStart = Date.now() + 200;
  let crash: Promise<{ downMs: number }> | undefined;
  const crashAtMs = SPREAD_MS * 0.5 + SESSION_MS * 0.25;
  if (phase.crash) {
    crash = sleep(phaseStart + crashAtMs - Date.now()).then(() =>
      platform.crashAndRestart('test-attempt'),
    );
  }
  const outcomes: StudentOutcome[] = await Promise.all(
    students.map((student, i) => runStudent(context, student, plans[i], phaseStart)),
  );
  const restarted = crash ? await crash : undefined;
  recorder.end();
  usage.stop();
  await watch.stop();

  const callers = Math.max(1, Math.ceil(recorder.meanInFlight));
  const baselineErrors = new StepRecorder();
  const baseline = await closedLoop({
    workers: callers,
    maxMs: 300_000,
    maxOps: recorder.requests,
    warmupOps: 20,
    op: async () => {
      const answer = await client.request('GET', '/api/health');
      baselineErrors.record('GET /api/health', answer.status, answer.ms, answer.failure);
    },
  });

  console.log(
    `run: ${recorder.seconds.toFixed(1)} s, ${recorder.requests} requests, ${(recorder.requests / recorder.seconds).toFixed(0)} req/s; ` +
      `${recorder.meanInFlight.toFixed(1)} requests in flight on average, ${client.peakInFlight} at most ` +
      `(paced by the students' plans, so requests per second is the load offered; latency is the figure)`,
  );
  if (restarted) {
    const longest = Math.max(0, ...context.recoveries);
    console.log(
      `test-attempt killed at ${(crashAtMs / 1000).toFixed(0)} s; back (its /health answering) ${(restarted.downMs / 1000).toFixed(1)} s later; ` +
        `${context.recoveries.length} calls succeeded after retrying, the longest ${(longest / 1000).toFixed(1)} s after its first try`,
    );
  }
  const errors = printSteps(recorder, baseline, callers, baselineErrors);
  const verification = await verifyAttempts(databaseUrl(`${DB_PREFIX}_test_attempt`), outcomes);
  const resumes = plans.filter((plan) => plan.reloadAfterSave !== undefined).length;
  const mismatches = outcomes.reduce((sum, outcome) => sum + outcome.resumeMismatches, 0);
  printVerification(verification, mismatches, resumes);
  const alreadySubmitted = outcomes.filter((outcome) => outcome.alreadySubmitted).length;
  if (alreadySubmitted > 0) {
    console.log(
      `${alreadySubmitted} submits answered alreadySubmitted (a retry after an answer lost in the crash)`,
    );
  }
  const goals = Object.entries(GOALS_P99_MS)
    .map(([step, goal]) => {
      const p99 = recorder.figures(step).p99Ms;
      return `${step} p99 ${p99.toFixed(0)} ms ${p99 < goal ? '<' : '>='} ${goal} ms ${p99 < goal ? 'met' : 'NOT met'}`;
    })
    .join('; ');
  console.log(`goals: ${goals}; errors ${errors} (goal 0: ${errors === 0 ? 'met' : 'NOT met'})`);
  const idleCores = new Map(idle.figures().map((f) => [f.name, f.cores]));
  const processes = usage.figures();
  printProcesses(processes, idleCores, recorder.requests, usage.machineBusyCores);
  const database = watch.figures();
  printDatabase(database);
  printLimits(processes, idleCores, usage.machineBusyCores, database);
  printReplicaEstimate(processes, idleCores, recorder.requests, STUDENTS);
  console.log(
    `peak RSS of this bench process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB (all ${STUDENTS} simulated browsers)`,
  );
};

const databaseUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Which process is which: the platform's children, the bench databases' backends, Redis. */
const processLabels = (platform: DistributedProcesses, watch: DatabaseWatch) => {
  const labels = new Map<number, string>();
  for (const pid of processesNamed('postgres')) {
    labels.set(pid, 'pg server, other databases');
  }
  for (const [pid, name] of watch.labels()) {
    labels.set(pid, name);
  }
  for (const pid of processesNamed('redis-server')) {
    labels.set(pid, 'redis');
  }
  for (const [name, pid] of Object.entries(platform.pids())) {
    labels.set(pid, name);
  }
  labels.set(process.pid, 'bench (the simulated browsers)');
  return labels;
};

const removeStreams = async (prefix: string) => {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) {
        await redis.del(...keys);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
};

const main = async () => {
  const streamPrefix = `abhyas-bench-${randomBytes(4).toString('hex')}`;
  console.log(
    `exam morning: ${STUDENTS} students (${PARENTS} parents × ${CHILDREN_PER_PARENT}), starts over ${SPREAD_MS / 1000} s, ${SAVES} saves each over ${SESSION_MS / 1000} s, 10 % reload, 5 % offline 10 s; ` +
      `distributed shape from a copy of dist/, databases ${DB_PREFIX}_*, Node ${process.version}`,
  );
  console.log(
    `limits raised for the bench processes: ${Object.entries(LIMITS)
      .map(([name, value]) => `${name}=${value}`)
      .join(
        ', ',
      )}; each parent and student calls from its own address (X-Forwarded-For), as identity's 600 student sign-ins per address per 15 min is fixed`,
  );
  const startedAt = Date.now();
  const platform = await startDistributedProcesses({
    adminUrl: ADMIN_URL,
    redisUrl: REDIS_URL,
    gatewayPort: GATEWAY_PORT,
    portBase: GATEWAY_PORT + 10,
    dbPrefix: DB_PREFIX,
    streamPrefix,
    logs: process.env.BENCH_LOGS === '1',
    env: {
      ...LIMITS,
      LOG_LEVEL: process.env.BENCH_LOGS === '1' ? 'warn' : 'error',
      JWT_SECRET: randomBytes(48).toString('base64url'),
    },
  });
  console.log(
    `platform up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s at ${platform.url}`,
  );
  const client = new JsonClient(platform.url);
  const watch = new DatabaseWatch(ADMIN_URL, DB_PREFIX);
  // Ctrl-C stops the processes and drops the databases too.
  process.once('SIGINT', () => {
    void platform.stop().finally(() => process.exit(130));
  });
  try {
    await watch.open();
    await runPhase(platform, client, watch, { number: 1, crash: false });
    if (PHASES >= 2) {
      await runPhase(platform, client, watch, { number: 2, crash: true });
    }
  } finally {
    client.close();
    await watch.close().catch(() => undefined);
    await platform.stop();
    await removeStreams(streamPrefix);
    console.log(
      `\nstopped every process, dropped ${DB_PREFIX}_*, removed Redis keys ${streamPrefix}*`,
    );
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
