import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serviceTopic, type GenerationJobView } from '@abhyas/contracts';
import { createRedisStreamsBus, type RedisStreamsBus } from '@abhyas/messaging';
import {
  bootService,
  internalAuthKey,
  principalHeaders,
  type BootedService,
} from '@abhyas/runtime';
import {
  eventually,
  testDatabases,
  type TestDatabase,
  startFakeOpenAi,
  type FakeOpenAi,
} from '@abhyas/testing';
import pino from 'pino';
import { aiTestEnv } from '../testing/ai-generation-harness';
import {
  asParent,
  ReservationLedger,
  TEST_ENV,
  TEST_JWT_SECRET,
} from '../testing/paper-generation-test-client';
import { spawnWorkerProcess, type WorkerProcess } from '../testing/worker-process';
import { paperGenerationService } from './paper-generation.service';

const SCHEMA = 'paper_generation';
const meera = asParent('parent-meera');

/**
 * The distributed shape: paper-generation publishing to Redis Streams, and generation workers
 * as their own processes (`apps/generation-worker`) reporting over HTTP. A worker killed with
 * SIGKILL mid-job leaves its message pending; another worker takes the partition when the dead
 * one's lease lapses, claims the message and finishes the job, once.
 */
describe('AI generation with worker processes over Redis Streams', () => {
  const redisUrl = process.env.REDIS_URL!;
  const prefix = `abhyas-test-${randomBytes(4).toString('hex')}`;
  const ledger = new ReservationLedger({ 'parent-meera': 100 });
  let database: TestDatabase;
  let bus: RedisStreamsBus;
  let service: BootedService;
  let baseUrl: string;
  let fake: FakeOpenAi;
  const workers: WorkerProcess[] = [];

  /** As the gateway forwards a parent's request: over HTTP, with the signed principal. */
  const call = async <Body = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...principalHeaders(meera, internalAuthKey(TEST_ENV)!),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };

  const worker = async () => {
    const started = await spawnWorkerProcess({
      REDIS_URL: redisUrl,
      REDIS_STREAM_PREFIX: prefix,
      SERVICE_URLS: `paper-generation=${baseUrl},explanations=${baseUrl}`,
      JWT_SECRET: TEST_JWT_SECRET,
      OPENAI_API_KEY: 'sk-test-not-a-real-key',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'fake-model',
      OPENAI_MAX_RETRIES: '0',
    });
    workers.push(started);
    await started.ready();
    return started;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi({ mode: 'slow', slowMs: 2_000 });
    database = await testDatabases()[0].open();
    bus = createRedisStreamsBus({ url: redisUrl, prefix });
    service = await bootService(paperGenerationService, {
      name: 'paper-generation',
      db: database.db,
      bus,
      logger: pino({ level: 'silent' }),
      clock: { now: () => new Date() },
      env: aiTestEnv(180_000),
      services: ledger,
    });
    await service.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(service.app.getHttpServer().address() as AddressInfo).port}`;
    await bus.publish(serviceTopic('identity'), {
      id: 'child-added-asha',
      type: 'child-added.v1',
      key: 'parent-meera',
      payload: {
        parentId: 'parent-meera',
        childId: 'child-asha',
        name: 'Asha',
        class: 'Class 8',
        addedAt: '2026-11-25T10:00:00.000Z',
      },
      headers: {},
    });
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) {
      w.child.kill('SIGKILL');
      await w.exited;
    }
    await service?.app.close();
    await service?.stop();
    await bus?.close();
    await database?.dispose();
    await fake?.close();
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('finishes, once, a job whose worker was killed with SIGKILL mid-job', async () => {
    const first = await worker();
    const answer = await call<{ jobId: string }>('POST', '/api/generate/generate-paper', {
      curriculum: 'CBSE',
      class: 8,
      subject: 'Mathematics',
      paperType: 'chapter-wise',
      chapter: ['ch01-a-square-and-a-cube'],
      totalMarks: 15,
      title: 'Killed mid-job',
      requestId: 'ai-kill-minus-9',
    });
    expect(answer.status).toBe(202);
    const { jobId } = answer.body;
    // The first worker is writing: its request to the model is open.
    await eventually(async () => expect(fake.requests.length).toBeGreaterThan(0), 30_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    await eventually(async () => expect(fake.requests[0].aborted).toBe(true));

    const second = await worker();
    let view: GenerationJobView | undefined;
    await eventually(async () => {
      view = (await call<GenerationJobView>('GET', `/api/generate/jobs/${jobId}`)).body;
      expect(view.status).toBe('completed');
    }, 90_000).catch((error: Error) => {
      // What each worker said, for whoever reads the failure.
      error.message += `\n${workers.map((w, i) => `worker ${i + 1}:\n${w.output()}`).join('\n')}`;
      throw error;
    });
    expect(view!.paper?.totalMarks).toBe(15);
    // The second worker wrote it (its log line may arrive just after the answer it logs).
    await eventually(async () => expect(second.output()).toContain('paper reported'));
    expect(fake.requests).toHaveLength(2);

    const { rows } = await database.db.query<{ type: string }>(
      `select type from ${SCHEMA}.events where stream_id = $1`,
      [`generation-job-${jobId}`],
    );
    expect(rows.filter((r) => r.type === 'AiGenerationCompleted')).toHaveLength(1);
    await eventually(async () =>
      expect(ledger.reservations.get(`paper:${jobId}`)?.status).toBe('committed'),
    );
    expect(ledger.calls.filter((c) => c.endsWith(`paper%3A${jobId}/commit`))).toHaveLength(1);
    expect(ledger.balances.get('parent-meera')).toBe(90);
  }, 240_000);
});
