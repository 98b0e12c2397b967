import { randomBytes } from 'node:crypto';
import { indianDate, type PaperQuestion } from '@abhyas/contracts';
import { callApi, type ApiAnswer } from './api-session';
import { waitFor } from './running-platform';

/**
 * A family set up through the public API as the web app would (sign in, add a child, generate a
 * bank paper, save it, schedule it) and a child taking tests the same way: for suites that need
 * results to look at, not the screens that make them.
 */

const requestId = () => randomBytes(12).toString('hex');

const ok = <Body>(answer: ApiAnswer<Body>, what: string): Body => {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
};

/** Repeats a call while it answers 404 or 402: the child or the welcome credits arrive by event. */
const untilKnown = <Body>(call: () => Promise<ApiAnswer<Body>>, what: string) =>
  waitFor(
    async () => {
      const answer = await call();
      return answer.status === 404 || answer.status === 402 ? undefined : ok(answer, what);
    },
    { timeoutMs: 30_000 },
  );

/** A chapter-wise CBSE class 8 bank paper of 20 marks (5 credits). */
const PAPER_FORM = {
  curriculum: 'CBSE',
  class: 'Class 8',
  subject: 'Mathematics',
  generationType: 'question_bank',
  paperType: 'chapter-wise',
  chapter: ['ch01-a-square-and-a-cube', 'ch03-a-story-of-numbers'],
  totalMarks: 20,
};

export interface ApiChild {
  id: string;
  name: string;
  username: string;
  pin: string;
}

export interface ScheduledPaper {
  paperId: string;
  title: string;
  questions: PaperQuestion[];
}

export class FamilyApi {
  private constructor(
    private readonly url: string,
    readonly parentId: string,
    private readonly token: string,
  ) {}

  /** Signs in a registered parent. */
  static async signIn(url: string, email: string, password: string): Promise<FamilyApi> {
    const login = ok(
      await callApi<{ token: string; user: { id: string } }>(
        `${url}/api/auth/login`,
        'POST',
        undefined,
        { email, password },
      ),
      'login',
    );
    return new FamilyApi(url, login.user.id, login.token);
  }

  get<Body>(path: string) {
    return callApi<Body>(`${this.url}${path}`, 'GET', this.token);
  }

  private post<Body>(path: string, body: unknown) {
    return callApi<Body>(`${this.url}${path}`, 'POST', this.token, body);
  }

  async addChild(name: string): Promise<ApiChild> {
    const added = ok(
      await this.post<{ child: { _id: string }; credentials: { username: string; pin: string } }>(
        '/api/add-child',
        { parentId: this.parentId, child: { name, class: 'Class 8' } },
      ),
      'add-child',
    );
    return { id: added.child._id, name, ...added.credentials };
  }

  /** Generates a bank paper for the child, saves it under `title` and schedules it for today. */
  async scheduleBankPaper(child: ApiChild, title: string): Promise<ScheduledPaper> {
    const generated = await untilKnown(
      () =>
        this.post<{ paper: { generationId: string; questions: PaperQuestion[] } }>(
          '/api/question-bank/cbse/generate-paper',
          { ...PAPER_FORM, studentId: child.id, requestId: requestId() },
        ),
      'generate-paper',
    );
    const saved = ok(
      await this.post<{ paperId: string }>('/api/papers/save-paper', {
        parentId: this.parentId,
        student: child.id,
        generationId: generated.paper.generationId,
        title,
      }),
      'save-paper',
    );
    await untilKnown(
      () =>
        this.post('/api/tests/schedule', {
          user: this.parentId,
          studentName: child.name,
          paperId: saved.paperId,
          scheduledDate: indianDate(new Date()),
          timeDuration: 30,
          requestId: requestId(),
        }),
      'schedule',
    );
    return { paperId: saved.paperId, title, questions: generated.paper.questions };
  }
}

/** The key's answer to a question the grader marks by matching (MCQ, True/False, blanks). */
const keyedAnswer = (question: PaperQuestion): string | undefined =>
  question.questionType === 'Fill in the blanks'
    ? (question.acceptedAnswers?.[0] ?? question.correctAnswer)
    : question.options
      ? question.correctAnswer
      : undefined;

/**
 * The child signs in, starts the test and submits it: `correctly` answers every question the
 * key decides with the key's answer, otherwise the child submits a blank paper.
 */
export async function takeTest(
  url: string,
  child: ApiChild,
  paper: ScheduledPaper,
  correctly: boolean,
): Promise<void> {
  const login = ok(
    await callApi<{ token: string }>(`${url}/api/auth/student-login`, 'POST', undefined, {
      username: child.username,
      pin: child.pin,
    }),
    'student-login',
  );
  const started = ok(
    await callApi<{ attempt: { _id: string } }>(
      `${url}/api/test-attempts/start-test`,
      'POST',
      login.token,
      { paperId: paper.paperId, studentName: child.name },
    ),
    'start-test',
  );
  const answers = correctly
    ? paper.questions.flatMap((question) => {
        const answer = keyedAnswer(question);
        return answer === undefined ? [] : [{ questionId: question._id, selectedAnswer: answer }];
      })
    : [];
  ok(
    await callApi(`${url}/api/test-attempts/submit-test`, 'POST', login.token, {
      attemptId: started.attempt._id,
      answers,
    }),
    'submit-test',
  );
}
