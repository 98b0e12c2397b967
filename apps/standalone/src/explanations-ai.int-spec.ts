import {
  type ApproveExplanationResponse,
  EXPLANATION_MESSAGES as M,
  type ExplanationRequestsResponse,
  type ExplanationRequestView,
  type ExplanationResponse,
  optionIndexOf,
  optionLetter,
  type PaperSnapshot,
  type SavedPaper,
} from '@abhyas/contracts';
import { startFakeOpenAi, type FakeOpenAi } from '@abhyas/testing';
import { gradedTest } from './testing/graded-test';
import { startStandalone, until, type Caller, type Standalone } from './testing/standalone-harness';

// The web app plugin's static-file dependency is ES-module only; this test serves no web app.
jest.mock('@fastify/static', () => ({ __esModule: true, default: () => undefined }));

/*
 * Every question the bank or a generator makes today carries its worked solution, so a paper
 * without one is a paper saved before solutions were kept. This suite's papers are read as
 * such: the keyed snapshot other services fetch from paper-generation comes without them.
 */
jest.mock('@abhyas/contracts', () => {
  const actual = jest.requireActual<typeof import('@abhyas/contracts')>('@abhyas/contracts');
  const withoutSolutions = (paper: PaperSnapshot): PaperSnapshot => ({
    ...paper,
    questions: paper.questions.map(({ explanation: _unkept, ...question }) => question),
  });
  return {
    ...actual,
    paperGenerationClient: (port: Parameters<typeof actual.paperGenerationClient>[0]) => {
      const client = actual.paperGenerationClient(port);
      return {
        ...client,
        snapshot: async (paperId: string) => {
          const paper = await client.snapshot(paperId);
          return paper && withoutSolutions(paper);
        },
      };
    },
  };
});

type Question = SavedPaper['questions'][number];

/** The first two MCQs answered wrongly, the rest rightly. */
const wrongFirstTwo = () => {
  let wrong = 0;
  return (question: Question): string | undefined => {
    if (question.questionType !== 'MCQ' || !question.options || !question.correctAnswer) {
      return undefined;
    }
    const right = optionIndexOf(question.options, question.correctAnswer) ?? 0;
    wrong += 1;
    return optionLetter(wrong <= 2 ? (right + 1) % question.options.length : right);
  };
};

const AI_ENV = {
  OPENAI_API_KEY: 'sk-test-not-a-real-key',
  OPENAI_MAX_RETRIES: '0',
  AI_GENERATION_DEADLINE_MS: '20000',
  GENERATION_SWEEP_MS: '200',
};

/**
 * Explanations written by the generation worker across the real services, with AI configured
 * against the fake OpenAI-compatible server: approve → the in-process worker writes the
 * explanation → the real ledger takes the credit once; with the fake failing, the credit is
 * back and both the child and the parent read why.
 */
describe('explanations written by the generation worker (standalone)', () => {
  let fake: FakeOpenAi;
  let app: Standalone;
  let parent: Caller;
  let student: Caller;
  let childId: string;
  let attemptId: string;
  let wrong: Question[];
  const saved: Record<string, string | undefined> = {};
  const balance = async () =>
    (await parent.call<{ balance: number }>('GET', `/api/credits/balance/${parent.id}`)).body
      .balance;
  const requestOf = async (question: Question): Promise<ExplanationRequestView> =>
    (
      await parent.call<ExplanationRequestsResponse>(
        'GET',
        `/api/explanation-requests/parent/${parent.id}`,
      )
    ).body.requests.find((r) => r.questionId === question._id)!;
  const childSees = async (question: Question): Promise<ExplanationRequestView> =>
    (
      await student.call<ExplanationRequestsResponse>(
        'GET',
        `/api/explanation-requests/student/${childId}`,
      )
    ).body.requests.find((r) => r.questionId === question._id)!;
  const ask = (question: Question) =>
    student.call('POST', '/api/explanation-requests/request', {
      testAttemptId: attemptId,
      questionId: question._id,
      requestReason: 'I do not see why my answer is wrong',
    });
  const approve = (request: ExplanationRequestView) =>
    parent.call<ApproveExplanationResponse>(
      'POST',
      `/api/explanation-requests/${request._id}/approve`,
      {},
    );

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    for (const [name, value] of Object.entries({ ...AI_ENV, OPENAI_BASE_URL: fake.url })) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    app = await startStandalone();
    parent = await app.registerParent('Meena', 'meena@example.in', '9876500021');
    const child = await app.addChild(parent, 'Kiran', 'Class 8');
    childId = child.childId;
    student = await app.signInStudent(child.username, child.pin);
    const test = await gradedTest(parent, student, { childId, name: 'Kiran' }, wrongFirstTwo());
    attemptId = test.attemptId;
    wrong = test.paper.questions.filter((q) => q.questionType === 'MCQ').slice(0, 2);
    await until(
      async () => (await ask(wrong[0])).status === 200,
      'the grade to reach explanations',
    );
    expect((await ask(wrong[1])).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    await fake?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) {
        delete process.env[name];
      } else {
        process.env[name] = value;
      }
    }
  });

  it('approves, the worker writes the explanation, and the credit is taken once', async () => {
    const pending = await requestOf(wrong[0]);
    expect(pending).toMatchObject({ status: 'pending', explanationSource: 'ai' });
    const before = await balance();
    const approved = await approve(pending);
    expect(approved.status).toBe(200);
    expect(approved.body.request).toMatchObject({ status: 'approved', explanationSource: 'ai' });
    await until(
      async () => (await childSees(wrong[0])).production === 'ready',
      'the worker to write the explanation',
    );
    expect(await balance()).toBe(before - 1);
    // Clicked again after it is ready: nothing more is taken.
    expect((await approve(pending)).status).toBe(200);
    expect(await balance()).toBe(before - 1);
    const read = await student.call<ExplanationResponse>(
      'GET',
      `/api/explanation-requests/question/${wrong[0]._id}/explanation`,
    );
    expect(read.status).toBe(200);
    expect(read.body.explanation.detailedSolution.at(-1)).toBe(
      `So the correct answer is ${wrong[0].correctAnswer}.`,
    );
    expect(read.body.explanation.keyConcepts.length).toBeGreaterThan(0);
    const asked = fake.requests.filter(
      (r) => r.body.response_format?.json_schema?.name === 'question_explanation',
    );
    expect(asked).toHaveLength(1);
  });

  it('gives the credit back when the worker cannot write it, and both see why', async () => {
    fake.mode = 'error-500';
    const pending = await requestOf(wrong[1]);
    const before = await balance();
    expect((await approve(pending)).status).toBe(200);
    await until(
      async () => (await requestOf(wrong[1])).production === 'failed',
      'the worker to report the failure',
    );
    expect(await requestOf(wrong[1])).toMatchObject({ failureReason: M.couldNotProduce });
    expect(await childSees(wrong[1])).toMatchObject({
      production: 'failed',
      failureReason: M.couldNotProduce,
    });
    await until(async () => (await balance()) === before, 'the credit to come back');
    expect(
      (await student.call('GET', `/api/explanation-requests/question/${wrong[1]._id}/explanation`))
        .status,
    ).toBe(404);
  });
});
