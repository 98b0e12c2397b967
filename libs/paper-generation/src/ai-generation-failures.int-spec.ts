import { GENERATION_JOB_INTERNAL_ROUTES, serviceTopic } from '@abhyas/contracts';
import type { Principal } from '@abhyas/runtime';
import { childDeletedMessage, eventually, testDatabases } from '@abhyas/testing';
import { testWorker } from '../testing/ai-generation-harness';
import { AI_DEADLINE_MS, cbseForm, useAiGenerationSuite } from '../testing/ai-generation-suite';
import { paperGenerationClient } from '../testing/paper-generation-test-client';

const internal: Principal = { userId: 'paper-generation', role: 'internal', sid: 'service' };

// How an AI paper fails (bad answers, a provider down, the deadline, a stopped worker, no worker
// at all): the job says so and its 10 credits are released, exactly once.
describe.each(testDatabases())('AI paper generation failing on $engine', (factory) => {
  const ai = useAiGenerationSuite(factory);
  const { suite, ledger, generate, job, finished, jobEvents, expectSettled } = ai;

  it('fails a model that never answers valid JSON, after its rounds, and releases the credits', async () => {
    ai.fake.mode = 'invalid-json';
    const before = ledger.balances.get('parent-meera');
    const answer = await generate(cbseForm({ requestId: 'ai-bad-json-001', title: 'Bad JSON' }));
    const view = await finished(answer.body.jobId);
    expect(view).toMatchObject({
      status: 'failed',
      error: 'Failed to generate paper',
      creditsUsed: 0,
    });
    expect(view).not.toHaveProperty('paper');
    expect(ai.fake.requests).toHaveLength(3);
    await expectSettled(answer.body.jobId, 'released');
    expect(ledger.balances.get('parent-meera')).toBe(before);
  });

  it('fails when the provider answers 500, and releases the credits', async () => {
    ai.fake.mode = 'error-500';
    const answer = await generate(
      cbseForm({ requestId: 'ai-provider-500', title: 'Provider down' }),
    );
    const view = await finished(answer.body.jobId);
    expect(view).toMatchObject({ status: 'failed', error: 'Failed to generate paper' });
    // The client's own retry (OPENAI_MAX_RETRIES=1 here), then the report.
    expect(ai.fake.requests).toHaveLength(2);
    await expectSettled(answer.body.jobId, 'released');
  });

  it(`times out a job slower than its deadline with 'Request timed out after ${AI_DEADLINE_MS}ms'`, async () => {
    ai.fake.mode = 'slow';
    const answer = await generate(cbseForm({ requestId: 'ai-too-slow-001', title: 'Too slow' }));
    const view = await finished(answer.body.jobId);
    expect(view).toMatchObject({
      status: 'failed',
      error: `Request timed out after ${AI_DEADLINE_MS}ms`,
      creditsUsed: 0,
    });
    await expectSettled(answer.body.jobId, 'released');
    await eventually(async () => expect(ai.fake.requests[0].aborted).toBe(true));
  });

  it('hands a job a stopped worker held to another worker, which finishes it once', async () => {
    ai.fake.mode = 'slow';
    ai.fake.slowMs = 1_000;
    const second = testWorker(suite.service, ai.fake.url);
    await second.start();
    const answer = await generate(cbseForm({ requestId: 'ai-handover-001', title: 'Handed over' }));
    await eventually(async () => expect(ai.fake.requests).toHaveLength(1));
    const holder = ai.worker.busy > 0 ? ai.worker : second;
    const other = holder === ai.worker ? second : ai.worker;
    await holder.stop();
    const view = await finished(answer.body.jobId);
    expect(view.status).toBe('completed');
    expect(ai.fake.requests[0].aborted).toBe(true);
    expect(ai.fake.requests).toHaveLength(2);
    const events = await jobEvents(answer.body.jobId);
    expect(events.filter((e) => e.type === 'AiGenerationCompleted')).toHaveLength(1);
    await expectSettled(answer.body.jobId, 'committed');
    ai.worker = other;
  });

  describe('with no worker running', () => {
    beforeAll(() => ai.worker.stop());
    afterAll(() => ai.startWorker());

    it('fails a job nobody took when its deadline passes, and releases the credits', async () => {
      const answer = await generate(cbseForm({ requestId: 'ai-nobody-0001', title: 'Nobody' }));
      expect((await job(answer.body.jobId)).body).toMatchObject({
        status: 'queued',
        pollAfterMs: 1000,
      });
      const view = await finished(answer.body.jobId);
      expect(view).toMatchObject({
        status: 'failed',
        error: `Request timed out after ${AI_DEADLINE_MS}ms`,
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
});
