import {
  attemptGradedV1,
  type LearningNeeds,
  LEARNING_MESSAGES,
  type PayloadOf,
  serviceTopic,
} from '@abhyas/contracts';
import type { BusMessage } from '@abhyas/messaging';
import {
  childAddedMessage,
  childDeletedMessage,
  eventually,
  expectAccessMatrix,
  expectRebuildEqualsLive,
  testDatabases,
  useBootedService,
} from '@abhyas/testing';
import { learningProjection } from './application/learning.projection';
import {
  asParent,
  asStudent,
  learningClient,
  startLearningAnalytics,
} from '../testing/learning-analytics-test-client';

const SCHEMA = 'learning_analytics';
const meera = asParent('p1');
const asha = asStudent('c1', 'p1');

/** A graded attempt: six answers on place value (all wrong) and six on ratios (all right). */
const graded = (attemptId: string): BusMessage => {
  const question = (n: number, subTopic: string, section: string, isCorrect: boolean) => ({
    questionId: `${attemptId}-q${n}`,
    version: 'v1',
    questionNumber: n,
    section,
    topic: subTopic.toLowerCase(),
    topicId: subTopic.toLowerCase(),
    subTopic,
    chapter: 'ch01',
    difficulty: 'medium',
    questionType: 'MCQ',
    marksAvailable: 1,
    marksObtained: isCorrect ? 1 : 0,
    isCorrect,
    answered: true,
    studentAnswer: 'A',
    correctAnswer: isCorrect ? 'A' : 'B',
    provisional: false,
  });
  const payload: PayloadOf<typeof attemptGradedV1> = {
    attemptId,
    assignmentId: 'asg-1',
    attemptNumber: 1,
    parentId: 'p1',
    childId: 'c1',
    paperId: 'paper-1',
    curriculum: 'CBSE',
    class: 6,
    subject: 'Mathematics',
    chapter: 'Numbers',
    startedAt: '2026-11-25T09:00:00.000Z',
    submittedAt: '2026-11-25T09:30:00.000Z',
    gradedAt: '2026-11-25T09:30:00.000Z',
    submittedBy: 'student',
    timeTakenSeconds: 1800,
    marksObtained: 6,
    maxMarks: 12,
    percentage: 50,
    numCorrect: 6,
    numWrong: 6,
    numUnanswered: 0,
    questions: [
      ...[1, 2, 3, 4, 5, 6].map((n) => question(n, 'Place value', 'S2', false)),
      ...[7, 8, 9, 10, 11, 12].map((n) => question(n, 'Simple ratios', 'S3', true)),
    ],
  };
  return { id: `graded-${attemptId}`, type: attemptGradedV1.type, key: 'p1', payload, headers: {} };
};

describe.each(testDatabases())('learning-analytics on $engine', (factory) => {
  const suite = useBootedService(factory, (db) => startLearningAnalytics(db));
  const call = <Body = Record<string, unknown>>(method: 'GET' | 'POST', url: string, as = meera) =>
    learningClient(suite.service)<Body>(method, url, {
      as,
      body: method === 'POST' ? {} : undefined,
    });
  const needs = (as = meera) =>
    call<{ data: LearningNeeds | null; message: string }>(
      'GET',
      '/api/learning-needs/p1/Asha?useEnhanced=true',
      as,
    );

  beforeAll(async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('c1', 'p1', 'child-added-c1', 'Asha'),
    ]);
    await eventually(async () => {
      expect((await needs()).status).toBe(200);
    });
  });

  it('declares who may call each route', () => {
    expectAccessMatrix(suite.service, [
      'GET /api/learning-needs/:parentId/:studentName → familyByName(:parentId, :studentName, orParent)',
      'GET /api/learning-needs/:parentId/:studentName/reports → accountHolder(:parentId)',
      'GET /api/learning-needs/reports/:reportId.pdf → signedIn(parent)',
      'POST /api/learning-needs/:parentId/:studentName/compute → familyByName(:parentId, :studentName, orParent)',
      'POST /api/learning-needs/:parentId/:studentName/reports → accountHolder(:parentId)',
    ]);
  });

  it('says there is no data before any graded test', async () => {
    expect((await needs()).body).toEqual({
      success: true,
      data: null,
      message: LEARNING_MESSAGES.noData,
    });
    expect((await call('POST', '/api/learning-needs/p1/Asha/compute')).body).toMatchObject({
      data: null,
    });
  });

  it('learns from each graded attempt: what to practise, with the answers that say so', async () => {
    await suite.service.bus.publish(serviceTopic('test-attempt'), [
      graded('att-1'),
      graded('att-1'),
    ]);
    await eventually(async () => {
      expect((await needs()).body.data?.answersSeen).toBe(12);
    });
    const data = (await needs(asha)).body.data!;
    const s2 = data.skillsBySection.find((s) => s.sectionId === 'S2')!;
    expect(s2.focusAreas.newFocus).toEqual([
      expect.objectContaining({ subTopic: 'Place value', confidenceLevel: 'medium' }),
    ]);
    expect(s2.focusAreas.newFocus[0].evidence).toHaveLength(5);
    // Six right answers in one test are good, not yet a 'great job': the estimate waits for more.
    expect(data.summary).toMatchObject({ newFocus: 1, greatJob: false });
    const computed = await call<{ data: LearningNeeds }>(
      'POST',
      '/api/learning-needs/p1/Asha/compute',
    );
    expect(computed.body.data.summary).toMatchObject({ continueFocus: 1, newFocus: 0 });
    expect((await call('GET', '/api/learning-needs/p1/Asha', asParent('p2'))).status).toBe(403);
    expect((await call('GET', '/api/learning-needs/p1/Asha', asStudent('c2', 'p1'))).status).toBe(
      403,
    );
  });

  it('keeps read models that rebuild from the log', async () => {
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: SCHEMA,
      projection: learningProjection(SCHEMA),
      tables: ['learners'],
    });
  });

  it('erases the learner when the child is deleted', async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [childDeletedMessage('c1', 'p1')]);
    await eventually(async () => {
      expect((await needs()).status).toBe(404);
    });
  });
});
