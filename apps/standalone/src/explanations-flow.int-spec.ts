import {
  type ApproveExplanationResponse,
  EXPLANATION_MESSAGES as M,
  type ExplanationRequestResponse,
  type ExplanationRequestsResponse,
  type ExplanationResponse,
  type LearningNeeds,
  optionIndexOf,
  optionLetter,
  type SavedPaper,
} from '@abhyas/contracts';
import { gradedTest } from './testing/graded-test';
import { startStandalone, until, type Caller, type Standalone } from './testing/standalone-harness';

// The web app plugin's static-file dependency is ES-module only; this test serves no web app.
jest.mock('@fastify/static', () => ({ __esModule: true, default: () => undefined }));

type Question = SavedPaper['questions'][number];

/** An MCQ's wrong option for the first two, the right one for the rest. */
const wrongFirstTwo = () => {
  let wrong = 0;
  return (question: Question): string | undefined => {
    if (question.questionType !== 'MCQ' || !question.options || !question.correctAnswer) {
      return undefined;
    }
    const right = optionIndexOf(question.options, question.correctAnswer) ?? 0;
    if (wrong < 2) {
      wrong += 1;
      return optionLetter((right + 1) % question.options.length);
    }
    return optionLetter(right);
  };
};

/**
 * Explanations across the real services: the child asks about wrong answers of a graded test
 * (test-attempt's event tells explanations which were wrong), the parent approves one for a
 * credit (taken once at the real ledger, however often it is clicked) and rejects another, and
 * the child reads the worked solution the paper pinned.
 */
describe('explanations end to end (standalone)', () => {
  let app: Standalone;
  let parent: Caller;
  let other: Caller;
  let student: Caller;
  let childId: string;
  let attemptId: string;
  let wrong: Question[];
  let right: Question;
  let answered: number;
  const balance = async () =>
    (await parent.call<{ balance: number }>('GET', `/api/credits/balance/${parent.id}`)).body
      .balance;
  const ask = (question: Question, reason = 'I do not understand why my answer is wrong') =>
    student.call<ExplanationRequestResponse>('POST', '/api/explanation-requests/request', {
      testAttemptId: attemptId,
      questionId: question._id,
      questionNumber: question.questionNumber,
      studentAnswer: 'A',
      correctAnswer: 'B',
      requestReason: reason,
      urgency: 'high',
    });

  beforeAll(async () => {
    app = await startStandalone();
    parent = await app.registerParent('Kavya', 'kavya@example.in', '9876500011');
    other = await app.registerParent('Arjun', 'arjun@example.in', '9876500012');
    const child = await app.addChild(parent, 'Isha', 'Class 8');
    childId = child.childId;
    student = await app.signInStudent(child.username, child.pin);
    const test = await gradedTest(parent, student, { childId, name: 'Isha' }, wrongFirstTwo());
    attemptId = test.attemptId;
    const mcqs = test.paper.questions.filter((q) => q.questionType === 'MCQ');
    answered = mcqs.length;
    wrong = mcqs.slice(0, 2);
    right = mcqs[2];
    // The grade reaches explanations as an event: the first request waits for it.
    await until(
      async () => (await ask(wrong[1], 'How is this worked out?')).status === 200,
      'the grade to reach explanations',
    );
  }, 180_000);

  afterAll(async () => {
    await app.stop();
  });

  it('takes a request for a wrong answer only, once per question, with a reason', async () => {
    expect(await ask(wrong[0], '  ')).toMatchObject({
      status: 400,
      body: { message: M.reasonRequired },
    });
    expect((await ask(wrong[0], 'x'.repeat(201))).status).toBe(400);
    expect(await ask(right)).toMatchObject({ status: 400, body: { message: M.wrongAnswersOnly } });
    const asked = await ask(wrong[0]);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      message: M.submitted,
      request: { status: 'pending', urgency: 'high', cost: 1, questionId: wrong[0]._id },
    });
    expect(asked.body.request).not.toHaveProperty('explanation');
    expect(await ask(wrong[0])).toMatchObject({
      status: 409,
      body: { message: M.alreadyRequested },
    });
    expect((await ask(wrong[1], 'How is this worked out?')).status).toBe(409);
    const parentList = await parent.call<ExplanationRequestsResponse>(
      'GET',
      `/api/explanation-requests/parent/${parent.id}`,
    );
    expect(parentList.body.pendingCount).toBe(2);
    expect(parentList.body.requests[0]).toMatchObject({
      studentId: { _id: childId, name: 'Isha' },
    });
    expect((await other.call('GET', `/api/explanation-requests/parent/${parent.id}`)).status).toBe(
      403,
    );
    expect((await other.call('GET', `/api/explanation-requests/student/${childId}`)).status).toBe(
      403,
    );
  });

  it('approves once for one credit however often it is clicked; the child reads the worked solution', async () => {
    const list = await student.call<ExplanationRequestsResponse>(
      'GET',
      `/api/explanation-requests/student/${childId}`,
    );
    const request = list.body.requests.find((r) => r.questionId === wrong[0]._id)!;
    const route = `/api/explanation-requests/question/${wrong[0]._id}/explanation`;
    expect(await student.call('GET', route)).toMatchObject({
      status: 404,
      body: { message: M.notAvailable },
    });
    const before = await balance();
    expect(
      (await other.call('POST', `/api/explanation-requests/${request._id}/approve`, {})).status,
    ).toBe(404);
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () =>
        parent.call<ApproveExplanationResponse>(
          'POST',
          `/api/explanation-requests/${request._id}/approve`,
          {
            notes: 'Good question',
          },
        ),
      ),
    );
    expect(clicks.map((c) => c.status)).toEqual(Array(20).fill(200));
    expect(await balance()).toBe(before - 1);
    expect(clicks[0].body.creditDeduction).toMatchObject({ amount: 1, newBalance: before - 1 });
    const read = await student.call<ExplanationResponse>('GET', route);
    expect(read.status).toBe(200);
    expect(read.body.explanation.detailedSolution.length).toBeGreaterThan(0);
    expect(read.body.explanation).toMatchObject({
      cost: 1,
      questionNumber: wrong[0].questionNumber,
    });
    expect((await other.call('GET', route)).status).toBe(404);
    expect((await student.call('GET', `${route}?attemptId=${attemptId}`)).status).toBe(200);
    expect((await student.call('GET', `${route}?attemptId=another-attempt`)).status).toBe(404);
    expect(
      (
        await parent.call('POST', `/api/explanation-requests/${request._id}/reject`, {
          reason: 'late',
        })
      ).status,
    ).toBe(409);
  });

  it('rejects with a reason the child sees; a later approval loses', async () => {
    const list = await parent.call<ExplanationRequestsResponse>(
      'GET',
      `/api/explanation-requests/parent/${parent.id}`,
    );
    const request = list.body.requests.find((r) => r.questionId === wrong[1]._id)!;
    const reject = `/api/explanation-requests/${request._id}/reject`;
    expect(await parent.call('POST', reject, {})).toMatchObject({
      status: 400,
      body: { message: M.rejectReasonRequired },
    });
    expect(
      (await parent.call('POST', reject, { reason: 'Try again first', notes: 'n'.repeat(101) }))
        .status,
    ).toBe(400);
    const before = await balance();
    expect(
      (
        await parent.call('POST', reject, {
          reason: 'Try it once more first',
          notes: 'Ask me tonight',
        })
      ).status,
    ).toBe(200);
    expect(
      (await parent.call('POST', `/api/explanation-requests/${request._id}/approve`, {})).status,
    ).toBe(409);
    expect(await balance()).toBe(before);
    const mine = await student.call<ExplanationRequestsResponse>(
      'GET',
      `/api/explanation-requests/student/${childId}`,
    );
    expect(mine.body.requests.find((r) => r._id === request._id)).toMatchObject({
      status: 'rejected',
      parentDecision: { reason: 'Try it once more first', notes: 'Ask me tonight' },
    });
    expect(mine.body.pendingCount).toBe(0);
  });

  it('tells the parent what the child should practise, from the graded test', async () => {
    const route = `/api/learning-needs/${parent.id}/Isha?useEnhanced=true`;
    await until(
      async () => (await parent.call<{ data: unknown }>('GET', route)).body.data !== null,
      'the grade to reach learning-analytics',
    );
    const needs = await student.call<{ data: LearningNeeds }>('GET', route);
    const focus = needs.body.data.skillsBySection.flatMap((s) => [
      ...s.focusAreas.newFocus,
      ...s.focusAreas.continueFocus,
    ]);
    // Every answered question is evidence; what is in focus depends on the paper's mix, so the
    // model's rules are specified in mastery-model.spec.ts, and here only that this attempt fed it.
    expect(needs.body.data.answersSeen).toBe(answered);
    const evidence = focus.flatMap((skill) => skill.evidence);
    expect(evidence.every((e) => e.attemptId === attemptId)).toBe(true);
    expect((await other.call('GET', route)).status).toBe(403);
  });

  it('erases the child’s requests and explanations when the child is deleted', async () => {
    expect((await parent.call('DELETE', `/api/parent/${parent.id}/child/${childId}`)).status).toBe(
      200,
    );
    await until(
      async () =>
        (
          await parent.call<ExplanationRequestsResponse>(
            'GET',
            `/api/explanation-requests/parent/${parent.id}`,
          )
        ).body.requests.length === 0,
      'the erasure to reach explanations',
    );
  });
});
