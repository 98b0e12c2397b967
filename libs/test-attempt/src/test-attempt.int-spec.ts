import {
  serviceTopic,
  TEST_MESSAGES,
  type AssignmentsResponse,
  type StartTestResponse,
  type TestResultResponse,
} from '@abhyas/contracts';
import {
  childAddedMessage,
  eventually,
  expectAccessMatrix,
  expectRebuildEqualsLive,
  fixedClock,
  ReservationLedger,
  testDatabases,
  useBootedService,
} from '@abhyas/testing';
import { withStatementLog } from '@abhyas/event-store';
import { testAttemptProjection } from './application/test-attempt.projection';
import { paper } from './domain/test-fixtures';
import {
  asParent,
  asStudent,
  PeersForTests,
  startTestAttempt,
  testAttemptClient,
} from '../testing/test-attempt-test-client';

const SCHEMA = 'test_attempt';
const meera = asParent('p1');
const asha = asStudent('c1', 'p1');
const ravi = asParent('p2');
// 15:30 in India on 25 November.
const START = new Date('2026-11-25T10:00:00.000Z');

describe.each(testDatabases())('test-attempt on $engine', (factory) => {
  const time = fixedClock(START);
  const ledger = new ReservationLedger({ p1: 20, p2: 3 });
  const peers = new PeersForTests(ledger);
  peers.papers.set(paper.paperId, paper);
  peers.papers.set('paper-2', { ...paper, paperId: 'paper-2', title: 'Tomorrow' });
  peers.papers.set('paper-3', { ...paper, paperId: 'paper-3', title: 'Counted' });
  let statementLog: ReturnType<typeof withStatementLog> | undefined;
  const suite = useBootedService(factory, (database) => {
    statementLog = withStatementLog(database.db);
    return startTestAttempt(
      { ...database, db: statementLog.db },
      { clock: time.clock, services: peers },
    );
  });
  const call = <Body = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    as = meera,
    body?: unknown,
  ) => testAttemptClient(suite.service)<Body>(method, url, { as, body });
  const schedule = (extra: Record<string, unknown> = {}, as = meera) =>
    call('POST', '/api/tests/schedule', as, {
      user: 'p1',
      studentName: 'Asha',
      paperId: 'paper-1',
      scheduledDate: '2026-11-25',
      timeDuration: 15,
      ...extra,
    });

  /** Asha starts (or resumes) the paper's test: the attempt in progress. */
  const startInProgress = async (paperId: string) => {
    const started = await call<StartTestResponse>('POST', '/api/test-attempts/start-test', asha, {
      paperId,
      studentName: 'Asha',
    });
    if (started.body.completed) {
      throw new Error(`expected ${paperId}'s attempt in progress`);
    }
    return started.body.attempt;
  };

  beforeAll(async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('c1', 'p1', 'child-added-c1', 'Asha'),
    ]);
    await eventually(async () => {
      expect((await call('GET', '/api/assignments/p1/child/c1')).status).toBe(200);
    });
  });

  it('declares who may call each route', () => {
    expectAccessMatrix(suite.service, [
      'GET /api/assignments/:parentId/child/:childId → parentOfChild(:parentId, :childId)',
      'GET /api/test-attempts/parent-view/:paperId/:parentId/:studentName → accountHolder(:parentId)',
      'GET /api/test-attempts/student-view/:attemptId → signedIn(parent, student)',
      'GET /api/test-attempts/student/:parentId/:studentName → familyByName(:parentId, :studentName, orParent)',
      'GET /api/tests/accommodations/:parentId/child/:childId → parentOfChild(:parentId, :childId)',
      'GET /api/tests/scheduled/:parentId/:studentName → familyByName(:parentId, :studentName, orParent)',
      'POST /api/test-attempts/:attemptId/questions/:questionId/marks → signedIn(parent)',
      'POST /api/test-attempts/start-new-attempt → signedIn(parent, student)',
      'POST /api/test-attempts/start-test → signedIn(student)',
      'POST /api/test-attempts/submit-test → signedIn(student)',
      'POST /api/tests/schedule → accountHolder(body.user)',
      'PUT /api/test-attempts/:attemptId/answers/:questionId → signedIn(student)',
      'PUT /api/test-attempts/:attemptId/progress → signedIn(student)',
      'PUT /api/tests/accommodations/:parentId/child/:childId → parentOfChild(:parentId, :childId)',
    ]);
  });

  it('writes nothing and charges nothing when the ledger cannot be asked', async () => {
    ledger.reachable = false;
    const refused = await schedule({ requestId: 'ledger-down' });
    ledger.reachable = true;
    expect(refused.status).toBe(503);
    const list = await call<AssignmentsResponse>('GET', '/api/assignments/p1/child/c1');
    expect(list.body.assignments).toEqual([]);
  });

  it('says Insufficient credits with what is needed, and schedules nothing', async () => {
    ledger.balances.set('p1', 4);
    const refused = await schedule({ requestId: 'too-poor' });
    ledger.balances.set('p1', 20);
    expect(refused).toMatchObject({
      status: 402,
      body: { message: 'Insufficient credits', required: 5, available: 4 },
    });
  });

  it('opens a test on its due date in India, not before', async () => {
    expect((await schedule({ paperId: 'paper-2', scheduledDate: '2026-11-26' })).status).toBe(200);
    const early = await call('POST', '/api/test-attempts/start-test', asha, {
      paperId: 'paper-2',
      studentName: 'Asha',
    });
    expect(early).toMatchObject({ status: 409, body: { message: TEST_MESSAGES.notYetDue } });
  });

  it('refuses saves after the deadline plus grace, and the sweep submits the attempt exactly once', async () => {
    expect((await schedule()).status).toBe(200);
    const attempt = await startInProgress('paper-1');
    const attemptId = attempt._id;
    expect(attempt.deadline).toBe('2026-11-25T10:15:00.000Z');
    const save = (questionId: string, selectedAnswer: string, version: number) =>
      call('PUT', `/api/test-attempts/${attemptId}/answers/${questionId}`, asha, {
        selectedAnswer,
        version,
      });
    expect((await save('q-mcq', 'B', 1)).status).toBe(200);
    time.advance(15 * 60_000 + 20_000); // past the deadline, inside the grace period
    expect((await save('q-blank', '1/2', 1)).status).toBe(200);
    time.advance(11_000); // past the grace period
    // Refused either way: by the deadline, or (when the sweep's tick came first) as submitted.
    const lateSave = await save('q-tf', 'True', 1);
    expect(lateSave.status).toBe(409);
    expect([TEST_MESSAGES.timeUp, TEST_MESSAGES.alreadySubmitted]).toContain(
      (lateSave.body as { message: string }).message,
    );
    await eventually(async () => {
      const view = await call<TestResultResponse>(
        'GET',
        `/api/test-attempts/student-view/${attemptId}`,
        asha,
      );
      expect(view.status).toBe(200);
      expect(view.body.testResult).toMatchObject({
        submittedBy: 'deadline',
        totalMarks: 2,
        numCorrect: 2,
        timeTaken: 15,
      });
    });
    const graded = await suite.database.db.query<{ n: number }>(
      `select count(*)::int as n from ${SCHEMA}.events where stream_id = $1 and type = 'AttemptGraded'`,
      [`attempt-${attemptId}`],
    );
    expect(graded.rows[0].n).toBe(1);
    const late = await call('POST', '/api/test-attempts/submit-test', asha, { attemptId });
    expect(late).toMatchObject({ status: 200, body: { alreadySubmitted: true } });
    expect(
      (await call('GET', `/api/test-attempts/student-view/${attemptId}`, asStudent('c9', 'p1')))
        .status,
    ).toBe(404);
    expect((await call('GET', `/api/test-attempts/student-view/${attemptId}`, ravi)).status).toBe(
      404,
    );
  });

  it('saves an answer and the progress in one statement each, outside any transaction', async () => {
    expect((await schedule({ paperId: 'paper-3' })).status).toBe(200);
    const attemptId = (await startInProgress('paper-3'))._id;
    const log = statementLog!;
    // Statements of this attempt (background loops run their own), and the transactions they ran in.
    const touching = () =>
      log.statements.filter((statement) =>
        statement.params.some((param) => typeof param === 'string' && param.includes(attemptId)),
      );
    log.statements.length = 0;
    const saved = await call('PUT', `/api/test-attempts/${attemptId}/answers/q-mcq`, asha, {
      selectedAnswer: 'A',
      version: 1,
    });
    expect(saved).toMatchObject({ status: 200, body: { saved: true, version: 1 } });
    const progress = await call('PUT', `/api/test-attempts/${attemptId}/progress`, asha, {
      currentQuestion: 1,
      flagged: ['q-mcq'],
      visited: ['q-mcq'],
      version: 1,
    });
    expect(progress).toMatchObject({ status: 200, body: { saved: true } });
    expect(touching()).toHaveLength(2);
    expect(touching().filter((statement) => statement.transaction !== undefined)).toEqual([]);
    // What was saved is what a resume finds.
    expect(await startInProgress('paper-3')).toMatchObject({
      _id: attemptId,
      answers: [{ questionId: 'q-mcq', selectedAnswer: 'A', version: 1 }],
      flagged: ['q-mcq'],
      currentQuestion: 1,
    });
  });

  it('keeps read models that rebuild from the log', async () => {
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: SCHEMA,
      projection: testAttemptProjection(SCHEMA),
      tables: ['child_accommodations', 'assignments', 'attempts'],
    });
  });
});
