import type {
  AssignmentsResponse,
  AttemptsResponse,
  BankGenerationResponse,
  PaperListResponse,
  SavedPaper,
  SaveAnswerResponse,
  StartNewAttemptResponse,
  StartTestResponse,
  SubmitTestResponse,
  TestResultResponse,
} from '@abhyas/contracts';
import { indianDate, TEST_MESSAGES } from '@abhyas/contracts';
import { startStandalone, until, type Caller, type Standalone } from './testing/standalone-harness';

// The web app plugin's static-file dependency is ES-module only; this test serves no web app.
jest.mock('@fastify/static', () => ({ __esModule: true, default: () => undefined }));

/** Fields no student may receive before submitting (core-loop.md: keys live server-side). */
const KEY_FIELDS = /"(correctAnswer|acceptedAnswers|modelAnswer|rubric|explanation|answer)"\s*:/;

/**
 * A test from schedule to retake across the real services, as `npm start` runs them: the
 * parent schedules a saved bank paper (5 credits at the real ledger), the child signs in with
 * their username and PIN, starts, saves answers, reloads, submits; both see the results; the
 * parent changes a written answer's marks and allows a retake; deleting the child erases it all.
 */
describe('tests end to end (standalone)', () => {
  let app: Standalone;
  let parent: Caller;
  let student: Caller;
  let other: Caller;
  let childId: string;
  let paperId: string;
  const today = indianDate(new Date());
  const balance = async () =>
    (await parent.call<{ balance: number }>('GET', `/api/credits/balance/${parent.id}`)).body
      .balance;
  const schedule = (body: Record<string, unknown>, as = parent) =>
    as.call<Record<string, unknown>>('POST', '/api/tests/schedule', {
      user: parent.id,
      studentName: 'Asha',
      paperId,
      scheduledDate: today,
      timeDuration: 30,
      ...body,
    });
  const start = () =>
    student.call<StartTestResponse>('POST', '/api/test-attempts/start-test', {
      paperId,
      studentName: 'Asha',
    });

  beforeAll(async () => {
    app = await startStandalone();
    parent = await app.registerParent('Meera', 'meera@example.in', '9876500001');
    other = await app.registerParent('Ravi', 'ravi@example.in', '9876500002');
    const child = await app.addChild(parent, 'Asha', 'Class 8');
    childId = child.childId;
    student = await app.signInStudent(child.username, child.pin);
    const form = {
      studentId: childId,
      curriculum: 'CBSE',
      class: 'Class 8',
      subject: 'Mathematics',
      generationType: 'question_bank',
      paperType: 'chapter-wise',
      chapter: ['ch01-a-square-and-a-cube', 'ch03-a-story-of-numbers'],
      totalMarks: 20,
      requestId: 'asha-paper-1',
    };
    let generated = await parent.call<BankGenerationResponse>(
      'POST',
      '/api/question-bank/cbse/generate-paper',
      form,
    );
    await until(async () => {
      generated = await parent.call('POST', '/api/question-bank/cbse/generate-paper', form);
      return generated.status === 200;
    }, 'the child to reach paper-generation');
    if (!generated.body.success) {
      throw new Error('no paper');
    }
    const saved = await parent.call<{ paperId: string }>('POST', '/api/papers/save-paper', {
      parentId: parent.id,
      student: childId,
      generationId: generated.body.paper.generationId,
      title: 'Asha: squares and numbers',
    });
    paperId = saved.body.paperId;
    await until(
      async () =>
        (await parent.call('GET', `/api/assignments/${parent.id}/child/${childId}`)).status === 200,
      'the child to reach test-attempt',
    );
  }, 180_000);

  afterAll(async () => {
    await app.stop();
  });

  it('refuses a schedule it cannot keep, saying why, and charges nothing', async () => {
    const before = await balance();
    expect(await schedule({ paperId: undefined })).toMatchObject({
      status: 400,
      body: { message: TEST_MESSAGES.selectPaperAndDate },
    });
    expect((await schedule({ scheduledDate: undefined })).status).toBe(400);
    expect(await schedule({ scheduledDate: '2020-01-01' })).toMatchObject({
      status: 400,
      body: { message: TEST_MESSAGES.dueDateInPast },
    });
    expect(await schedule({ timeDuration: 10 })).toMatchObject({
      status: 400,
      body: { message: TEST_MESSAGES.durationRange },
    });
    expect((await schedule({ paperId: 'paper-nobody' })).status).toBe(404);
    expect((await schedule({ studentName: 'Nobody' })).status).toBe(404);
    expect((await schedule({}, other)).status).toBe(403);
    expect(await balance()).toBe(before);
  });

  it('schedules once for 5 credits, also when the same click arrives twice at once', async () => {
    const before = await balance();
    const [first, second] = await Promise.all([
      schedule({ requestId: 'schedule-click-1' }),
      schedule({ requestId: 'schedule-click-1' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toMatchObject({
      success: true,
      creditsUsed: 5,
      message: TEST_MESSAGES.scheduled,
    });
    expect(await balance()).toBe(before - 5);
    expect(await schedule({ requestId: 'schedule-click-2' })).toMatchObject({
      status: 409,
      body: { message: TEST_MESSAGES.alreadyScheduled },
    });
    expect(await balance()).toBe(before - 5);
    const list = await parent.call<AssignmentsResponse>(
      'GET',
      `/api/assignments/${parent.id}/child/${childId}`,
    );
    expect(list.body.assignments).toEqual([
      expect.objectContaining({
        paperId,
        scheduledDate: today,
        timeDuration: 30,
        attempted: false,
      }),
    ]);
  });

  it('lets the parent give the child extra time, applied when a test starts', async () => {
    const route = `/api/tests/accommodations/${parent.id}/child/${childId}`;
    expect((await parent.call('PUT', route, { extraTimePercent: 30 })).status).toBe(400);
    expect((await other.call('PUT', route, { extraTimePercent: 50 })).status).toBe(403);
    expect((await parent.call('PUT', route, { extraTimePercent: 50 })).body).toMatchObject({
      extraTimePercent: 50,
    });
    expect((await parent.call('GET', route)).body).toMatchObject({ extraTimePercent: 50 });
  });

  it('shows the student their test, and nobody else', async () => {
    const route = `/api/tests/scheduled/${parent.id}/${encodeURIComponent('asha')}`;
    const mine = await student.call<AssignmentsResponse>('GET', route);
    expect(mine.status).toBe(200);
    expect(mine.body.assignments).toHaveLength(1);
    expect(JSON.stringify(mine.body)).not.toMatch(KEY_FIELDS);
    expect((await other.call('GET', route)).status).toBe(403);
    expect((await student.call('GET', `/api/tests/scheduled/${other.id}/Asha`)).status).toBe(403);
  });

  it('runs the session: server deadline with extra time, no keys, versioned autosave, resume', async () => {
    const started = await start();
    expect(started.status).toBe(200);
    expect(JSON.stringify(started.body)).not.toMatch(KEY_FIELDS);
    if (started.body.completed) {
      throw new Error('expected a fresh attempt');
    }
    const { attempt, paper } = started.body;
    expect(attempt.durationSeconds).toBe(30 * 60 * 1.5);
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(2700 * 1000);
    const [first, second] = paper.questions;
    const asked = await student.call('GET', `/api/questions/${first._id}`);
    expect(asked).toMatchObject({ status: 200, body: { answered: false } });
    expect(JSON.stringify(asked.body)).not.toMatch(KEY_FIELDS);
    expect((await other.call('GET', `/api/questions/${first._id}`)).status).toBe(404);
    const save = (questionId: string, selectedAnswer: string, version: number, as = student) =>
      as.call<SaveAnswerResponse>(
        'PUT',
        `/api/test-attempts/${attempt._id}/answers/${questionId}`,
        {
          selectedAnswer,
          version,
        },
      );
    expect((await save(first._id, 'A', 2)).body).toMatchObject({ saved: true, version: 2 });
    expect((await save(first._id, 'B', 1)).body).toMatchObject({ saved: false, version: 2 });
    expect((await save(second._id, 'some words', 1)).body).toMatchObject({ saved: true });
    expect((await save('not-a-question', 'A', 1)).status).toBe(400);
    expect((await save(first._id, 'A', 3, parent)).status).toBe(403);
    expect((await save(first._id, 'x'.repeat(5001), 4)).status).toBe(400);
    const progress = await student.call('PUT', `/api/test-attempts/${attempt._id}/progress`, {
      currentQuestion: 1,
      flagged: [second._id],
      visited: [first._id, second._id],
      version: 1,
    });
    expect(progress.status).toBe(200);

    const resumed = await start();
    if (resumed.body.completed) {
      throw new Error('expected the same attempt');
    }
    expect(resumed.body.attempt).toMatchObject({
      _id: attempt._id,
      deadline: attempt.deadline,
      currentQuestion: 1,
      flagged: [second._id],
      answers: expect.arrayContaining([
        { questionId: first._id, selectedAnswer: 'A', version: 2 },
        { questionId: second._id, selectedAnswer: 'some words', version: 1 },
      ]),
    });
  });

  it('grades on submit, once, with the key the parent sees; results for both; late saves refused', async () => {
    const started = await start();
    if (started.body.completed) {
      throw new Error('expected the running attempt');
    }
    const attemptId = started.body.attempt._id;
    const keyed = await parent.call<{ paper: SavedPaper }>(
      'GET',
      `/api/papers/populate-paper/${paperId}`,
    );
    const mcqs = keyed.body.paper.questions.filter((q) => q.questionType === 'MCQ');
    const answers = mcqs.map((q) => ({
      questionId: q._id,
      selectedAnswer: q.correctAnswer ?? '',
      version: 10,
    }));
    const [submitted, again] = await Promise.all([
      student.call<SubmitTestResponse>('POST', '/api/test-attempts/submit-test', {
        attemptId,
        answers,
      }),
      student.call<SubmitTestResponse>('POST', '/api/test-attempts/submit-test', {
        attemptId,
        answers,
      }),
    ]);
    expect([submitted.status, again.status]).toEqual([200, 200]);
    expect([submitted.body.alreadySubmitted, again.body.alreadySubmitted].sort()).toEqual([
      false,
      true,
    ]);
    const late = await student.call(
      'PUT',
      `/api/test-attempts/${attemptId}/answers/${mcqs[0]._id}`,
      {
        selectedAnswer: 'A',
        version: 99,
      },
    );
    expect(late).toMatchObject({ status: 409, body: { message: TEST_MESSAGES.alreadySubmitted } });

    const view = await student.call<TestResultResponse>(
      'GET',
      `/api/test-attempts/student-view/${attemptId}`,
    );
    expect(view.status).toBe(200);
    const result = view.body.testResult;
    // The worked solutions are a paid explanation for a student, not part of their result.
    expect(result.questionsWithAnswers.some((q) => q.explanation)).toBe(false);
    expect(result.numCorrect).toBeGreaterThanOrEqual(mcqs.length);
    expect(
      result.questionsWithAnswers.filter((q) => q.questionType === 'MCQ').every((q) => q.isCorrect),
    ).toBe(true);
    expect(result.maxMarks).toBe(keyed.body.paper.questions.reduce((sum, q) => sum + q.marks, 0));
    expect(result.percentage).toBeCloseTo((result.totalMarks / result.maxMarks) * 100, 1);

    const list = await parent.call<AttemptsResponse>(
      'GET',
      `/api/test-attempts/student/${parent.id}/Asha`,
    );
    expect(list.body.attempts).toEqual([
      expect.objectContaining({ _id: attemptId, status: 'completed', attemptNumber: 1 }),
    ]);
    expect((await other.call('GET', `/api/test-attempts/student/${parent.id}/Asha`)).status).toBe(
      403,
    );
    expect((await other.call('GET', `/api/test-attempts/student-view/${attemptId}`)).status).toBe(
      404,
    );
    const parentView = await parent.call<TestResultResponse>(
      'GET',
      `/api/test-attempts/parent-view/${paperId}/${parent.id}/Asha`,
    );
    expect(parentView.body.testResult).toMatchObject({
      _id: attemptId,
      totalMarks: result.totalMarks,
    });
    expect(parentView.body.testResult.questionsWithAnswers.some((q) => q.explanation)).toBe(true);
    expect(
      (await parent.call('GET', `/api/test-attempts/parent-view/paper-nobody/${parent.id}/Asha`))
        .body,
    ).toMatchObject({ message: TEST_MESSAGES.noResultsForPaper });
  });

  it('reports the test in View Papers, and lets the student open the scheduled paper without keys', async () => {
    const keyed = await parent.call<{ paper: SavedPaper }>(
      'GET',
      `/api/papers/populate-paper/${paperId}`,
    );
    const firstId = keyed.body.paper.questions[0]._id;
    await until(
      async () =>
        (await student.call<{ answered: boolean }>('GET', `/api/questions/${firstId}`)).body
          .answered,
      'the grade to open the key to the student',
    );
    expect((await student.call('GET', `/api/questions/${firstId}`)).body).toMatchObject({
      question: { _id: firstId, correctAnswer: keyed.body.paper.questions[0].correctAnswer },
    });
    const open = await student.call('GET', `/api/papers/populate-paper/${paperId}`);
    expect(open.status).toBe(200);
    expect(JSON.stringify(open.body)).not.toMatch(KEY_FIELDS);
    await until(async () => {
      const list = await parent.call<PaperListResponse>(
        'GET',
        `/api/papers/${parent.id}/child/${childId}`,
      );
      return list.body.papers[0]?.attempted === true;
    }, 'the grade to reach paper-generation');
    const list = await parent.call<PaperListResponse>(
      'GET',
      `/api/papers/${parent.id}/child/${childId}`,
    );
    const { body } = await parent.call<TestResultResponse>(
      'GET',
      `/api/test-attempts/parent-view/${paperId}/${parent.id}/Asha`,
    );
    expect(list.body.papers[0]).toMatchObject({
      scheduledDate: today,
      attempted: true,
      marksObtained: body.testResult.totalMarks,
      numCorrect: body.testResult.numCorrect,
      numWrong: body.testResult.numWrong,
    });
  });

  it('lets the parent change a question’s marks with a reason; the totals follow', async () => {
    const { body } = await parent.call<TestResultResponse>(
      'GET',
      `/api/test-attempts/parent-view/${paperId}/${parent.id}/Asha`,
    );
    const result = body.testResult;
    const target =
      result.questionsWithAnswers.find((q) => !q.isCorrect) ?? result.questionsWithAnswers[0];
    const route = `/api/test-attempts/${result._id}/questions/${target.questionId}/marks`;
    expect(
      (await parent.call('POST', route, { marks: target.maxMarks + 1, reason: 'too many' })).status,
    ).toBe(400);
    expect((await parent.call('POST', route, { marks: target.maxMarks })).status).toBe(400);
    expect(
      (await student.call('POST', route, { marks: target.maxMarks, reason: 'me' })).status,
    ).toBe(403);
    expect(
      (await other.call('POST', route, { marks: target.maxMarks, reason: 'not mine' })).status,
    ).toBe(404);
    const changed = await parent.call<TestResultResponse>('POST', route, {
      marks: target.maxMarks,
      reason: 'Right idea, shown in the working',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.testResult.totalMarks).toBe(
      result.totalMarks - target.marksObtained + target.maxMarks,
    );
    expect(
      changed.body.testResult.questionsWithAnswers.find((q) => q.questionId === target.questionId),
    ).toMatchObject({
      marksObtained: target.maxMarks,
      provisional: false,
      override: expect.objectContaining({ reason: 'Right idea, shown in the working' }),
    });
  });

  it('retakes: the student is told to ask, the parent allows attempt #2, the student starts it fresh', async () => {
    expect((await start()).body).toMatchObject({ completed: true });
    const asked = await student.call('POST', '/api/test-attempts/start-new-attempt', {
      paperId,
      studentName: 'Asha',
    });
    expect(asked).toMatchObject({
      status: 403,
      body: { message: TEST_MESSAGES.retakeNeedsParent },
    });
    const [allowed, repeated] = await Promise.all([
      parent.call<StartNewAttemptResponse>('POST', '/api/test-attempts/start-new-attempt', {
        paperId,
        studentName: 'Asha',
      }),
      parent.call<StartNewAttemptResponse>('POST', '/api/test-attempts/start-new-attempt', {
        paperId,
        studentName: 'Asha',
      }),
    ]);
    expect(allowed.body).toMatchObject({
      attemptNumber: 2,
      message: TEST_MESSAGES.newAttemptStarted(2),
    });
    expect(repeated.body).toMatchObject({ attemptNumber: 2 });
    const cards = await student.call<AssignmentsResponse>(
      'GET',
      `/api/tests/scheduled/${parent.id}/Asha`,
    );
    expect(cards.body.assignments[0]).toMatchObject({
      attempted: true,
      latestAttempt: { attemptNumber: 2, status: 'not_started' },
    });
    const retake = await start();
    expect(retake.body).toMatchObject({
      completed: false,
      attempt: { attemptNumber: 2, answers: [] },
    });
  });

  it('erases the child’s assignments, attempts and answers when the child is deleted', async () => {
    const deleted = await parent.call('DELETE', `/api/parent/${parent.id}/child/${childId}`);
    expect(deleted.status).toBe(200);
    await until(
      async () =>
        (await parent.call('GET', `/api/assignments/${parent.id}/child/${childId}`)).status === 404,
      'the erasure to reach test-attempt',
    );
    expect(
      (await parent.call<AttemptsResponse>('GET', `/api/test-attempts/student/${parent.id}/Asha`))
        .body.attempts,
    ).toEqual([]);
  });
});
