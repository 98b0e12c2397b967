import {
  attemptGradedV1,
  EXPLANATION_MESSAGES as M,
  gradeOverriddenV1,
  type KeyedPaperQuestion,
  type PaperSnapshot,
  type PayloadOf,
  serviceTopic,
} from '@abhyas/contracts';
import type { BusMessage } from '@abhyas/messaging';
import {
  childAddedMessage,
  eventually,
  expectAccessMatrix,
  expectRebuildEqualsLive,
  ReservationLedger,
  testDatabases,
  useBootedService,
} from '@abhyas/testing';
import { explanationsProjection } from './application/explanations.projection';
import {
  asParent,
  asStudent,
  explanationsClient,
  PeersForTests,
  startExplanations,
} from '../testing/explanations-test-client';

const SCHEMA = 'explanations';
const parent = asParent('p1');
const child = asStudent('c1', 'p1');
const question = (id: string, number: number, explained: boolean): KeyedPaperQuestion => ({
  _id: id,
  version: `v-${id}`,
  source: 'bank' as const,
  number,
  questionNumber: number,
  question: `Question ${number}`,
  questionType: 'MCQ' as const,
  options: ['1', '2', '3', '4'],
  correctAnswer: 'B',
  marks: 1,
  difficulty: 'medium' as const,
  section: 'S2' as const,
  topic: 'Fractions',
  topicId: 'fractions',
  subTopic: 'Halves',
  chapter: 'ch01',
  hasImage: false,
  ...(explained
    ? { explanation: { detailedSolution: ['Because 2 = 2'], keyConcepts: ['counting'] } }
    : {}),
});
const paper: PaperSnapshot = {
  paperId: 'paper-1',
  parentId: 'p1',
  childId: 'c1',
  title: 'Fractions',
  savedAt: '2026-11-25T09:00:00.000Z',
  curriculum: 'CBSE',
  class: 6,
  subject: 'Mathematics',
  chapter: 'Fractions',
  paperType: 'chapter-wise',
  difficultyDistribution: 'default',
  totalMarks: 3,
  timeDuration: 45,
  questions: [question('q-1', 1, true), question('q-2', 2, false), question('q-3', 3, true)],
  notes: [],
};
const graded = (q: KeyedPaperQuestion, isCorrect: boolean) => ({
  questionId: q._id,
  version: q.version,
  questionNumber: q.questionNumber,
  section: 'S2',
  topic: 'Fractions',
  topicId: 'fractions',
  subTopic: 'Halves',
  chapter: 'ch01',
  difficulty: 'medium',
  questionType: 'MCQ',
  marksAvailable: 1,
  marksObtained: isCorrect ? 1 : 0,
  isCorrect,
  answered: true,
  studentAnswer: isCorrect ? 'B' : 'A',
  correctAnswer: 'B',
  provisional: false,
});
const gradedMessage = (): BusMessage => {
  const payload: PayloadOf<typeof attemptGradedV1> = {
    attemptId: 'asg-1-1',
    assignmentId: 'asg-1',
    attemptNumber: 1,
    parentId: 'p1',
    childId: 'c1',
    paperId: 'paper-1',
    curriculum: 'CBSE',
    class: 6,
    subject: 'Mathematics',
    chapter: 'Fractions',
    startedAt: '2026-11-25T09:10:00.000Z',
    submittedAt: '2026-11-25T09:40:00.000Z',
    gradedAt: '2026-11-25T09:40:00.000Z',
    submittedBy: 'student',
    timeTakenSeconds: 1800,
    marksObtained: 0,
    maxMarks: 3,
    percentage: 0,
    numCorrect: 0,
    numWrong: 3,
    numUnanswered: 0,
    questions: paper.questions.map((q) => graded(q, false)),
  };
  return { id: 'graded-1', type: attemptGradedV1.type, key: 'p1', payload, headers: {} };
};
const overrideMessage = (): BusMessage => {
  const payload: PayloadOf<typeof gradeOverriddenV1> = {
    attemptId: 'asg-1-1',
    attemptNumber: 1,
    parentId: 'p1',
    childId: 'c1',
    paperId: 'paper-1',
    questionId: 'q-3',
    marksObtained: 1,
    previousMarks: 0,
    isCorrect: true,
    totalMarksObtained: 1,
    maxMarks: 3,
    percentage: 33.33,
    numCorrect: 1,
    numWrong: 2,
    reason: 'right after all',
    by: 'p1',
    at: '2026-11-25T09:50:00.000Z',
  };
  return { id: 'override-1', type: gradeOverriddenV1.type, key: 'p1', payload, headers: {} };
};

describe.each(testDatabases())('explanations on $engine', (factory) => {
  const ledger = new ReservationLedger({ p1: 0 });
  const peers = new PeersForTests(ledger);
  peers.papers.set(paper.paperId, paper);
  const suite = useBootedService(factory, (db) => startExplanations(db, peers));
  const call = <Body = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    as = parent,
    body?: unknown,
  ) => explanationsClient(suite.service)<Body>(method, url, { as, body });
  const ask = (questionId: string) =>
    call<{ request: { _id: string } }>('POST', '/api/explanation-requests/request', child, {
      testAttemptId: 'asg-1-1',
      questionId,
      requestReason: 'Please explain',
    });

  beforeAll(async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('c1', 'p1', 'child-added-c1', 'Asha'),
    ]);
    await suite.service.bus.publish(serviceTopic('test-attempt'), [gradedMessage()]);
    await eventually(async () => {
      expect((await ask('q-1')).status).toBe(200);
    });
  });

  it('declares who may call each route', () => {
    expectAccessMatrix(suite.service, [
      'GET /api/explanation-requests/parent/:parentId → accountHolder(:parentId)',
      'GET /api/explanation-requests/question/:questionId/explanation → signedIn(parent, student)',
      'GET /api/explanation-requests/student/:studentId → childSelf(:studentId, orParent)',
      'POST /api/explanation-requests/:id/approve → signedIn(parent)',
      'POST /api/explanation-requests/:id/reject → signedIn(parent)',
      'POST /api/explanation-requests/request → signedIn(student)',
    ]);
  });

  it('refuses an approval the balance cannot pay, and writes nothing', async () => {
    const list = await call<{ requests: { _id: string; status: string }[] }>(
      'GET',
      '/api/explanation-requests/parent/p1',
    );
    const refused = await call(
      'POST',
      `/api/explanation-requests/${list.body.requests[0]._id}/approve`,
      parent,
      {},
    );
    expect(refused).toMatchObject({
      status: 402,
      body: { message: M.insufficientCredits, required: 1, available: 0 },
    });
    const after = await call<{ requests: { status: string }[]; pendingCount: number }>(
      'GET',
      '/api/explanation-requests/parent/p1',
    );
    expect(after.body).toMatchObject({ pendingCount: 1, requests: [{ status: 'pending' }] });
    expect(ledger.balances.get('p1')).toBe(0);
  });

  it('charges nothing when the paper kept no worked solution, and says why', async () => {
    ledger.balances.set('p1', 5);
    const asked = await ask('q-2');
    expect(asked.status).toBe(200);
    const approved = await call(
      'POST',
      `/api/explanation-requests/${asked.body.request._id}/approve`,
      parent,
      {},
    );
    expect(approved).toMatchObject({
      status: 200,
      body: {
        message: M.couldNotProduce,
        creditDeduction: { amount: 0 },
        request: { status: 'approved', production: 'failed' },
      },
    });
    expect(ledger.balances.get('p1')).toBe(5);
    expect(
      (await call('GET', '/api/explanation-requests/question/q-2/explanation', child)).status,
    ).toBe(404);
  });

  it('refuses a request for an answer a parent has since marked right', async () => {
    await suite.service.bus.publish(serviceTopic('test-attempt'), [overrideMessage()]);
    await eventually(async () => {
      const changed = await suite.database.db.query<{ n: number }>(
        `select count(*)::int as n from ${SCHEMA}.events where type = 'QuestionGradeChanged'`,
      );
      expect(changed.rows[0].n).toBe(1);
    });
    expect(await ask('q-3')).toMatchObject({
      status: 400,
      body: { message: M.wrongAnswersOnly },
    });
  });

  it('keeps read models that rebuild from the log', async () => {
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: SCHEMA,
      projection: explanationsProjection(SCHEMA),
      tables: ['graded_attempts', 'explanation_requests'],
    });
  });
});
