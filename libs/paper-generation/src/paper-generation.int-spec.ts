import { loadQuestions } from '@abhyas/question-bank';
import {
  expectAccessMatrix,
  testDatabases,
  useBootedService,
  type SignedCallOptions,
} from '@abhyas/testing';
import {
  asParent,
  asStudent,
  paperGenerationClient,
  startPaperGeneration,
} from '../testing/paper-generation-test-client';

const parent = asParent('parent-1');

/** What the content files hold for CBSE class 6 Mathematics, counted apart from the service. */
const cbse6Maths = loadQuestions().filter(({ serves }) =>
  serves.some((p) => p.curriculum === 'CBSE' && p.class === 6 && p.subject === 'Mathematics'),
);
const byDifficulty = (difficulty: string) =>
  cbse6Maths.filter(({ question }) => question.difficulty === difficulty).length;
const student = asStudent('child-1', 'parent-1');

describe.each(testDatabases())(
  'paper-generation syllabus and bank counts on $engine',
  (factory) => {
    const suite = useBootedService(factory, startPaperGeneration);
    const call = <Body = Record<string, unknown>>(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      options: SignedCallOptions = {},
    ) => paperGenerationClient(suite.service)<Body>(method, url, options);

    it('declares who may call each route', () => {
      expectAccessMatrix(suite.service, [
        'DELETE /api/question-bank/family-questions/:questionId → signedIn(parent)',
        'GET /api/cbse-question-bank/available/:subject → signedIn(parent)',
        'GET /api/generate/availability → signedIn(parent)',
        'GET /api/generate/jobs/:jobId → signedIn(parent)',
        'GET /api/generate/jobs/:jobId/events → signedIn(parent)',
        'GET /api/papers/:id/pdf → signedIn(parent)',
        'GET /api/papers/:parentId/child/:childId → parentOfChild(:parentId, :childId)',
        'GET /api/papers/check-duplicate-title → accountHolder(?parentId)',
        'GET /api/papers/populate-paper/:id → signedIn(parent, student)',
        'GET /api/question-bank/available/:subject → signedIn(parent)',
        'GET /api/question-bank/family-questions → signedIn(parent)',
        'GET /api/questions/:id → signedIn(parent, student)',
        'GET /api/syllabus → public',
        'GET /api/syllabus/:curriculum/:class → public',
        'GET /internal/papers/:id/snapshot → internal',
        'POST /api/generate/generate-paper → signedIn(parent)',
        'POST /api/generate/olympiad/:olympiad → signedIn(parent)',
        'POST /api/papers/generate-from-learning-needs → parentOfChild(body.parentId, body.studentId)',
        'POST /api/papers/save-paper → accountHolder(body.parentId)',
        'POST /api/question-bank/:board/generate-paper → signedIn(parent)',
        'POST /api/question-bank/save-questions → signedIn(parent)',
        'POST /internal/paper-generation/jobs/:jobId/failure → internal',
        'POST /internal/paper-generation/jobs/:jobId/paper → internal',
        'POST /internal/paper-generation/jobs/:jobId/start → internal',
        'POST /internal/paper-generation/jobs/:jobId/step → internal',
      ]);
    });

    it('lists every curriculum with its classes and subjects', async () => {
      const answer = await call<{
        success: boolean;
        data: { curriculum: string; classes: { class: number }[] }[];
      }>('GET', '/api/syllabus');
      expect(answer.status).toBe(200);
      const cbse = answer.body.data.find((c) => c.curriculum === 'CBSE');
      expect(cbse?.classes.map((c) => c.class)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(answer.body.data.map((c) => c.curriculum)).toEqual(
        expect.arrayContaining(['CBSE', 'ICSE', 'IMO', 'NSO', 'IEO', 'ISSO']),
      );
    });

    it('gives a board class its chapters and the board defaults', async () => {
      const answer = await call<{
        syllabus: Record<string, unknown> & {
          subjects: { subject: string; chapters: { name: string }[] }[];
        };
      }>('GET', '/api/syllabus/cbse/6');
      expect(answer.status).toBe(200);
      expect(answer.body.syllabus).toMatchObject({
        curriculum: 'CBSE',
        class: 6,
        totalQuestions: 50,
        timeLimit: 180,
        difficulty: ['easy', 'medium', 'hard', 'very_hard'],
      });
      const maths = answer.body.syllabus.subjects.find((s) => s.subject === 'Mathematics');
      expect(maths?.chapters[0].name).toBe('Patterns in Mathematics');
      expect(answer.body.syllabus).not.toHaveProperty('pattern');
    });

    it('gives an Olympiad class its published pattern', async () => {
      const answer = await call<{
        syllabus: {
          totalQuestions: number;
          timeLimit: number;
          pattern: {
            totalMarks: number;
            sections: { name: string; code: string; totalMarks: number }[];
          };
        };
      }>('GET', '/api/syllabus/IMO/3');
      expect(answer.status).toBe(200);
      expect(answer.body.syllabus).toMatchObject({ totalQuestions: 35, timeLimit: 60 });
      expect(answer.body.syllabus.pattern.totalMarks).toBe(40);
      expect(answer.body.syllabus.pattern.sections.map((s) => [s.code, s.totalMarks])).toEqual([
        ['S1', 10],
        ['S2', 10],
        ['S3', 10],
        ['S4', 10],
      ]);
    });

    it('refuses an unknown curriculum or class with 400, and says when a class has no syllabus yet', async () => {
      expect(await call('GET', '/api/syllabus/XYZ/3')).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('No syllabus for XYZ') },
      });
      expect((await call('GET', '/api/syllabus/CBSE/11')).status).toBe(400);
      expect((await call('GET', '/api/syllabus/CBSE/six')).status).toBe(400);
      expect(await call('GET', '/api/syllabus/ICSE/1')).toMatchObject({
        status: 404,
        body: {
          message: 'The ICSE syllabus for class 1 is not available yet',
          code: 'SYLLABUS_NOT_FOUND',
        },
      });
    });

    it('counts the reviewed bank questions of a selection for a parent, by difficulty, chapter and topic', async () => {
      const answer = await call<{
        data: {
          totalAvailable: number;
          difficultyBreakdown: Record<string, number>;
          chapters: { id: string; totalAvailable: number; topics: { totalAvailable: number }[] }[];
        };
      }>('GET', '/api/question-bank/available/Mathematics?curriculum=CBSE&class=6', { as: parent });
      expect(answer.status).toBe(200);
      expect(answer.body.data.totalAvailable).toBe(cbse6Maths.length);
      expect(answer.body.data.totalAvailable).toBeGreaterThanOrEqual(40);
      expect(answer.body.data.difficultyBreakdown).toEqual({
        easy: byDifficulty('easy'),
        medium: byDifficulty('medium'),
        hard: byDifficulty('hard'),
        very_hard: byDifficulty('very_hard'),
      });
      for (const chapter of answer.body.data.chapters) {
        expect(chapter.totalAvailable).toBe(
          chapter.topics.reduce((sum, t) => sum + t.totalAvailable, 0),
        );
      }
      const cbse = await call<{ data: { totalAvailable: number } }>(
        'GET',
        '/api/cbse-question-bank/available/Mathematics?class=6',
        { as: parent },
      );
      expect(cbse.body.data.totalAvailable).toBe(cbse6Maths.length);
      const empty = await call<{ data: { totalAvailable: number } }>(
        'GET',
        '/api/question-bank/available/English?curriculum=CBSE&class=6',
        { as: parent },
      );
      expect(empty).toMatchObject({ status: 200, body: { data: { totalAvailable: 0 } } });
    });

    it('keeps the counts from students and anonymous callers, and refuses a subject the class does not have', async () => {
      const url = '/api/question-bank/available/Mathematics?curriculum=CBSE&class=6';
      expect((await call('GET', url)).status).toBe(401);
      expect((await call('GET', url, { as: student })).status).toBe(403);
      expect(
        await call('GET', '/api/question-bank/available/Astrology?curriculum=CBSE&class=6', {
          as: parent,
        }),
      ).toMatchObject({ status: 404, body: { code: 'SUBJECT_NOT_FOUND' } });
      expect(
        (
          await call('GET', '/api/question-bank/available/Mathematics?curriculum=CBSE&class=0', {
            as: parent,
          })
        ).status,
      ).toBe(400);
    });

    it('says in health that every feature is built and OpenAI is not configured', async () => {
      const health = await call('GET', '/health');
      expect(health.body).toMatchObject({
        service: 'paper-generation',
        status: 'ok',
        checks: { openai: { status: 'not_configured' } },
      });
      expect(health.body).not.toHaveProperty('features');
      expect(health.body).not.toHaveProperty('pending');
    });
  },
);
