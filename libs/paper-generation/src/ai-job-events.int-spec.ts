import {
  AI_GENERATION_ROUTES,
  AI_JOB_EVENT,
  serviceTopic,
  type GenerationJobAccepted,
  type GenerationJobView,
} from '@abhyas/contracts';
import { internalAuthKey, principalHeaders, type Principal } from '@abhyas/runtime';
import {
  childAddedMessage,
  eventually,
  readServerSentEvents,
  startFakeOpenAi,
  testDatabases,
  useBootedService,
  type FakeOpenAi,
} from '@abhyas/testing';
import { aiTestEnv, testWorker } from '../testing/ai-generation-harness';
import {
  asStudent,
  paperGenerationClient,
  ReservationLedger,
  startPaperGeneration,
  TEST_ENV,
} from '../testing/paper-generation-test-client';
import type { GenerationWorker } from './worker/generation-worker';
import { cbseForm, meera, ravi } from '../testing/ai-generation-suite';

const form = (title: string) => cbseForm({ title });

describe.each(testDatabases())('AI job progress as server-sent events on $engine', (factory) => {
  const ledger = new ReservationLedger({ 'parent-meera': 100, 'parent-ravi': 100 });
  const suite = useBootedService(factory, (db) =>
    startPaperGeneration(db, aiTestEnv(20_000), ledger),
  );
  let fake: FakeOpenAi;
  let worker: GenerationWorker;
  const call = (url: string, as: Principal, body: unknown) =>
    paperGenerationClient(suite.service)<GenerationJobAccepted>('POST', url, { as, body });
  /** The events route as the gateway calls it: the body read as it streams, to its end. */
  const open = async (jobId: string, as?: Principal) => {
    const fastify = suite.service.service.app.getHttpAdapter().getInstance();
    const response = await fastify.inject({
      method: 'GET',
      url: AI_GENERATION_ROUTES.events(jobId),
      headers: {
        accept: 'text/event-stream',
        ...(as ? principalHeaders(as, internalAuthKey(TEST_ENV)!) : {}),
      },
      payloadAsStream: true,
    });
    return { status: response.statusCode, headers: response.headers, body: response.stream() };
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('child-asha', 'parent-meera'),
    ]);
    await eventually(async () =>
      expect(
        (
          await paperGenerationClient(suite.service)(
            'GET',
            '/api/papers/parent-meera/child/child-asha',
            {
              as: meera,
            },
          )
        ).status,
      ).toBe(200),
    );
  });
  afterAll(async () => {
    await worker?.stop();
    await fake?.close();
  });

  it('streams the job view on each change of step until it is completed, then closes', async () => {
    fake.mode = 'good';
    // No worker yet: the stream opens on a queued job and must see every step that follows.
    const accepted = await call('/api/generate/generate-paper', meera, {
      ...form('Streamed squares'),
      requestId: 'sse-request-0001',
    });
    expect(accepted.status).toBe(202);
    const stream = await open(accepted.body.jobId, meera);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    worker = testWorker(suite.service, fake.url);
    await worker.start();

    const { events } = await readServerSentEvents(stream.body);
    const views = events.map((event) => {
      expect(event.event).toBe(AI_JOB_EVENT);
      return JSON.parse(event.data) as GenerationJobView;
    });
    expect(views.length).toBeGreaterThan(1);
    expect(views[0]).toMatchObject({ jobId: accepted.body.jobId, status: 'queued', step: 1 });
    const last = views.at(-1)!;
    expect(last).toMatchObject({ status: 'completed', step: 4, creditsUsed: 10 });
    expect(last.paper?.questions.length).toBeGreaterThan(0);
    // The same payload as GET /api/generate/jobs/{jobId}.
    const view = await paperGenerationClient(suite.service)<GenerationJobView>(
      'GET',
      AI_GENERATION_ROUTES.job(accepted.body.jobId),
      { as: meera },
    );
    expect(last).toEqual(view.body);
    // One event per change: never the same status and step twice, steps never going back.
    const changes = views.map((v) => `${v.status}|${v.step}`);
    expect(new Set(changes).size).toBe(changes.length);
    const steps = views.map((v) => v.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(events.map((e) => e.id)).toEqual(changes.map((c) => c.replace('|', '-')));
  });

  it('sends a finished job once and closes at once', async () => {
    const accepted = await call('/api/generate/generate-paper', meera, {
      ...form('Streamed squares'),
      requestId: 'sse-request-0001',
    });
    const { events } = await readServerSentEvents((await open(accepted.body.jobId, meera)).body);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].data)).toMatchObject({ status: 'completed' });
  });

  it('refuses another parent and an unknown job (404), a student (403) and nobody (401), opening no stream', async () => {
    const accepted = await call('/api/generate/generate-paper', meera, {
      ...form('Streamed squares'),
      requestId: 'sse-request-0001',
    });
    const refusals = [
      [await open(accepted.body.jobId, ravi), 404],
      [await open('ai-0123456789abcdef0123456789abcdef', meera), 404],
      [await open(accepted.body.jobId, asStudent('child-asha', 'parent-meera')), 403],
      [await open(accepted.body.jobId), 401],
    ] as const;
    for (const [answer, status] of refusals) {
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toContain('application/json');
      const text = (await readServerSentEvents(answer.body)).events;
      expect(text).toEqual([]);
    }
  });
});
