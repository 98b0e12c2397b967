import {
  explanationGenerationRequestedV1,
  type ExplanationFailureRequest,
  type ExplanationProgress,
  type ExplanationResultRequest,
  type PayloadOf,
} from '@abhyas/contracts';
import type { DeliveredMessage } from '@abhyas/messaging';
import { systemClock } from '@abhyas/runtime';
import { eventually, startFakeOpenAi, type FakeOpenAi } from '@abhyas/testing';
import pino from 'pino';
import { ExplanationJobs } from './explanation-jobs';
import type { ExplanationReporter } from './explanation-reporter';
import { OpenAiQuestionWriter } from './openai-question-writer';

type Brief = PayloadOf<typeof explanationGenerationRequestedV1>;

/** explanations as the worker sees it: where each request stands, and every report it got. */
class RecordingReporter implements ExplanationReporter {
  readonly results: { requestId: string; body: ExplanationResultRequest }[] = [];
  readonly failures: { requestId: string; body: ExplanationFailureRequest }[] = [];
  production: ExplanationProgress['production'] = 'preparing';

  private progress(requestId: string): ExplanationProgress {
    return { requestId, production: this.production, deadlineAt: '' };
  }
  async start(requestId: string) {
    return this.progress(requestId);
  }
  async explanation(requestId: string, body: ExplanationResultRequest) {
    this.results.push({ requestId, body });
    this.production = 'ready';
    return this.progress(requestId);
  }
  async fail(requestId: string, body: ExplanationFailureRequest) {
    this.failures.push({ requestId, body });
    this.production = 'failed';
    return this.progress(requestId);
  }
}

const brief = (requestId: string, deadlineMs: number): DeliveredMessage<Brief> => {
  const now = Date.now();
  return {
    id: `msg-${requestId}`,
    type: explanationGenerationRequestedV1.type,
    key: requestId,
    topic: explanationGenerationRequestedV1.topic,
    attempt: 1,
    headers: {},
    payload: {
      requestId,
      requestedAt: new Date(now).toISOString(),
      deadlineAt: new Date(now + deadlineMs).toISOString(),
      deadlineMs,
      question: {
        question: 'Which fraction equals 1/2?',
        options: ['2/3', '2/4', '3/4', '1/3'],
        correctAnswer: 'B',
        studentAnswer: 'A',
        syllabus: { curriculum: 'CBSE', subject: 'Mathematics', class: 6 },
        topic: 'Fractions',
        subTopic: 'Equivalent fractions',
      },
    },
  };
};

/**
 * The generation worker's explanation job against the fake OpenAI-compatible server, through
 * the real `openai` adapter: the validated shape, a refused answer asked again, a provider that
 * fails, and a model slower than the request's deadline.
 */
describe('the generation worker writing explanations', () => {
  let fake: FakeOpenAi;
  let reporter: RecordingReporter;
  let jobs: ExplanationJobs;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    fake.mode = 'good';
    reporter = new RecordingReporter();
    jobs = new ExplanationJobs({
      reporter,
      writer: new OpenAiQuestionWriter({
        apiKey: 'sk-test-not-a-real-key',
        baseURL: fake.url,
        model: 'fake-model',
        maxRetries: 0,
      }),
      clock: systemClock,
      logger: pino({ level: 'silent' }),
      maxRounds: 3,
    });
  });

  it('asks for the structured explanation with the question and its key, and reports it', async () => {
    await jobs.handle(brief('exr-good', 30_000));
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'question_explanation', strict: true },
    });
    const user = request.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain('"correctAnswer":"B"');
    expect(user).toContain('"studentAnswer":"A"');
    expect(reporter.failures).toEqual([]);
    expect(reporter.results).toEqual([
      {
        requestId: 'exr-good',
        body: {
          model: 'fake-model',
          explanation: {
            detailedSolution: [expect.any(String), 'So the correct answer is B.'],
            keyConcepts: ['Fractions'],
            relatedTopics: ['Fractions'],
            difficultyLevel: 'medium',
          },
        },
      },
    ]);
  });

  it('asks again with what was wrong when the answer is refused, then reports the valid one', async () => {
    fake.mode = 'invalid-then-good';
    await jobs.handle(brief('exr-retry', 30_000));
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1].body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(retry).toContain('Your last answer was refused');
    expect(retry).toContain('detailedSolution');
    expect(reporter.results).toHaveLength(1);
    expect(reporter.failures).toEqual([]);
  });

  it('gives up after the rounds allowed when every answer is refused', async () => {
    fake.mode = 'invalid-json';
    await jobs.handle(brief('exr-invalid', 30_000));
    expect(fake.requests).toHaveLength(3);
    expect(reporter.results).toEqual([]);
    expect(reporter.failures).toMatchObject([
      { requestId: 'exr-invalid', body: { reason: 'invalid_output' } },
    ]);
  });

  it('reports a provider that fails', async () => {
    fake.mode = 'error-500';
    await jobs.handle(brief('exr-500', 30_000));
    expect(reporter.results).toEqual([]);
    expect(reporter.failures).toMatchObject([
      { requestId: 'exr-500', body: { reason: 'provider_failed' } },
    ]);
  });

  it('stops a model slower than the deadline and reports the time-out', async () => {
    fake.mode = 'slow';
    fake.slowMs = 60_000;
    await jobs.handle(brief('exr-slow', 1_500));
    expect(reporter.results).toEqual([]);
    expect(reporter.failures).toMatchObject([
      { requestId: 'exr-slow', body: { reason: 'timed_out' } },
    ]);
    // The model's request was cancelled, not left running (the server sees the socket close).
    await eventually(async () => {
      expect(fake.requests[0].aborted).toBe(true);
    });
    expect(jobs.busy).toBe(0);
  });

  it('skips an explanation that already ended (a redelivered message asks the model nothing)', async () => {
    reporter.production = 'failed';
    await jobs.handle(brief('exr-ended', 30_000));
    expect(fake.requests).toEqual([]);
    expect(reporter.results).toEqual([]);
    expect(reporter.failures).toEqual([]);
  });
});
