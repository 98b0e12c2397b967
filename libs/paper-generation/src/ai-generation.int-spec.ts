import {
  AI_GENERATION_STEPS,
  GENERATION_JOB_INTERNAL_ROUTES,
  PAPER_MESSAGES,
  serviceTopic,
  type PaperListResponse,
} from '@abhyas/contracts';
import { expectRebuildEqualsLive, testDatabases, useBootedService } from '@abhyas/testing';
import {
  AI_DEADLINE_MS,
  AI_SCHEMA,
  cbseForm,
  meera,
  ravi,
  useAiGenerationSuite,
} from '../testing/ai-generation-suite';
import {
  asStudent,
  paperGenerationClient,
  startPaperGeneration,
  TEST_ENV,
} from '../testing/paper-generation-test-client';
import { generationJobsProjection } from './application/generation-jobs.projection';

// How AI papers are made, charged once and shown; their failures are in
// ai-generation-failures.int-spec.ts.
describe.each(testDatabases())('AI paper generation on $engine', (factory) => {
  const ai = useAiGenerationSuite(factory);
  const { call, generate, job, finished, expectSettled } = ai;

  it('says AI generation is available, for 10 credits within the deadline', async () => {
    expect((await call('GET', '/api/generate/availability', { as: meera })).body).toEqual({
      success: true,
      available: true,
      cost: 10,
      deadlineMs: AI_DEADLINE_MS,
      steps: AI_GENERATION_STEPS,
    });
  });

  it('queues the paper at once (202), goes through the four steps and hands over a checked paper that saves, for 10 credits once', async () => {
    const before = ai.ledger.balances.get('parent-meera')!;
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

    const steps = (await ai.jobEvents(jobId))
      .filter((e) => e.type === 'AiGenerationStepReached')
      .map((e) => e.data.step);
    expect(steps).toEqual([1, 2, 3, 4]);
    expect(ai.fake.requests[0]).toMatchObject({
      authorization: 'Bearer sk-test-not-a-real-key',
      body: { model: 'fake-model', response_format: { type: 'json_schema' } },
    });
    expect(ai.fake.requests[0].body.response_format?.json_schema?.strict).toBe(true);

    await expectSettled(jobId, 'committed');
    expect(ai.ledger.balances.get('parent-meera')).toBe(before - 10);

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
    expect(ai.fake.requests.map((r) => r.slots.length)).toEqual([25, 25]);
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
    expect(
      (await ai.jobEvents(jobId)).filter((e) => e.type === 'AiGenerationRequested'),
    ).toHaveLength(1);
    await expectSettled(jobId, 'committed');
  });

  it('acknowledges and skips a requested message delivered again, before or after the job finished', async () => {
    const answer = await generate(
      cbseForm({ requestId: 'ai-redelivered', title: 'Delivered twice' }),
    );
    const { jobId } = answer.body;
    const message = await ai.requestedMessage(jobId);
    // Redelivered while the job runs (the same id and key: it waits for the first, then skips).
    await ai.suite.service.bus.publish(serviceTopic('paper-generation'), message);
    await finished(jobId);
    await ai.idle();
    const asked = ai.fake.requests.length;
    // And again once it is completed.
    await ai.suite.service.bus.publish(serviceTopic('paper-generation'), [message, message]);
    await ai.idle();
    expect(ai.fake.requests.length).toBe(asked);
    const events = await ai.jobEvents(jobId);
    expect(events.filter((e) => e.type === 'AiGenerationCompleted')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'AiGenerationStepReached')).toHaveLength(4);
    await expectSettled(jobId, 'committed');
  });

  it('asks again only for the questions the checks refused, and completes the paper', async () => {
    ai.fake.mode = 'invalid-then-good';
    const answer = await generate(
      cbseForm({ requestId: 'ai-regenerate-01', title: 'Regenerated' }),
    );
    const view = await finished(answer.body.jobId);
    expect(view.status).toBe('completed');
    const [firstAsk, secondAsk] = ai.fake.requests;
    expect(secondAsk.slots.length).toBeGreaterThan(0);
    expect(secondAsk.slots.length).toBeLessThan(firstAsk.slots.length);
    const retry = secondAsk.body.messages!.at(-1)!.content;
    expect(retry).toContain('was refused');
    expect(retry).toMatch(/options are distinct|section|diagram/);
    expect(JSON.stringify(view.paper)).not.toContain('onload');
    await expectSettled(answer.body.jobId, 'committed');
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
    const reservations = ai.ledger.reservations.size;
    const answer = await generate(body);
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(ai.ledger.reservations.size).toBe(reservations);
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
    await ai.idle();
    await expectRebuildEqualsLive({
      db: ai.suite.database.db,
      schema: AI_SCHEMA,
      projection: generationJobsProjection(AI_SCHEMA),
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
