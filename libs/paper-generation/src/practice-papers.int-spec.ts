import {
  LEARNING_MESSAGES,
  PRACTICE_PAPER_MESSAGES,
  PRACTICE_PAPER_RULES,
  serviceTopic,
  type GeneratedPaper,
  type PaperListResponse,
  type PracticePaperResponse,
} from '@abhyas/contracts';
import { loadQuestions, loadSyllabus } from '@abhyas/question-bank';
import { childAddedMessage, eventually, testDatabases } from '@abhyas/testing';
import {
  asParent,
  asStudent,
  ReservationLedger,
  usePaperGeneration,
} from '../testing/paper-generation-test-client';
import { BankIndex } from './application/bank-index';
import { questionsPerArea } from './domain/practice-paper.plan';
import { class8MathsChapterWise } from '../testing/paper-forms';

const meera = asParent('parent-meera');
const ravi = asParent('parent-ravi');
const lata = asParent('parent-lata');
const DIFFICULTY = ['easy', 'medium', 'hard', 'very_hard'];
const cbse8Maths = new BankIndex(loadQuestions(), loadSyllabus().classes).serving(
  'CBSE',
  8,
  'Mathematics',
);
/** The bank's one-mark questions on a topic (by its name, as skills carry it). */
const objectiveOn = (topic: string) =>
  new Set(
    cbse8Maths
      .filter(
        (q) =>
          q.topicName === topic && ['mcq', 'true_false', 'fill_blank'].includes(q.question.type),
      )
      .map((q) => q.question.id),
  ).size;

const chapterWise = (studentId: string, requestId: string) =>
  class8MathsChapterWise({ studentId, requestId });

describe.each(testDatabases())('practice papers from learning needs on $engine', (factory) => {
  const ledger = new ReservationLedger({
    'parent-meera': 50,
    'parent-ravi': 50,
    'parent-lata': 5,
  });
  const { suite, call } = usePaperGeneration(factory, { services: ledger });
  const papersOf = (childId: string, as = meera) =>
    call<PaperListResponse>('GET', `/api/papers/${as.userId}/child/${childId}`, { as });
  const practice = (body: Record<string, unknown>, as = meera) =>
    call<PracticePaperResponse & { message?: string; error?: string }>(
      'POST',
      '/api/papers/generate-from-learning-needs',
      { as, body },
    );
  /** A tested paper for the child: where their learning needs (and so focus topics) come from. */
  const testedPaper = async (as: typeof meera, childId: string, requestId: string) => {
    const made = await call<{ paper: GeneratedPaper }>(
      'POST',
      '/api/question-bank/cbse/generate-paper',
      { as, body: chapterWise(childId, requestId) },
    );
    expect(made.status).toBe(200);
    const saved = await call('POST', '/api/papers/save-paper', {
      as,
      body: {
        parentId: as.userId,
        student: childId,
        generationId: made.body.paper.generationId,
        title: `Squares and numbers ${requestId}`,
      },
    });
    expect(saved.status).toBe(200);
    return made.body.paper;
  };
  let topics: { topic: string; subTopic: string; section: 'S1' | 'S2' | 'S3' | 'S4' }[] = [];
  const focusOn = (count: number) =>
    topics.slice(0, count).map((t, i) => ({
      ...t,
      priorityScore: 0.9 - i * 0.1,
      masteryLifetime: 0.2 + i * 0.1,
    }));
  const body = (extra: Record<string, unknown> = {}) => ({
    parentId: 'parent-meera',
    studentId: 'child-asha',
    childName: 'Asha',
    focusAreas: focusOn(2),
    learningData: { computedAt: '2026-12-06T10:00:00.000Z' },
    ...extra,
  });

  beforeAll(async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('child-asha', 'parent-meera'),
      childAddedMessage('child-kiran', 'parent-ravi'),
      childAddedMessage('child-lina', 'parent-lata'),
      childAddedMessage('child-new', 'parent-meera'),
    ]);
    await eventually(async () => {
      for (const [child, as] of [
        ['child-asha', meera],
        ['child-kiran', ravi],
        ['child-lina', lata],
      ] as const) {
        expect((await papersOf(child, as)).status).toBe(200);
      }
    });
    const paper = await testedPaper(meera, 'child-asha', 'asha-test-0001');
    const seen = new Map(
      paper.questions.map((q) => [
        q.topic,
        { topic: q.topic, subTopic: q.subTopic, section: q.section },
      ]),
    );
    topics = [...seen.values()];
    expect(topics.length).toBeGreaterThanOrEqual(2);
    await testedPaper(ravi, 'child-kiran', 'kiran-test-0001');
    await testedPaper(lata, 'child-lina', 'lina-test-00001');
  });

  it('makes a paper on the focus topics, easiest first, charges 5 credits and lists it for the child', async () => {
    const before = ledger.balances.get('parent-meera')!;
    const answer = await practice(body({ requestId: 'practice-click-01' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, creditsUsed: 5 });
    expect(answer.body.title).toMatch(/^Practice: .+ \(\d{1,2} [A-Z][a-z]{2} \d{4}\)$/);
    expect(ledger.balances.get('parent-meera')).toBe(before - 5);
    expect(ledger.spendable('parent-meera')).toBe(before - 5);

    const listed = (await papersOf('child-asha')).body.papers.find(
      (p) => p.paper._id === answer.body.paperId,
    );
    expect(listed?.paper).toMatchObject({ title: answer.body.title, paperType: 'practice' });
    const questions = listed!.paper.questions;
    const focusTopics = focusOn(2).map((f) => f.topic);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.every((q) => focusTopics.includes(q.topic))).toBe(true);
    expect(new Set(questions.map((q) => q._id)).size).toBe(questions.length);
    // Easier questions first; each topic its priority's share, as far as the bank has them.
    const ranks = questions.map((q) => DIFFICULTY.indexOf(q.difficulty));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const count = (topic: string) => questions.filter((q) => q.topic === topic).length;
    const shares = questionsPerArea(focusOn(2), PRACTICE_PAPER_RULES.questions);
    const inBank = focusTopics.map((topic) => objectiveOn(topic));
    focusTopics.forEach((topic, i) =>
      expect(count(topic)).toBeGreaterThanOrEqual(Math.min(shares[i], inBank[i])),
    );
    expect(questions.length).toBe(Math.min(PRACTICE_PAPER_RULES.questions, inBank[0] + inBank[1]));
    expect(answer.body.focusAreas.map((f) => f.topic)).toEqual(focusTopics);
  });

  it('answers the same request id with the same paper and charges once', async () => {
    const before = ledger.balances.get('parent-meera')!;
    const [one, two] = await Promise.all([
      practice(body({ requestId: 'practice-click-02' })),
      practice(body({ requestId: 'practice-click-02' })),
    ]);
    const again = await practice(body({ requestId: 'practice-click-02' }));
    expect([one.status, two.status, again.status]).toEqual([200, 200, 200]);
    expect(new Set([one.body.paperId, two.body.paperId, again.body.paperId]).size).toBe(1);
    expect(new Set([one.body.title, two.body.title, again.body.title]).size).toBe(1);
    expect(ledger.balances.get('parent-meera')).toBe(before - 5);
    const titles = (await papersOf('child-asha')).body.papers.map((p) => p.paper.title);
    expect(titles.filter((t) => t === one.body.title)).toHaveLength(1);
  });

  it('gives a second click its own paper under a numbered title', async () => {
    const first = await practice(body({ requestId: 'practice-click-03' }));
    const second = await practice(body({ requestId: 'practice-click-04' }));
    expect(second.status).toBe(200);
    expect(second.body.paperId).not.toBe(first.body.paperId);
    expect(second.body.title).not.toBe(first.body.title);
  });

  it('uses the top 5 focus areas by priority', async () => {
    const many = [
      ...focusOn(topics.length),
      ...Array.from({ length: 6 }, (_, i) => ({
        topic: `Not a topic ${i}`,
        subTopic: '',
        priorityScore: 0.95,
        section: 'S2',
      })),
    ];
    // Five higher-priority areas that the bank lacks push every real topic out of the top 5.
    const answer = await practice(body({ focusAreas: many, requestId: 'practice-click-05' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(PRACTICE_PAPER_MESSAGES.noMatchingTopics);
  });

  it('refuses without focus areas, or with none the bank has, and charges nothing', async () => {
    const before = ledger.balances.get('parent-meera')!;
    const calls = ledger.calls.length;
    const empty = await practice(body({ focusAreas: [], requestId: 'practice-click-06' }));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(LEARNING_MESSAGES.noFocusAreas);
    const missing = await practice(body({ focusAreas: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(LEARNING_MESSAGES.noFocusAreas);
    const unknown = await practice(
      body({
        focusAreas: [{ topic: 'Photosynthesis', subTopic: '', priorityScore: 0.9, section: 'S2' }],
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(PRACTICE_PAPER_MESSAGES.noMatchingTopics);
    const bad = await practice(
      body({ focusAreas: [{ topic: 'Squares', priorityScore: 7, section: 'S9' }] }),
    );
    expect(bad.status).toBe(400);
    // A child without papers has no place for the focus areas yet.
    const fresh = await practice(body({ studentId: 'child-new', childName: 'Nia' }));
    expect(fresh.status).toBe(400);
    expect(fresh.body.message).toBe(PRACTICE_PAPER_MESSAGES.noMatchingTopics);
    expect(ledger.balances.get('parent-meera')).toBe(before);
    expect(ledger.calls.length).toBe(calls);
  });

  it('answers 402 Insufficient credits and saves nothing', async () => {
    const before = (await papersOf('child-lina', lata)).body.papers.length;
    const linaTopics = (await papersOf('child-lina', lata)).body.papers[0].paper.questions.map(
      (q) => ({ topic: q.topic, subTopic: q.subTopic, section: q.section, priorityScore: 0.8 }),
    );
    const answer = await practice(
      {
        parentId: 'parent-lata',
        studentId: 'child-lina',
        childName: 'Lina',
        focusAreas: linaTopics.slice(0, 3),
        requestId: 'practice-lina-01',
      },
      lata,
    );
    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe('Insufficient credits');
    expect(ledger.balances.get('parent-lata')).toBe(0);
    expect((await papersOf('child-lina', lata)).body.papers).toHaveLength(before);
  });

  it('says the spec’s server error when the ledger cannot be reached, and charges nothing', async () => {
    const before = ledger.balances.get('parent-meera')!;
    ledger.reachable = false;
    try {
      const answer = await practice(body({ requestId: 'practice-click-07' }));
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(PRACTICE_PAPER_MESSAGES.serverError);
    } finally {
      ledger.reachable = true;
    }
    expect(ledger.balances.get('parent-meera')).toBe(before);
  });

  it('lets only the parent act for their own child', async () => {
    const before = new Map(ledger.balances);
    const otherChild = await practice(body({ studentId: 'child-kiran', requestId: 'x-click-001' }));
    expect(otherChild.status).toBe(404);
    const otherParent = await practice(body({ requestId: 'x-click-002' }), ravi);
    expect(otherParent.status).toBe(403);
    const student = await practice(
      body({ requestId: 'x-click-003' }),
      asStudent('child-asha', 'parent-meera'),
    );
    expect(student.status).toBe(403);
    const anonymous = await call('POST', '/api/papers/generate-from-learning-needs', {
      body: body({ requestId: 'x-click-004' }),
    });
    expect([401, 403]).toContain(anonymous.status);
    expect(ledger.balances).toEqual(before);
  });
});
