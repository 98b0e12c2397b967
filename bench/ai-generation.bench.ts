/**
 * AI generation queue throughput: how many papers one generation worker finishes per minute,
 * and how much memory it holds, when the model takes 2 s per answer. Compared in the same run
 * with the same worker and a model that answers at once (the worker's own ceiling: queue,
 * reports, checks, recording), and with the bound the model's latency sets (concurrency × 60 s
 * ÷ 2 s). Jobs are CBSE class 8 chapter-wise papers of 20 marks (12 questions, one request).
 *
 *   REDIS_URL=redis://127.0.0.1:6379 node -r ./bench/register.js bench/ai-generation.bench.ts
 *
 * With REDIS_URL: the distributed shape. paper-generation in this process (PGlite) publishes to
 * Redis Streams; the worker is its own process (`apps/generation-worker`, compiled on load) and
 * its memory is read from its own metrics port. Without: the standalone shape, the worker
 * in-process, and memory is this whole process's (service and PGlite included).
 * JOBS (default 48, at most 500), WORKER_CONCURRENCY (default 8), MODEL_DELAY_MS (default 2000).
 * The fake model is `startFakeOpenAi` from `@abhyas/testing`: no paid endpoint.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRedisStreamsBus, InProcessBus, type MessageBus } from '@abhyas/messaging';
import { createGenerationWorker, paperGenerationService } from '@abhyas/paper-generation';
import {
  bootService,
  InProcessServiceDirectory,
  internalAuthKey,
  principalHeaders,
  systemClock,
  type BootedService,
} from '@abhyas/runtime';
import { startFakeOpenAi, testDatabases } from '@abhyas/testing';
import pino from 'pino';
import { envSetting, percentile } from './lib/closed-loop';
/* eslint-disable @nx/enforce-module-boundaries -- the tests' fake model and ledger, shared with
   this bench on purpose: both must speak exactly the protocols the tests hold them to. */
import { ReservationLedger } from '@abhyas/testing';
import { spawnWorkerProcess } from '../libs/paper-generation/testing/worker-process';
/* eslint-enable @nx/enforce-module-boundaries */

const JOBS = envSetting('JOBS', 48, 1, 500);
const CONCURRENCY = envSetting('WORKER_CONCURRENCY', 8, 1, 64);
const MODEL_DELAY_MS = envSetting('MODEL_DELAY_MS', 2000, 0, 30_000);
const RUN_LIMIT_MS = 5 * 60_000;
const SECRET = randomBytes(32).toString('hex');
const ENV = {
  JWT_SECRET: SECRET,
  OPENAI_API_KEY: 'sk-bench-not-a-real-key',
  GENERATION_SWEEP_MS: '500',
};

const FORM = {
  curriculum: 'CBSE',
  class: 8,
  subject: 'Mathematics',
  paperType: 'chapter-wise',
  chapter: ['ch01-a-square-and-a-cube', 'ch03-a-story-of-numbers'],
  totalMarks: 20,
};

interface Memory {
  /** Resident set size in MiB, now. */
  rss(): Promise<number>;
}

const mib = (bytes: number) => bytes / 1024 / 1024;

/** The worker process's own RSS, from its Prometheus metrics. */
const metricsMemory = (port: number): Memory => ({
  rss: async () => {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    return mib(Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)?.[1] ?? 0));
  },
});

const processMemory: Memory = { rss: () => Promise.resolve(mib(process.memoryUsage().rss)) };

const main = async () => {
  const redisUrl = process.env.REDIS_URL;
  const fake = await startFakeOpenAi();
  const database = await testDatabases()[0].open();
  const ledger = new ReservationLedger();
  const prefix = `abhyas-bench-${randomBytes(4).toString('hex')}`;
  const bus: MessageBus = redisUrl
    ? createRedisStreamsBus({ url: redisUrl, prefix })
    : new InProcessBus({ concurrency: CONCURRENCY });
  const service: BootedService = await bootService(paperGenerationService, {
    name: 'paper-generation',
    db: database.db,
    bus,
    logger: pino({ level: 'silent' }),
    clock: systemClock,
    env: ENV,
    services: ledger,
  });
  const fastify = service.app.getHttpAdapter().getInstance();
  let memory = processMemory;
  let stopWorker: () => Promise<void>;
  if (redisUrl) {
    await service.app.listen(0, '127.0.0.1');
    const { port } = service.app.getHttpServer().address() as AddressInfo;
    const worker = await spawnWorkerProcess({
      REDIS_URL: redisUrl,
      REDIS_STREAM_PREFIX: prefix,
      SERVICE_URLS: `paper-generation=http://127.0.0.1:${port},explanations=http://127.0.0.1:${port}`,
      JWT_SECRET: SECRET,
      OPENAI_API_KEY: ENV.OPENAI_API_KEY,
      OPENAI_BASE_URL: fake.url,
      GENERATION_WORKER_CONCURRENCY: String(CONCURRENCY),
      LOG_LEVEL: 'warn',
    });
    await worker.ready();
    memory = metricsMemory(worker.metricsPort);
    stopWorker = async () => {
      worker.child.kill('SIGTERM');
      await worker.exited;
    };
  } else {
    const directory = new InProcessServiceDirectory(internalAuthKey(ENV));
    directory.register('paper-generation', fastify);
    const worker = createGenerationWorker({
      bus,
      services: directory.callerFor('paper-generation'),
      env: { ...ENV, OPENAI_BASE_URL: fake.url },
      logger: pino({ level: 'silent' }),
      clock: systemClock,
    });
    await worker.start();
    stopWorker = () => worker.stop();
  }
  console.log(
    `AI generation bench: ${JOBS} jobs per case, worker concurrency ${CONCURRENCY}, ` +
      `${redisUrl ? 'worker process over Redis Streams (distributed)' : 'worker in-process (standalone)'}\n`,
  );

  const submit = async (caseId: string, n: number) => {
    const parentId = `bench-parent-${n % 50}`;
    ledger.balances.set(parentId, 1_000_000);
    const response = await fastify.inject({
      method: 'POST',
      url: '/api/generate/generate-paper',
      headers: {
        ...principalHeaders({ userId: parentId, role: 'parent', sid: 's' }, internalAuthKey(ENV)!),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        ...FORM,
        title: `Bench ${caseId} ${n}`,
        requestId: `bench-${caseId}-${n}-${randomBytes(4).toString('hex')}`,
      }),
    });
    if (response.statusCode !== 202) {
      throw new Error(`POST answered ${response.statusCode}: ${response.body}`);
    }
    return (JSON.parse(response.body) as { jobId: string }).jobId;
  };

  const runCase = async (label: string, caseId: string, delayMs: number) => {
    fake.delayMs = delayMs;
    const idleMb = await memory.rss();
    const started = Date.now();
    const jobIds = await Promise.all(Array.from({ length: JOBS }, (_, n) => submit(caseId, n)));
    let peakMb = idleMb;
    for (;;) {
      peakMb = Math.max(peakMb, await memory.rss());
      const { rows } = await database.db.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from paper_generation.generation_jobs
         where job_id = any($1::text[]) group by status`,
        [jobIds],
      );
      const done = rows
        .filter((r) => r.status === 'completed' || r.status === 'failed')
        .reduce((sum, r) => sum + Number(r.n), 0);
      if (done === JOBS || Date.now() - started > RUN_LIMIT_MS) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await database.db.query<{ status: string; ms: number; last: Date }>(
      `select status, extract(epoch from (updated_at - requested_at)) * 1000 as ms,
              updated_at as last
       from paper_generation.generation_jobs where job_id = any($1::text[])`,
      [jobIds],
    );
    const completed = rows.filter((r) => r.status === 'completed');
    const seconds = (Math.max(...rows.map((r) => new Date(r.last).getTime())) - started) / 1000;
    const latencies = completed.map((r) => Number(r.ms)).sort((a, b) => a - b);
    return {
      label,
      completed: completed.length,
      failed: rows.length - completed.length,
      perMinute: (completed.length / seconds) * 60,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      idleMb,
      peakMb,
    };
  };

  const results = [
    await runCase('baseline: model answers at once', 'baseline', 0),
    await runCase(`model answers after ${MODEL_DELAY_MS / 1000} s`, 'delayed', MODEL_DELAY_MS),
  ];
  const bound = (CONCURRENCY * 60_000) / Math.max(MODEL_DELAY_MS, 1);
  console.log(
    '| Case | Completed / failed | Jobs per minute per worker | Job p50 / p99 | Worker RSS idle → peak |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.label} | ${r.completed} / ${r.failed} | ${r.perMinute.toFixed(0)} | ` +
        `${(r.p50 / 1000).toFixed(2)} s / ${(r.p99 / 1000).toFixed(2)} s | ` +
        `${r.idleMb.toFixed(0)} → ${r.peakMb.toFixed(0)} MiB |`,
    );
  }
  console.log(
    `\nBound set by the model: ${CONCURRENCY} jobs at once × 60 s ÷ ${MODEL_DELAY_MS / 1000} s = ` +
      `${bound.toFixed(0)} jobs per minute per worker.`,
  );

  await stopWorker();
  await service.app.close();
  await service.stop();
  await bus.close();
  await database.dispose();
  await fake.close();
  if (redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
