import {
  FAMILY_QUESTION_MESSAGES,
  PAPER_MESSAGES,
  serviceTopic,
  type FamilyQuestionInput,
  type FamilyQuestionsResponse,
  type GeneratedPaper,
  type SaveQuestionsResponse,
} from '@abhyas/contracts';
import {
  childAddedMessage,
  eventually,
  expectRebuildEqualsLive,
  testDatabases,
} from '@abhyas/testing';
import { familyQuestionsProjection } from './application/family-questions.projection';
import {
  asParent,
  asStudent,
  ReservationLedger,
  usePaperGeneration,
} from '../testing/paper-generation-test-client';

const SCHEMA = 'paper_generation';
const meera = asParent('parent-meera');
const ravi = asParent('parent-ravi');
const DIFFICULTIES = ['easy', 'medium', 'hard', 'very_hard'] as const;

/** A family's own MCQ on CBSE class 7 English, chapter 1 (the reviewed bank has none there). */
const ownQuestion = (n: number, extra: Partial<FamilyQuestionInput> = {}): FamilyQuestionInput => ({
  curriculum: 'CBSE',
  class: 'Class 7',
  subject: 'English',
  chapter: 'ch01-the-day-the-river-spoke',
  topic: 'Vocabulary',
  question: `Word ${n}: which of these is spelt correctly?`,
  questionType: 'MCQ',
  difficulty: DIFFICULTIES[n % 4],
  options: [`recieve ${n}`, `receive ${n}`, `receeve ${n}`, `riceive ${n}`],
  correctAnswer: 'B',
  explanation: {
    detailedSolution: ['"i before e except after c": receive.'],
    keyConcepts: ['Spelling'],
  },
  ...extra,
});

const chapterOne = (studentId: string, requestId: string) => ({
  studentId,
  curriculum: 'CBSE',
  class: 'Class 7',
  subject: 'English',
  generationType: 'question_bank',
  paperType: 'chapter-wise',
  chapter: ['ch01-the-day-the-river-spoke'],
  totalMarks: 15,
  requestId,
});

describe.each(testDatabases())('a family’s own questions on $engine', (factory) => {
  const ledger = new ReservationLedger({ 'parent-meera': 50, 'parent-ravi': 50 });
  const { suite, call } = usePaperGeneration(factory, { services: ledger });
  const save = (questions: unknown[], as = meera) =>
    call<SaveQuestionsResponse & Record<string, unknown>>(
      'POST',
      '/api/question-bank/save-questions',
      {
        as,
        body: { questions },
      },
    );
  const listOf = (as = meera, query = '') =>
    call<FamilyQuestionsResponse>('GET', `/api/question-bank/family-questions${query}`, { as });
  const generate = (body: unknown, as = meera) =>
    call<{ success: boolean; paper: GeneratedPaper } & Record<string, unknown>>(
      'POST',
      '/api/question-bank/cbse/generate-paper',
      { as, body },
    );
  const writes = async () =>
    (await suite.database.db.query<{ n: string }>(`select count(*) as n from ${SCHEMA}.events`))
      .rows[0].n;

  beforeAll(async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('child-asha', 'parent-meera'),
      childAddedMessage('child-kiran', 'parent-ravi'),
    ]);
    await eventually(async () => {
      const { rows } = await suite.database.db.query(`select 1 from ${SCHEMA}.family_children`);
      expect(rows).toHaveLength(2);
    });
  });

  it('saves checked questions into the family’s bank, and the same question twice once', async () => {
    const questions = Array.from({ length: 16 }, (_, n) => ownQuestion(n));
    const first = await save(questions);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, saved: 16, alreadySaved: 0 });
    expect(first.body.questionIds).toHaveLength(16);
    const again = await save(questions.slice(0, 3));
    expect(again.body).toMatchObject({ success: true, saved: 0, alreadySaved: 3 });
    const list = await listOf();
    expect(list.body.questions).toHaveLength(16);
    expect(list.body.questions[0]).toMatchObject({
      curriculum: 'CBSE',
      class: 7,
      subject: 'English',
      chapter: 'The Day the River Spoke',
      topic: 'Vocabulary',
      questionType: 'MCQ',
      marks: 1,
    });
    expect(
      (await listOf(meera, '?curriculum=CBSE&class=7&subject=English')).body.questions,
    ).toHaveLength(16);
    expect((await listOf(meera, '?class=9')).body.questions).toHaveLength(0);
  });

  it('refuses a save with any invalid question, naming each by number, and writes nothing', async () => {
    const before = await writes();
    const refused = await save([
      ownQuestion(100),
      ownQuestion(101, { options: ['same', 'Same', 'other', 'another'] }),
      ownQuestion(102, { topic: 'Trigonometry' }),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FAMILY_QUESTION_MESSAGES.invalid);
    expect(refused.body.questions).toEqual([
      { number: 2, issues: [expect.stringMatching(/options are distinct/)] },
      { number: 3, issues: [expect.stringMatching(/Trigonometry is not a topic of English/)] },
    ]);
    expect((await save([])).status).toBe(400);
    expect((await save([{ ...ownQuestion(103), questionType: 'Essay' }])).status).toBe(400);
    expect(await writes()).toBe(before);
    expect((await listOf()).body.questions).toHaveLength(16);
  });

  it('is a parent’s call only', async () => {
    const student = asStudent('child-asha', 'parent-meera');
    expect((await save([ownQuestion(1)], student)).status).toBe(403);
    expect((await listOf(student)).status).toBe(403);
    expect((await call('GET', '/api/question-bank/family-questions')).status).toBe(401);
  });

  it('puts the family’s own questions in their bank papers, marked as theirs', async () => {
    const answer = await generate(chapterOne('child-asha', 'own-questions-0001'));
    expect(answer.status).toBe(200);
    const { paper } = answer.body;
    const own = new Set((await listOf()).body.questions.map((q) => q.questionId));
    expect(paper.questions).toHaveLength(15);
    for (const q of paper.questions) {
      expect(own.has(q._id)).toBe(true);
      expect(q).toMatchObject({
        source: 'family',
        correctAnswer: 'B',
        chapter: 'The Day the River Spoke',
      });
    }
    expect(paper.notes.join(' ')).toMatch(
      /15 of your own saved questions \(not reviewed by Abhyas\)/,
    );
  });

  it('never gives one family’s questions to another family', async () => {
    expect((await listOf(ravi)).body.questions).toEqual([]);
    const answer = await generate(chapterOne('child-kiran', 'ravi-click-00001'), ravi);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(PAPER_MESSAGES.noQuestions('CBSE'));
    expect(ledger.balances.get('parent-ravi')).toBe(50);
    const [first] = (await listOf()).body.questions;
    const removed = await call(
      'DELETE',
      `/api/question-bank/family-questions/${first.questionId}`,
      {
        as: ravi,
      },
    );
    expect(removed.status).toBe(404);
    expect((await listOf()).body.questions).toHaveLength(16);
  });

  it('removes a question from the bank; a paper made with it keeps its copy', async () => {
    const made = await generate(chapterOne('child-asha', 'own-questions-0001'));
    const [first] = made.body.paper.questions;
    const removed = await call('DELETE', `/api/question-bank/family-questions/${first._id}`, {
      as: meera,
    });
    expect(removed.status).toBe(200);
    expect((await listOf()).body.questions.map((q) => q.questionId)).not.toContain(first._id);
    const again = await call('DELETE', `/api/question-bank/family-questions/${first._id}`, {
      as: meera,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(FAMILY_QUESTION_MESSAGES.notFound);
    const same = await generate(chapterOne('child-asha', 'own-questions-0001'));
    expect(same.body.paper.questions[0]).toEqual(first);
  });

  it('keeps a read model that rebuilds from the log', async () => {
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: SCHEMA,
      projection: familyQuestionsProjection(SCHEMA),
      tables: ['family_questions'],
    });
  });
});
