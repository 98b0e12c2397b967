import { EXPLANATION_MESSAGES as M, serviceTopic } from '@abhyas/contracts';
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
import { gradedMessage, overrideMessage, paper } from '../testing/graded-paper.fixtures';

const SCHEMA = 'explanations';
const parent = asParent('p1');
const child = asStudent('c1', 'p1');

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
      'POST /internal/explanations/requests/:requestId/explanation → internal',
      'POST /internal/explanations/requests/:requestId/failure → internal',
      'POST /internal/explanations/requests/:requestId/start → internal',
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

  it('charges nothing when the paper kept no worked solution, even on an empty balance, and says why', async () => {
    const asked = await ask('q-2');
    expect(asked.status).toBe(200);
    // Known before approving: the review says approving costs nothing.
    expect(asked.body.request).toMatchObject({ explanationSource: 'none' });
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
        request: { status: 'approved', production: 'failed', explanationSource: 'none' },
      },
    });
    expect(ledger.balances.get('p1')).toBe(0);
    // Nothing was reserved, so nothing is held or released either.
    expect(ledger.reservations.has(`explanation:${asked.body.request._id}`)).toBe(false);
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
