import {
  PAPER_MESSAGES,
  serviceTopic,
  type GeneratedPaper,
  type PaperListResponse,
  type SavedPaper,
} from '@abhyas/contracts';
import { loadQuestions } from '@abhyas/question-bank';
import {
  childAddedMessage,
  childDeletedMessage,
  eventually,
  expectRebuildEqualsLive,
  testDatabases,
} from '@abhyas/testing';
import { papersProjection } from './application/papers.projection';
import {
  asParent,
  asStudent,
  ReservationLedger,
  usePaperGeneration,
} from '../testing/paper-generation-test-client';
import { class8MathsChapterWise } from '../testing/paper-forms';

const SCHEMA = 'paper_generation';
const isWritten = (type: string) => /short|long/i.test(type);
const meera = asParent('parent-meera');
const ravi = asParent('parent-ravi');
const bankVersions = new Map(loadQuestions().map((q) => [q.question.id, q.hash]));

const chapterWise = (studentId: string, extra: Record<string, unknown> = {}) =>
  class8MathsChapterWise({ studentId, generationType: 'question_bank', ...extra });

describe.each(testDatabases())('paper-generation bank papers on $engine', (factory) => {
  const ledger = new ReservationLedger({ 'parent-meera': 50, 'parent-ravi': 3 });
  const { suite, call } = usePaperGeneration(factory, { services: ledger });
  const generate = (body: unknown, as = meera, board = 'cbse') =>
    call<{ success: boolean; paper: GeneratedPaper } & Record<string, unknown>>(
      'POST',
      `/api/question-bank/${board}/generate-paper`,
      { as, body },
    );
  const papersOf = (childId: string, as = meera) =>
    call<PaperListResponse>('GET', `/api/papers/${as.userId}/child/${childId}`, { as });

  beforeAll(async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [
      childAddedMessage('child-asha', 'parent-meera'),
      childAddedMessage('child-asha', 'parent-meera'),
      childAddedMessage('child-kiran', 'parent-ravi'),
    ]);
    await eventually(async () => {
      expect((await papersOf('child-kiran', ravi)).status).toBe(200);
      expect((await papersOf('child-asha')).status).toBe(200);
    });
  });

  it('makes a chapter-wise paper from the reviewed bank: its marks, no repeats, pinned versions, 5 credits', async () => {
    const answer = await generate(chapterWise('child-asha', { requestId: 'first-click-0001' }));
    expect(answer.status).toBe(200);
    const { paper } = answer.body;
    expect(answer.body).toMatchObject({ success: true, creditsUsed: 5 });
    expect(paper).toMatchObject({
      curriculum: 'CBSE',
      class: 8,
      subject: 'Mathematics',
      totalMarks: 20,
      timeDuration: 45,
    });
    expect(paper.questions.reduce((sum, q) => sum + q.marks, 0)).toBe(20);
    const ids = paper.questions.map((q) => q._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of paper.questions) {
      expect(q.version).toBe(bankVersions.get(q._id));
      expect(['A Square and A Cube', 'A Story of Numbers']).toContain(q.chapter);
    }
    expect(paper.questions.map((q) => q.number)).toEqual(ids.map((_, i) => i + 1));
    expect(paper.paperContent).toContain('Answer key');
    expect(ledger.balances.get('parent-meera')).toBe(45);
    expect(ledger.spendable('parent-meera')).toBe(45);
  });

  it('answers the same request id with the same paper and charges once', async () => {
    const again = await generate(chapterWise('child-asha', { requestId: 'first-click-0001' }));
    expect(again.status).toBe(200);
    const first = await generate(chapterWise('child-asha', { requestId: 'first-click-0001' }));
    expect(first.body.paper.generationId).toBe(again.body.paper.generationId);
    expect(first.body.paper.questions).toEqual(again.body.paper.questions);
    expect(ledger.balances.get('parent-meera')).toBe(45);
  });

  it('gives a child questions they have not seen before while the bank has them', async () => {
    const first = await generate(chapterWise('child-asha', { requestId: 'first-click-0001' }));
    const next = await generate(
      chapterWise('child-asha', {
        requestId: 'second-click-002',
        chapter: [
          'ch05-number-play',
          'ch06-we-distribute-yet-things-multiply',
          'ch01-a-square-and-a-cube',
        ],
        totalMarks: 20,
      }),
    );
    expect(next.status).toBe(200);
    const seen = new Set(first.body.paper.questions.map((q) => q._id));
    const chosen = new Set(next.body.paper.questions.map((q) => q._id));
    // A question seen before comes back only when no unseen one of its difficulty and kind was left.
    const pool = loadQuestions().filter(({ serves }) =>
      serves.some(
        (p) =>
          p.class === 8 &&
          [
            'ch05-number-play',
            'ch06-we-distribute-yet-things-multiply',
            'ch01-a-square-and-a-cube',
          ].includes(p.chapter),
      ),
    );
    for (const repeated of next.body.paper.questions.filter((q) => seen.has(q._id))) {
      const unseenLeft = pool.filter(
        ({ question }) =>
          question.difficulty === repeated.difficulty &&
          isWritten(question.type) === isWritten(repeated.questionType) &&
          !seen.has(question.id) &&
          !chosen.has(question.id),
      );
      expect({ repeated: repeated._id, unseenLeft: unseenLeft.map((q) => q.question.id) }).toEqual({
        repeated: repeated._id,
        unseenLeft: [],
      });
    }
    expect(ledger.balances.get('parent-meera')).toBe(40);
  });

  it('refuses with the spec messages and charges nothing', async () => {
    const poor = await generate(chapterWise('child-kiran'), ravi);
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({ message: 'Insufficient credits', required: 5, available: 3 });
    const short = await generate({
      studentId: 'child-asha',
      curriculum: 'CBSE',
      class: 6,
      subject: 'English',
      generationType: 'question_bank',
    });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ success: false, error: 'No CBSE questions found' });
    expect(String(short.body.suggestion)).toContain('AI generation');
    expect(ledger.spendable('parent-meera')).toBe(40);
    expect([...ledger.reservations.values()].filter((r) => r.status === 'open')).toEqual([]);
  });

  it.each([
    ['another family’s child', chapterWise('child-kiran'), 404, PAPER_MESSAGES.studentNotFound],
    [
      'an Olympiad on the CBSE endpoint',
      chapterWise('child-asha', { curriculum: 'IMO' }),
      400,
      'This endpoint generates CBSE papers only',
    ],
    [
      'a chapter-wise paper without a chapter',
      chapterWise('child-asha', { chapter: undefined }),
      400,
      'Choose at least one chapter for a chapter-wise paper',
    ],
    [
      'marks the form does not offer',
      chapterWise('child-asha', { totalMarks: 45 }),
      400,
      'Total marks must be one of 15, 20',
    ],
    [
      'six topics',
      chapterWise('child-asha', { topics: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      400,
      PAPER_MESSAGES.tooManyTopics,
    ],
    [
      'Science class 8 without a branch',
      chapterWise('child-asha', {
        subject: 'Science',
        chapter: undefined,
        paperType: 'comprehensive',
      }),
      400,
      PAPER_MESSAGES.branchRequired,
    ],
    [
      'an unknown chapter',
      chapterWise('child-asha', { chapter: 'ch99-nothing' }),
      400,
      'No chapter ch99-nothing in this subject',
    ],
  ])('refuses %s (%i) without reserving credits', async (_what, body, status, message) => {
    const calls = ledger.calls.length;
    const answer = await generate(body);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(ledger.calls.length).toBe(calls);
  });

  it('follows the Olympiad pattern: sections in order, their counts and marks, 60 minutes', async () => {
    const answer = await generate(
      {
        studentId: 'child-asha',
        curriculum: 'IMO',
        class: 6,
        subject: 'Mathematics',
        difficultyDistribution: 'challenging',
      },
      meera,
      'olympiad',
    );
    expect(answer.status).toBe(200);
    const { paper } = answer.body;
    expect(paper.timeDuration).toBe(60);
    expect(paper.sections?.map((s) => [s.name, s.questions])).toEqual([
      ['Logical Reasoning', 15],
      ['Mathematical Reasoning', 20],
      ['Everyday Mathematics', 10],
      ['Achievers Section', 5],
    ]);
    const names = paper.questions.map((q) => q.sectionName);
    expect(names).toEqual(paper.sections!.flatMap((s) => Array(s.questions).fill(s.name)));
    expect(paper.totalMarks).toBe(
      paper.sections!.reduce((sum, s) => sum + s.questions * s.marksPerQuestion, 0),
    );
    expect(paper.paperContent).toContain('## Logical Reasoning');
  });

  it('saves a generated paper under a unique title, lists it newest first and shows it to its parent only', async () => {
    const generated = await generate(chapterWise('child-asha', { requestId: 'save-click-00001' }));
    const save = (title: string, generationId = generated.body.paper.generationId, as = meera) =>
      call<{ success: boolean; paperId: string; message?: string }>(
        'POST',
        '/api/papers/save-paper',
        {
          as,
          body: {
            parentId: as.userId,
            student: 'child-asha',
            generationId,
            title,
            questions: [],
            paperContent: 'ignored',
          },
        },
      );
    expect((await save('  ')).status).toBe(400);
    const saved = await save('Squares and numbers test');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, _id: saved.body.paperId });
    expect((await save('Squares and numbers test')).status).toBe(200);

    const other = await generate(chapterWise('child-asha', { requestId: 'other-click-0001' }));
    const clash = await save('  squares AND numbers test ', other.body.paper.generationId);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(PAPER_MESSAGES.duplicateTitle);
    const duplicate = await call(
      'GET',
      '/api/papers/check-duplicate-title?title=SQUARES%20and%20numbers%20test&parentId=parent-meera',
      { as: meera },
    );
    expect(duplicate.body).toMatchObject({ isDuplicate: true });
    expect(
      (
        await call('GET', '/api/papers/check-duplicate-title?title=x&parentId=parent-meera', {
          as: ravi,
        })
      ).status,
    ).toBe(403);
    expect((await save('Stolen', generated.body.paper.generationId, ravi)).status).toBe(404);

    const list = await papersOf('child-asha');
    expect(list.body.papers).toHaveLength(1);
    const [entry] = list.body.papers;
    expect(entry).toMatchObject({ attempted: false, scheduledDate: null });
    expect(entry.paper).toMatchObject({
      title: 'Squares and numbers test',
      totalMarks: 20,
      student: 'child-asha',
    });
    expect(entry.paper.questions).toEqual(generated.body.paper.questions);
    expect(entry.paper.questionReferences).toEqual(
      generated.body.paper.questions.map((q) => ({ questionId: q._id, version: q.version })),
    );
    expect((await papersOf('child-asha', ravi)).status).toBe(404);
    expect(
      (await call('GET', '/api/papers/parent-meera/child/child-asha', { as: ravi })).status,
    ).toBe(403);

    const own = await call<{ paper: SavedPaper }>(
      'GET',
      `/api/papers/populate-paper/${saved.body.paperId}`,
      { as: meera },
    );
    expect(own.status).toBe(200);
    expect(own.body.paper.questions[0]).toHaveProperty('correctAnswer');
    expect(
      (await call('GET', `/api/papers/populate-paper/${saved.body.paperId}`, { as: ravi })).status,
    ).toBe(404);
    const student = await call('GET', `/api/papers/populate-paper/${saved.body.paperId}`, {
      as: asStudent('child-asha', 'parent-meera'),
    });
    expect(student.status).toBe(404);
    expect(JSON.stringify(student.body)).not.toContain('correctAnswer');
  });

  it('sends paper-saved.v1 without questions or answers', async () => {
    const { rows } = await suite.database.db.query<{ payload: Record<string, unknown> }>(
      `select payload from ${SCHEMA}.outbox where type = 'paper-saved.v1'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toMatchObject({
      title: 'Squares and numbers test',
      questionCount: expect.any(Number),
    });
    expect(JSON.stringify(rows[0].payload)).not.toMatch(/correctAnswer|questions"/);
  });

  it('keeps read models that rebuild from the log', async () => {
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: SCHEMA,
      projection: papersProjection(SCHEMA),
      tables: [
        'family_children',
        'generations',
        'papers',
        'child_seen_questions',
        'question_usage',
      ],
    });
  });

  it('erases a deleted child’s papers and generations, and does not bring the child back', async () => {
    await suite.service.bus.publish(serviceTopic('identity'), [
      childDeletedMessage('child-asha', 'parent-meera'),
      childAddedMessage('child-asha', 'parent-meera', 'late-added'),
    ]);
    await eventually(async () => expect((await papersOf('child-asha')).status).toBe(404));
    const { rows } = await suite.database.db.query(
      `select 1 from ${SCHEMA}.papers union all select 1 from ${SCHEMA}.generations where child_id = 'child-asha'`,
    );
    expect(rows).toEqual([]);
    expect((await generate(chapterWise('child-asha'))).status).toBe(404);
  });
});
