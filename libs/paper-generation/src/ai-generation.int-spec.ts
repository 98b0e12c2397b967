import {
  AI_GENERATION_STEPS,
  GENERATION_JOB_INTERNAL_ROUTES,
  PAPER_MESSAGES,
  serviceTopic,
  type GenerationJobAccepted,
  type GenerationJobView,
  type PaperListResponse,
} from '@abhyas/contracts';
import type { BusMessage } from '@abhyas/messaging';
import type { Principal } from '@abhyas/runtime';
import {
  childAddedMessage,
  childDeletedMessage,
  eventually,
  expectRebuildEqualsLive,
  testDatabases,
  useBootedService,
  startFakeOpenAi,
  type FakeOpenAi,
} from '@abhyas/testing';
import { aiTestEnv, testWorker } from '../testing/ai-generation-harness';
import {
  asParent,
  asStudent,
  paperGenerationClient,
  ReservationLedger,
  startPaperGeneration,
  TEST_ENV,
  usePaperGeneration,
} from '../testing/paper-generation-test-client';
import { generationJobsProjection } from './application/generation-jobs.projection';
import type { GenerationWorker } from './worker/generation-worker';

const SCHEMA = 'paper_generation';
const DEADLINE_MS = 6_000;
const meera = asParent('parent-meera');
const ravi = asParent('parent-ravi');
const internal: Principal = { userId: 'paper-generation', role: 'internal', sid: 'service' };

const cbseForm = (extra: Record<string, unknown> = {}) => ({
  curriculum: 'CBSE',
  class: 'Class 8',
  subject: 'Mathematics',
  paperType: 'chapter-wise',
  chapter: ['ch01-a-square-and-a-cube', 'ch03-a-story-of-numbers'],
  totalMarks: 20,
  title: 'Squares and numbers',
  ...extra,
});

describe.each(testDatabases())('AI paper generation on $engine', (factory) => {
  const ledger = new ReservationLedger({ 'parent-meera': 200, 'parent-ravi': 5 });
  const { suite, call } = usePaperGeneration(factory, {
    env: aiTestEnv(DEADLINE_MS),
    services: ledger,
  });
  let fake: FakeOpenAi;
  let worker: GenerationWorker;

  const generate = (body: unknown, as = meera, path = '/api/generate/generate-paper') =>
    call<GenerationJobAccepted & Record<string, unknown>>('POST', path, { as, body });
  const job = (jobId: string, as: Principal = meera) =>
    call<GenerationJobView>('GET', `/api/generate/jobs/${jobId}`, { as });
  const finished = async (jobId: string) => {
    let view: GenerationJobView | undefined;
    await eventually(async () => {
      view = (await job(jobId)).body;
      expect(['completed', 'failed']).toContain(view.status);
    }, 20_000);
    return view!;
  };
  const jobEvents = async (jobId: string) =>
    (
      await suite.database.db.query<{ type: string; data: Record<string, unknown> }>(
        `select type, data from ${SCHEMA}.events where stream_id = $1 order by stream_version`,
        [`generation-job-${jobId}`],
      )
    ).rows;
  const ledgerCalls = (jobId: string, action: 'commit' | 'release') =>
    ledger.calls.filter(
      (c) => c === `POST /internal/credits/reservations/paper%3A${jobId}/${action}`,
    ).length;
  /** Settled at the ledger: committed once (or released once), never both. */
  const expectSettled = async (jobId: string, status: 'committed' | 'released') => {
    await eventually(async () =>
      expect(ledger.reservations.get(`paper:${jobId}`)?.status).toBe(status),
    );
    const other = status === 'committed' ? 'release' : 'commit';
    expect(ledgerCalls(jobId, status === 'committed' ? 'commit' : 'release')).toBe(1);
    expect(ledgerCalls(jobId, other)).toBe(0);
    // Recorded on the job, so neither a late report nor the sweep asks the ledger again.
    await eventually(async () => {
      const { rows } = await suite.database.db.query<{ settled: boolean }>(
        `select settled from ${SCHEMA}.generation_jobs where job_id = $1`,
        [jobId],
      );
      expect(rows[0]?.settled).toBe(true);
    });
  };
  const idle = () =>
    eventually(async () => {
      const lag = await suite.service.bus.consumerLag();
      expect(lag.filter((l) => l.group === 'generation-worker' && l.eventsBehind > 0)).toEqual([]);
    }, 20_000);
  const requestedMessage = async (jobId: string): Promise<BusMessage> => {
    const { rows } = await suite.database.db.query<{
      message_id: string;
      key: string;
      type: string;
      payload: unknown;
    }>(`select message_id, key, type, payload from ${SCHEMA}.outbox where key = $1`, [jobId]);
    const [row] = rows;
    return { id: row.message_id, key: row.key, type: row.type, payload: row.payload, headers: {} };
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('child-asha', 'parent-meera'),
      childAddedMessage('child-kiran', 'parent-ravi'),
      childAddedMessage('child-esha', 'parent-meera'),
    ]);
    await eventually(async () =>
      expect(
        (await call('GET', '/api/papers/parent-meera/child/child-asha', { as: meera })).status,
      ).toBe(200),
    );
    worker = testWorker(suite.service, fake.url);
    await worker.start();
  });
  afterAll(async () => {
    await worker?.stop();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = 'good';
    fake.slowMs = 60_000;
    fake.reset();
  });

  it('says AI generation is available, for 10 credits within the deadline', async () => {
    expect((await call('GET', '/api/generate/availability', { as: meera })).body).toEqual({
      success: true,
      available: true,
      cost: 10,
      deadlineMs: DEADLINE_MS,
      steps: AI_GENERATION_STEPS,
    });
  });

  it('queues the paper at once (202), goes through the four steps and hands over a checked paper that saves, for 10 credits once', async () => {
    const before = ledger.balances.get('parent-meera')!;
    const answer = await generate(
      cbseForm({ requestId: 'ai-click-00001', studentId: 'child-asha' }),
    );
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({
      success: true,
      status: 'queued',
      step: 1,
      steps: AI_GENERATION_STEPS,
      pollAfterMs: 1000,
    });
    const { jobId } = answer.body;
    expect(jobId).toMatch(/^ai-[0-9a-f]{32}$/);

    const view = await finished(jobId);
    expect(view).toMatchObject({
      status: 'completed',
      step: 4,
      stepLabel: AI_GENERATION_STEPS[3],
      creditsUsed: 10,
      title: 'Squares and numbers',
      studentId: 'child-asha',
    });
    expect(view).not.toHaveProperty('pollAfterMs');
    const paper = view.paper!;
    expect(paper).toMatchObject({
      generationId: jobId,
      curriculum: 'CBSE',
      class: 8,
      subject: 'Mathematics',
      totalMarks: 20,
      timeDuration: 45,
    });
    expect(paper.questions.reduce((sum, q) => sum + q.marks, 0)).toBe(20);
    expect(new Set(paper.questions.map((q) => q.source))).toEqual(new Set(['ai']));
    expect(paper.questions.map((q) => q.number)).toEqual(paper.questions.map((_, i) => i + 1));
    for (const q of paper.questions) {
      expect(['A Square and A Cube', 'A Story of Numbers']).toContain(q.chapter);
      expect(q.explanation?.detailedSolution.length).toBeGreaterThan(0);
    }
    expect(paper.questions[0].diagram?.svg).toMatch(/^<svg/);
    expect(paper.notes.join(' ')).toContain('Written by AI');
    expect(paper.paperContent).toContain('Answer key');

    const steps = (await jobEvents(jobId))
      .filter((e) => e.type === 'AiGenerationStepReached')
      .map((e) => e.data.step);
    expect(steps).toEqual([1, 2, 3, 4]);
    expect(fake.requests[0]).toMatchObject({
      authorization: 'Bearer sk-test-not-a-real-key',
      body: { model: 'fake-model', response_format: { type: 'json_schema' } },
    });
    expect(fake.requests[0].body.response_format?.json_schema?.strict).toBe(true);

    await expectSettled(jobId, 'committed');
    expect(ledger.balances.get('parent-meera')).toBe(before - 10);

    const saved = await call<{ paperId: string }>('POST', '/api/papers/save-paper', {
      as: meera,
      body: {
        parentId: 'parent-meera',
        student: 'child-asha',
        generationId: paper.generationId,
        title: 'Squares and numbers',
      },
    });
    expect(saved).toMatchObject({ status: 200, body: { paperId: `paper-${jobId}` } });
    const list = await call<PaperListResponse>('GET', '/api/papers/parent-meera/child/child-asha', {
      as: meera,
    });
    expect(list.body.papers.map((p) => p.paper.questions)).toEqual([paper.questions]);
  });

  it('follows the organiser’s pattern for an Olympiad: sections in order, with their counts and marks', async () => {
    const answer = await generate(
      { class: 5, title: 'IMO mock 1', paperType: 'mock', requestId: 'ai-imo-click-01' },
      meera,
      '/api/generate/olympiad/imo',
    );
    expect(answer.status).toBe(202);
    const view = await finished(answer.body.jobId);
    expect(view.status).toBe('completed');
    const paper = view.paper!;
    expect(paper).toMatchObject({ curriculum: 'IMO', subject: 'Mathematics', timeDuration: 60 });
    const sections = paper.sections!;
    expect(sections.map((s) => [s.code, s.questions, s.marksPerQuestion])).toEqual([
      ['S1', 15, 1],
      ['S2', 20, 1],
      ['S3', 10, 1],
      ['S4', 5, 3],
    ]);
    const order = sections.flatMap((s) => Array<string>(s.questions).fill(s.name));
    expect(paper.questions.map((q) => q.sectionName)).toEqual(order);
    expect(paper.questions.every((q) => q.questionType === 'MCQ')).toBe(true);
    expect(paper.totalMarks).toBe(60);
    // 50 questions are asked for in two requests of at most 25.
    expect(fake.requests.map((r) => r.slots.length)).toEqual([25, 25]);
    await expectSettled(answer.body.jobId, 'committed');
  });

  it('makes the same request id one job with one reservation, however often it is sent', async () => {
    const form = cbseForm({ requestId: 'ai-double-click', title: 'Doubled click' });
    const [first, second] = await Promise.all([generate(form), generate(form)]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.jobId).toBe(first.body.jobId);
    const jobId = first.body.jobId;
    await finished(jobId);
    const third = await generate(form);
    expect(third.body).toMatchObject({ jobId, status: 'completed', step: 4 });
    expect((await jobEvents(jobId)).filter((e) => e.type === 'AiGenerationRequested')).toHaveLength(
      1,
    );
    await expectSettled(jobId, 'committed');
  });

  it('acknowledges and skips a requested message delivered again, before or after the job finished', async () => {
    const answer = await generate(
      cbseForm({ requestId: 'ai-redelivered', title: 'Delivered twice' }),
    );
    const { jobId } = answer.body;
    const message = await requestedMessage(jobId);
    // Redelivered while the job runs (the same id and key: it waits for the first, then skips).
    await suite.service.bus.publish(serviceTopic('paper-generation'), message);
    await finished(jobId);
    await idle();
    const asked = fake.requests.length;
    // And again once it is completed.
    await suite.service.bus.publish(serviceTopic('paper-generation'), [message, message]);
    await idle();
    expect(fake.requests.length).toBe(asked);
    const events = await jobEvents(jobId);
    expect(events.filter((e) => e.type === 'AiGenerationCompleted')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'AiGenerationStepReached')).toHaveLength(4);
    await expectSettled(jobId, 'committed');
  });

  it('asks again only for the questions the checks refused, and completes the paper', async () => {
    fake.mode = 'invalid-then-good';
    const answer = await generate(
      cbseForm({ requestId: 'ai-regenerate-01', title: 'Regenerated' }),
    );
    const view = await finished(answer.body.jobId);
    expect(view.status).toBe('completed');
    const [firstAsk, secondAsk] = fake.requests;
    expect(secondAsk.slots.length).toBeGreaterThan(0);
    expect(secondAsk.slots.length).toBeLessThan(firstAsk.slots.length);
    const retry = secondAsk.body.messages!.at(-1)!.content;
    expect(retry).toContain('was refused');
    expect(retry).toMatch(/options are distinct|section|diagram/);
    expect(JSON.stringify(view.paper)).not.toContain('onload');
    await expectSettled(answer.body.jobId, 'committed');
  });

  it('fails a model that never answers valid JSON, after its rounds, and releases the credits', async () => {
    fake.mode = 'invalid-json';
    const before = ledger.balances.get('parent-meera');
    const answer = await generate(cbseForm({ requestId: 'ai-bad-json-001', title: 'Bad JSON' }));
    const view = await finished(answer.body.jobId);
    expect(view).toMatchObject({
      status: 'failed',
      error: 'Failed to generate paper',
      creditsUsed: 0,
    });
    expect(view).not.toHaveProperty('paper');
    expect(fake.requests).toHaveLength(3);
    await expectSettled(answer.body.jobId, 'released');
    expect(ledger.balances.get('parent-meera')).toBe(before);
  });

  it('fails when the provider answers 500, and releases the credits', async () => {
    fake.mode = 'error-500';
    const answer = await generate(
      cbseForm({ requestId: 'ai-provider-500', title: 'Provider down' }),
    );
    const view = await finished(answer.body.jobId);
    expect(view).toMatchObject({ status: 'failed', error: 'Failed to generate paper' });
    // The client's own retry (OPENAI_MAX_RETRIES=1 here), then the report.
    expect(fake.requests).toHaveLength(2);
    await expectSettled(answer.body.jobId, 'released');
  });

  it(`times out a job slower than its deadline with 'Request timed out after ${DEADLINE_MS}ms'`, async () => {
    fake.mode = 'slow';
    const answer = await generate(cbseForm({ requestId: 'ai-too-slow-001', title: 'Too slow' }));
    const view = await finished(answer.body.jobId);
    expect(view).toMatchObject({
      status: 'failed',
      error: `Request timed out after ${DEADLINE_MS}ms`,
      creditsUsed: 0,
    });
    await expectSettled(answer.body.jobId, 'released');
    await eventually(async () => expect(fake.requests[0].aborted).toBe(true));
  });

  it('hands a job a stopped worker held to another worker, which finishes it once', async () => {
    fake.mode = 'slow';
    fake.slowMs = 1_000;
    const second = testWorker(suite.service, fake.url);
    await second.start();
    const answer = await generate(cbseForm({ requestId: 'ai-handover-001', title: 'Handed over' }));
    await eventually(async () => expect(fake.requests).toHaveLength(1));
    const holder = worker.busy > 0 ? worker : second;
    const other = holder === worker ? second : worker;
    await holder.stop();
    const view = await finished(answer.body.jobId);
    expect(view.status).toBe('completed');
    expect(fake.requests[0].aborted).toBe(true);
    expect(fake.requests).toHaveLength(2);
    const events = await jobEvents(answer.body.jobId);
    expect(events.filter((e) => e.type === 'AiGenerationCompleted')).toHaveLength(1);
    await expectSettled(answer.body.jobId, 'committed');
    worker = other;
  });

  describe('with no worker running', () => {
    beforeAll(() => worker.stop());
    afterAll(async () => {
      worker = testWorker(suite.service, fake.url);
      await worker.start();
    });

    it('fails a job nobody took when its deadline passes, and releases the credits', async () => {
      const answer = await generate(cbseForm({ requestId: 'ai-nobody-0001', title: 'Nobody' }));
      expect((await job(answer.body.jobId)).body).toMatchObject({
        status: 'queued',
        pollAfterMs: 1000,
      });
      const view = await finished(answer.body.jobId);
      expect(view).toMatchObject({
        status: 'failed',
        error: `Request timed out after ${DEADLINE_MS}ms`,
      });
      await expectSettled(answer.body.jobId, 'released');
    });

    it('stops a running job for a child who is deleted, and releases its credits', async () => {
      const answer = await generate(
        cbseForm({ requestId: 'ai-for-esha-01', title: 'For Esha', studentId: 'child-esha' }),
      );
      const { jobId } = answer.body;
      await suite.service.bus.publish(serviceTopic('identity'), [
        childDeletedMessage('child-esha', 'parent-meera'),
      ]);
      const view = await finished(jobId);
      expect(view).toMatchObject({
        status: 'failed',
        error: 'Failed to generate paper',
        title: '',
      });
      expect(view).not.toHaveProperty('studentId');
      await eventually(
        async () => expect(ledger.reservations.get(`paper:${jobId}`)?.status).toBe('released'),
        15_000,
      );
      await expectSettled(jobId, 'released');
    });

    it('checks a reported paper again, and fails the job (422) when it breaks the plan', async () => {
      const answer = await generate(cbseForm({ requestId: 'ai-bad-paper-01', title: 'Bad paper' }));
      const { jobId } = answer.body;
      const signed = paperGenerationClient(suite.service);
      const start = await signed('POST', GENERATION_JOB_INTERNAL_ROUTES.start(jobId), {
        as: internal,
        body: {},
      });
      expect(start).toMatchObject({ status: 200, body: { status: 'running', step: 1 } });
      const question = {
        id: 'one-question',
        type: 'mcq',
        section: 'S2',
        topic: 'not-a-topic',
        subTopic: 'Anything',
        difficulty: 'easy',
        stem: 'What is 2 + 2?',
        marks: 1,
        options: ['3', '4', '5', '6'],
        answer: 'B',
        explanation: {
          detailedSolution: ['2 + 2 = 4'],
          keyConcepts: ['addition'],
          relatedTopics: [],
        },
      };
      const refused = await signed('POST', GENERATION_JOB_INTERNAL_ROUTES.paper(jobId), {
        as: internal,
        body: { questions: [question] },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'INVALID_AI_PAPER' });
      expect(JSON.stringify(refused.body.issues)).toContain('questions');
      expect((await job(jobId)).body).toMatchObject({
        status: 'failed',
        error: 'Failed to generate paper',
      });
      const late = await signed('POST', GENERATION_JOB_INTERNAL_ROUTES.paper(jobId), {
        as: internal,
        body: { questions: [question] },
      });
      expect(late).toMatchObject({ status: 200, body: { status: 'failed' } });
      await expectSettled(jobId, 'released');
    });
  });

  it.each([
    ['no title', cbseForm({ title: undefined }), 400, PAPER_MESSAGES.titleRequired],
    ['a blank title', cbseForm({ title: '   ' }), 400, PAPER_MESSAGES.titleRequired],
    [
      'six topics',
      cbseForm({ paperType: 'topic-wise', topics: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      400,
      PAPER_MESSAGES.tooManyTopics,
    ],
    ['another family’s child', cbseForm({ studentId: 'child-kiran' }), 404, 'Student not found'],
    [
      'a title already used',
      cbseForm({ title: 'squares and NUMBERS ' }),
      409,
      PAPER_MESSAGES.duplicateTitle,
    ],
    ['marks not offered', cbseForm({ totalMarks: 35 }), 400, 'Total marks must be one of'],
  ])('refuses %s before reserving anything', async (_what, body, status, message) => {
    const reservations = ledger.reservations.size;
    const answer = await generate(body);
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(ledger.reservations.size).toBe(reservations);
  });

  it('refuses a parent without 10 credits (402) and an Olympiad form on another Olympiad’s path', async () => {
    const poor = await generate(cbseForm({ title: 'Too dear' }), ravi);
    expect(poor).toMatchObject({
      status: 402,
      body: { message: 'Insufficient credits', required: 10, available: 5 },
    });
    const mismatch = await generate(
      { curriculum: 'NSO', class: 5, title: 'Wrong path' },
      meera,
      '/api/generate/olympiad/imo',
    );
    expect(mismatch.status).toBe(400);
    expect(String(mismatch.body.message)).toContain('IMO papers only');
  });

  it('shows a job to its parent only, and keeps the worker’s routes internal', async () => {
    const answer = await generate(cbseForm({ requestId: 'ai-private-0001', title: 'Private' }));
    const { jobId } = answer.body;
    expect((await job(jobId, ravi)).status).toBe(404);
    expect((await job(jobId, asStudent('child-asha', 'parent-meera'))).status).toBe(403);
    expect((await call('GET', `/api/generate/jobs/${jobId}`)).status).toBe(401);
    expect((await job('ai-00000000-not-a-job')).status).toBe(404);
    const asParentInternal = await call('POST', GENERATION_JOB_INTERNAL_ROUTES.failure(jobId), {
      as: meera,
      body: { reason: 'provider_failed' },
    });
    expect(asParentInternal.status).toBe(403);
    await finished(jobId);
  });

  it('keeps a jobs read model that rebuilds from the log', async () => {
    await idle();
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: SCHEMA,
      projection: generationJobsProjection(SCHEMA),
      tables: ['generation_jobs'],
    });
  });
});

describe('AI paper generation without a provider', () => {
  const suite = useBootedService(testDatabases()[0], (db) => startPaperGeneration(db, TEST_ENV));

  it('answers 503 with the not-configured message and reserves nothing', async () => {
    const call = paperGenerationClient(suite.service);
    const answer = await call('POST', '/api/generate/generate-paper', {
      as: meera,
      body: cbseForm(),
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'AI_NOT_CONFIGURED',
      message: expect.stringContaining('not configured'),
    });
    const availability = await call('GET', '/api/generate/availability', { as: meera });
    expect(availability.body).toMatchObject({ available: false, cost: 10 });
  });
});
