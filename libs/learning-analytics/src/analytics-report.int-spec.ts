import {
  type AnalyticsReportResponse,
  type AnalyticsReportsResponse,
  attemptGradedV1,
  type PayloadOf,
  REPORT_MESSAGES,
  serviceTopic,
} from '@abhyas/contracts';
import type { BusMessage } from '@abhyas/messaging';
import { internalAuthKey, principalHeaders, type Principal } from '@abhyas/runtime';
import {
  childAddedMessage,
  childDeletedMessage,
  eventually,
  expectRebuildEqualsLive,
  fixedClock,
  testDatabases,
  useBootedService,
} from '@abhyas/testing';
import { analyticsReportProjection } from './application/analytics-report.projection';
import { pdfTextOf } from '@abhyas/testing';
import {
  asParent,
  asStudent,
  learningClient,
  PeersForTests,
  ReservationLedger,
  startLearningAnalytics,
  TEST_ENV,
} from '../testing/learning-analytics-test-client';

const SCHEMA = 'learning_analytics';
const meera = asParent('p1');
const REPORTS = '/api/learning-needs/p1/Asha/reports';
const PERIOD = { from: '2026-11-01', to: '2026-11-30' };

/** A graded attempt of Asha's: `right` of twelve answers right, on one day of November. */
const graded = (attemptId: string, attemptNumber: number, right: number, day: string) => {
  const questions = Array.from({ length: 12 }, (_, i) => ({
    questionId: `${attemptId}-q${i + 1}`,
    version: 'v1',
    questionNumber: i + 1,
    section: i < 6 ? 'S2' : 'S3',
    topic: i < 6 ? 'numbers' : 'ratios',
    topicId: i < 6 ? 'numbers' : 'ratios',
    subTopic: i < 6 ? 'Place value' : 'Simple ratios',
    chapter: 'ch01',
    difficulty: 'medium',
    questionType: 'MCQ',
    marksAvailable: 1,
    marksObtained: i >= 12 - right ? 1 : 0,
    isCorrect: i >= 12 - right,
    answered: true,
    studentAnswer: 'A',
    correctAnswer: 'A',
    provisional: false,
  }));
  const payload: PayloadOf<typeof attemptGradedV1> = {
    attemptId,
    assignmentId: 'asg-1',
    attemptNumber,
    parentId: 'p1',
    childId: 'c1',
    paperId: 'paper-1',
    curriculum: 'CBSE',
    class: 6,
    subject: 'Mathematics',
    chapter: 'Numbers',
    startedAt: `${day}T09:00:00.000Z`,
    submittedAt: `${day}T09:30:00.000Z`,
    gradedAt: `${day}T09:30:00.000Z`,
    submittedBy: 'student',
    timeTakenSeconds: 1800,
    marksObtained: right,
    maxMarks: 12,
    percentage: Math.round((right / 12) * 10000) / 100,
    numCorrect: right,
    numWrong: 12 - right,
    numUnanswered: 0,
    questions,
  };
  const message: BusMessage = {
    id: `graded-${attemptId}`,
    type: attemptGradedV1.type,
    key: 'p1',
    payload,
    headers: {},
  };
  return message;
};

describe.each(testDatabases())('the detailed analytics report on $engine', (factory) => {
  const ledger = new ReservationLedger({ p1: 10, p2: 10 });
  const { clock } = fixedClock(new Date('2026-12-01T06:00:00.000Z'));
  const suite = useBootedService(factory, (db) =>
    startLearningAnalytics(db, { services: new PeersForTests(ledger), clock }),
  );
  const call = <Body = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    as: Principal = meera,
    body?: unknown,
  ) => learningClient(suite.service)<Body>(method, url, { as, body });
  const requestReport = (requestId: string, as: Principal = meera, period = PERIOD) =>
    call<AnalyticsReportResponse>('POST', REPORTS, as, { requestId, ...period });
  /** The PDF as the gateway forwards it: bytes and headers, not parsed as JSON. */
  const download = async (url: string, as: Principal = meera) => {
    const fastify = suite.service.service.app.getHttpAdapter().getInstance();
    const response = await fastify.inject({
      method: 'GET',
      url,
      headers: principalHeaders(as, internalAuthKey(TEST_ENV)!),
    });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  };
  const reportsOfAsha = () => call<AnalyticsReportsResponse>('GET', REPORTS);

  beforeAll(async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('c1', 'p1', 'child-added-c1', 'Asha'),
    ]);
    await suite.service.bus.publish(serviceTopic('test-attempt'), [
      graded('att-1', 1, 3, '2026-11-10'),
      graded('att-2', 2, 9, '2026-11-25'),
      graded('att-0', 1, 12, '2026-10-20'),
    ]);
    await eventually(async () => {
      const needs = await call<{ data: { answersSeen: number } | null }>(
        'GET',
        '/api/learning-needs/p1/Asha',
      );
      expect(needs.body.data?.answersSeen).toBe(36);
    });
  });

  it('refuses a bad period with a 400 that says why, charging and writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ from: '2026-11-30', to: '2026-11-01' }, REPORT_MESSAGES.periodOrder],
      [{ from: '2026-11-01', to: '2026-12-02' }, REPORT_MESSAGES.periodInFuture],
      [{ from: '2025-01-01', to: '2026-11-30' }, REPORT_MESSAGES.periodTooLong],
      [{ from: '2026-02-30', to: '2026-11-30' }, 'from must be a real date'],
      [{ from: '1 Nov', to: '2026-11-30' }, 'from must be a date (YYYY-MM-DD)'],
    ];
    for (const [period, message] of cases) {
      const answer = await call('POST', REPORTS, meera, { requestId: 'bad', ...period });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await call('POST', REPORTS, meera, { ...PERIOD })).status).toBe(400);
    expect(ledger.calls).toEqual([]);
    expect((await reportsOfAsha()).body.reports).toEqual([]);
  });

  it('answers 402 when the balance is short, and writes nothing', async () => {
    ledger.balances.set('p1', 1);
    const answer = await requestReport('short-1');
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ error: 'Insufficient credits', required: 2, available: 1 });
    expect((await reportsOfAsha()).body.reports).toEqual([]);
    expect([...ledger.reservations.keys()]).toEqual([]);
    ledger.balances.set('p1', 10);
  });

  it('takes 2 credits once for one request id, however often it is sent', async () => {
    const first = await requestReport('req-1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      report: { studentName: 'Asha', ...PERIOD, requestId: 'req-1' },
      creditDeduction: { amount: 2, newBalance: 8 },
      message: REPORT_MESSAGES.requested,
    });
    const again = await requestReport('req-1');
    expect(again.body).toEqual(first.body);
    expect(ledger.balances.get('p1')).toBe(8);
    // The same id for another period is another report: refused, and nothing taken.
    const reused = await requestReport('req-1', meera, { from: '2026-11-02', to: '2026-11-30' });
    expect(reused.status).toBe(409);
    expect(ledger.balances.get('p1')).toBe(8);
  });

  it('takes 2 credits once for ten concurrent requests with one id', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestReport('burst-1')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.report.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.creditDeduction.transactionId)).size).toBe(1);
    expect(ledger.balances.get('p1')).toBe(6);
    expect((await reportsOfAsha()).body.reports.map((r) => r.requestId).sort()).toEqual([
      'burst-1',
      'req-1',
    ]);
  });

  it('renders a PDF of the period: the scores, the sections, the focus areas, the same on every download', async () => {
    const { report } = (await requestReport('req-1')).body;
    const pdf = await download(report.downloadUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="abhyas-report-asha-2026-11-01-to-2026-11-30.pdf"; filename*=UTF-8''abhyas-report-Asha-2026-11-01-to-2026-11-30.pdf`,
    );
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfTextOf(pdf.bytes);
    expect(text).toContain('Asha');
    expect(text).toContain('Period: 1 Nov 2026 to 30 Nov 2026');
    // Both November attempts, not October's.
    expect(text).toMatch(/2026-11-10\nMathematics\nNumbers\n#1\n3 \/ 12\n25%/);
    expect(text).toMatch(/2026-11-25\nMathematics\nNumbers\n#2\n9 \/ 12\n75%/);
    expect(text).not.toContain('12 / 12');
    expect(text).toContain('S2 Subject Reasoning');
    expect(text).toContain('Place value (S2, numbers)');
    expect(text).toContain('Recommended practice');
    // A later grade changes the child's needs, not this report.
    await suite.service.bus.publish(serviceTopic('test-attempt'), [
      graded('att-3', 3, 0, '2026-11-28'),
    ]);
    await eventually(async () => {
      const needs = await call<{ data: { answersSeen: number } }>(
        'GET',
        '/api/learning-needs/p1/Asha',
      );
      expect(needs.body.data.answersSeen).toBe(48);
    });
    expect((await download(report.downloadUrl)).bytes.equals(pdf.bytes)).toBe(true);
    expect(ledger.balances.get('p1')).toBe(6);
  });

  it('lets only the child’s parent ask for or download a report', async () => {
    const { report } = (await requestReport('req-1')).body;
    expect((await download(report.downloadUrl, asParent('p2'))).status).toBe(404);
    expect((await download(report.downloadUrl, asStudent('c1', 'p1'))).status).toBe(403);
    expect((await download('/api/learning-needs/reports/rpt-unknown.pdf')).status).toBe(404);
    expect((await requestReport('p2-1', asParent('p2'))).status).toBe(403);
    expect((await requestReport('c1-1', asStudent('c1', 'p1'))).status).toBe(403);
    expect((await call('GET', REPORTS, asStudent('c1', 'p1'))).status).toBe(403);
    expect(
      (
        await call('POST', '/api/learning-needs/p1/Nobody/reports', meera, {
          requestId: 'x',
          ...PERIOD,
        })
      ).status,
    ).toBe(404);
    expect(ledger.balances.get('p2')).toBe(10);
  });

  it('keeps a reports read model that rebuilds from the log', async () => {
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: SCHEMA,
      projection: analyticsReportProjection(SCHEMA),
      tables: ['analytics_reports'],
    });
  });

  it('erases the child’s reports with the child', async () => {
    const { report } = (await requestReport('req-1')).body;
    await suite.service.bus.publish(serviceTopic('identity'), [childDeletedMessage('c1', 'p1')]);
    await eventually(async () => {
      expect((await download(report.downloadUrl)).status).toBe(404);
    });
    const { rows } = await suite.database.db.query(
      `select report_id from ${SCHEMA}.analytics_reports`,
    );
    expect(rows).toEqual([]);
  });
});
