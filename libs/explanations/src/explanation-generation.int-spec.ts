import {
  EXPLANATION_INTERNAL_ROUTES as ROUTES,
  EXPLANATION_MESSAGES as M,
  explanationGenerationRequestedV1,
  type ApproveExplanationResponse,
  type ExplanationProgress,
  type ExplanationRequestsResponse,
  type ExplanationRequestView,
  type ExplanationResponse,
  type PayloadOf,
  serviceTopic,
} from '@abhyas/contracts';
import type { DeliveredMessage } from '@abhyas/messaging';
import type { Principal } from '@abhyas/runtime';
import {
  childAddedMessage,
  eventually,
  expectRebuildEqualsLive,
  ReservationLedger,
  testDatabases,
  useBootedService,
} from '@abhyas/testing';
import { explanationsProjection } from './application/explanations.projection';
import {
  aiTestEnv,
  asParent,
  asStudent,
  explanationsClient,
  PeersForTests,
  startExplanations,
} from '../testing/explanations-test-client';
import { gradedMessage, paper } from '../testing/graded-paper.fixtures';

const SCHEMA = 'explanations';
const DEADLINE_MS = 4_000;
const parent = asParent('p1');
const child = asStudent('c1', 'p1');
/** The generation worker signs its reports as paper-generation (its service). */
const worker: Principal = { userId: 'paper-generation', role: 'internal', sid: 'service' };
const written = {
  detailedSolution: ['2/4 is 1/2 doubled top and bottom.', 'So B is the equal fraction.'],
  keyConcepts: ['Equivalent fractions'],
  relatedTopics: ['Fractions', 'Halves'],
  difficultyLevel: 'easy' as const,
};

type Brief = PayloadOf<typeof explanationGenerationRequestedV1>;

/**
 * The round trip with AI configured, the generation worker played by the test over the bus and
 * the internal routes it reports to: a question the paper kept no worked solution for is sent
 * to the worker's queue on approval, and the credit is taken once when the explanation is
 * ready, or returned when it fails or its deadline passes; a late report changes nothing.
 */
describe.each(testDatabases())(
  'explanations written by the generation worker on $engine',
  (factory) => {
    const ledger = new ReservationLedger({ p1: 10 });
    const peers = new PeersForTests(ledger);
    peers.papers.set(paper.paperId, paper);
    const suite = useBootedService(factory, (db) =>
      startExplanations(db, peers, aiTestEnv(DEADLINE_MS)),
    );
    const briefs: DeliveredMessage[] = [];
    const call = <Body = Record<string, unknown>>(
      method: 'GET' | 'POST',
      url: string,
      as: Principal = parent,
      body?: unknown,
    ) => explanationsClient(suite.service)<Body>(method, url, { as, body });
    const requests = async () =>
      (await call<ExplanationRequestsResponse>('GET', '/api/explanation-requests/parent/p1')).body
        .requests;
    const requestOf = async (questionId: string): Promise<ExplanationRequestView> =>
      (await requests()).find((r) => r.questionId === questionId)!;
    const ask = (questionId: string) =>
      call<{ request: ExplanationRequestView }>(
        'POST',
        '/api/explanation-requests/request',
        child,
        {
          testAttemptId: 'asg-1-1',
          questionId,
          requestReason: 'Please explain',
        },
      );
    const approve = (requestId: string) =>
      call<ApproveExplanationResponse>(
        'POST',
        `/api/explanation-requests/${requestId}/approve`,
        parent,
        {},
      );
    const briefFor = async (requestId: string): Promise<Brief> => {
      let found: DeliveredMessage | undefined;
      await eventually(async () => {
        found = briefs.find((m) => (m.payload as Brief).requestId === requestId);
        expect(found).toBeDefined();
      });
      return found!.payload as Brief;
    };
    const settlements = (requestId: string) =>
      ledger.calls.filter((c) => c.includes(encodeURIComponent(`explanation:${requestId}`)));

    beforeAll(async () => {
      await suite.service.bus.subscribe({
        topic: serviceTopic('explanations'),
        group: 'generation-worker',
        handler: async (message) => {
          briefs.push(message);
        },
      });
      await suite.service.bus.publish(serviceTopic('identity'), [
        childAddedMessage('c1', 'p1', 'child-added-c1', 'Asha'),
      ]);
      await suite.service.bus.publish(serviceTopic('test-attempt'), [gradedMessage()]);
      await eventually(async () => {
        expect((await ask('q-2')).status).toBe(200);
      });
      expect((await ask('q-4')).status).toBe(200);
      expect((await ask('q-5')).status).toBe(200);
    });

    it('tells the parent before approving that the explanation will be written, and sends the worker the question with its key, no names', async () => {
      const pending = await requestOf('q-2');
      expect(pending).toMatchObject({ status: 'pending', explanationSource: 'ai' });
      const approved = await approve(pending._id);
      expect(approved).toMatchObject({
        status: 200,
        body: {
          message: M.approvedPreparing,
          creditDeduction: { amount: 1, newBalance: 9 },
          request: { status: 'approved', production: 'preparing', explanationSource: 'ai' },
        },
      });
      expect(approved.body.request).not.toHaveProperty('explanation');
      const brief = await briefFor(pending._id);
      expect(brief).toMatchObject({
        deadlineMs: DEADLINE_MS,
        question: {
          question: 'Question 2',
          options: ['1', '2', '3', '4'],
          correctAnswer: 'B',
          studentAnswer: 'A',
          syllabus: { curriculum: 'CBSE', subject: 'Mathematics', class: 6 },
          topic: 'Fractions',
          subTopic: 'Halves',
        },
      });
      expect(JSON.stringify(brief)).not.toMatch(/Asha|p1|c1/);
      // A second click while it is being prepared reserves nothing more and sends nothing more.
      expect((await approve(pending._id)).body.request.production).toBe('preparing');
      expect(ledger.spendable('p1')).toBe(9);
      const start = await call<ExplanationProgress>('POST', ROUTES.start(pending._id), worker, {});
      expect(start).toMatchObject({ status: 200, body: { production: 'preparing' } });
    });

    it('refuses a malformed explanation and writes nothing; takes a valid one and the credit once', async () => {
      const { _id: requestId } = await requestOf('q-2');
      const route = ROUTES.explanation(requestId);
      const bad = await call('POST', route, worker, {
        explanation: { ...written, detailedSolution: [] },
        model: 'fake-model',
      });
      expect(bad.status).toBe(400);
      expect((await requestOf('q-2')).production).toBe('preparing');
      expect(ledger.balances.get('p1')).toBe(10);
      const reports = await Promise.all(
        [1, 2, 3].map(() =>
          call<ExplanationProgress>('POST', route, worker, {
            explanation: written,
            model: 'fake-model',
          }),
        ),
      );
      expect(reports.map((r) => r.body.production)).toEqual(['ready', 'ready', 'ready']);
      expect(ledger.balances.get('p1')).toBe(9);
      expect(ledger.reservations.get(`explanation:${requestId}`)?.status).toBe('committed');
      expect(settlements(requestId).filter((c) => c.endsWith('/commit'))).toHaveLength(1);
      const read = await call<ExplanationResponse>(
        'GET',
        '/api/explanation-requests/question/q-2/explanation',
        child,
      );
      expect(read).toMatchObject({ status: 200, body: { explanation: written } });
      // A failure reported after it is ready changes nothing.
      await call('POST', ROUTES.failure(requestId), worker, { reason: 'provider_failed' });
      expect((await requestOf('q-2')).production).toBe('ready');
    });

    it('returns the credit when the worker cannot write it, and a late explanation changes nothing', async () => {
      const { _id: requestId } = await requestOf('q-4');
      await approve(requestId);
      await briefFor(requestId);
      expect(ledger.spendable('p1')).toBe(8);
      const failed = await call<ExplanationProgress>('POST', ROUTES.failure(requestId), worker, {
        reason: 'invalid_output',
        detail: 'no steps after 3 rounds',
      });
      expect(failed).toMatchObject({ status: 200, body: { production: 'failed' } });
      expect(ledger.reservations.get(`explanation:${requestId}`)?.status).toBe('released');
      expect(ledger.spendable('p1')).toBe(9);
      expect(await requestOf('q-4')).toMatchObject({
        production: 'failed',
        failureReason: M.couldNotProduce,
      });
      const late = await call<ExplanationProgress>('POST', ROUTES.explanation(requestId), worker, {
        explanation: written,
        model: 'fake-model',
      });
      expect(late.body.production).toBe('failed');
      expect(ledger.spendable('p1')).toBe(9);
      expect(settlements(requestId)).toHaveLength(1);
      expect(
        (await call('GET', '/api/explanation-requests/question/q-4/explanation', child)).status,
      ).toBe(404);
    });

    it('fails an explanation that did not arrive by its deadline and returns the credit once', async () => {
      const { _id: requestId } = await requestOf('q-5');
      await approve(requestId);
      const brief = await briefFor(requestId);
      expect(Date.parse(brief.deadlineAt) - Date.parse(brief.requestedAt)).toBe(DEADLINE_MS);
      expect(ledger.spendable('p1')).toBe(8);
      // Nobody reports: the deadline sweep fails it.
      await eventually(async () => {
        expect((await requestOf('q-5')).production).toBe('failed');
      }, 20_000);
      expect(await requestOf('q-5')).toMatchObject({ failureReason: M.couldNotProduce });
      await eventually(async () => {
        expect(ledger.reservations.get(`explanation:${requestId}`)?.status).toBe('released');
      });
      const late = await call<ExplanationProgress>('POST', ROUTES.explanation(requestId), worker, {
        explanation: written,
        model: 'fake-model',
      });
      expect(late.body.production).toBe('failed');
      expect(ledger.spendable('p1')).toBe(9);
      expect(ledger.balances.get('p1')).toBe(9);
      expect(settlements(requestId)).toHaveLength(1);
    });

    it('keeps the worker routes for internal callers only', async () => {
      const { _id: requestId } = await requestOf('q-2');
      expect((await call('POST', ROUTES.start(requestId), parent, {})).status).toBe(403);
      expect((await call('POST', ROUTES.start(requestId), child, {})).status).toBe(403);
      expect((await call('POST', ROUTES.start('exr-unknown'), worker, {})).status).toBe(404);
    });

    it('keeps read models that rebuild from the log', async () => {
      await expectRebuildEqualsLive({
        db: suite.database.db,
        schema: SCHEMA,
        projection: explanationsProjection(SCHEMA),
        tables: ['graded_attempts', 'explanation_requests'],
      });
    });
  },
);
