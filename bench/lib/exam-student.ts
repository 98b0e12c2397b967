import type { JsonAnswer, JsonClient } from './json-client';
import { sleep } from './map-limit';
import type { SeededStudent } from './exam-seed';
import type { StepRecorder } from './step-recorder';
import { answerOrder, type StudentPlan } from './student-plan';

export const STEPS = [
  'sign-in',
  'scheduled list',
  'start',
  'resume',
  'autosave',
  'submit',
] as const;
export type Step = (typeof STEPS)[number];

/** What the server acknowledged (2xx) for one question: the newest version and its answer. */
export interface Acked {
  version: number;
  answer: string;
}

export interface StudentOutcome {
  student: SeededStudent;
  attemptId?: string;
  acked: Map<string, Acked>;
  /** Resumes whose answers differed from what had been acknowledged. */
  resumeMismatches: number;
  submitted: boolean;
  /** The submit answered `alreadySubmitted: true` (a retry after a lost answer, say). */
  alreadySubmitted: boolean;
  /** The step this student could not get past (a non-retryable answer or too long down). */
  stuckAt?: { step: Step; status: number; body: unknown };
}

/** Shared by every student of a run: where to record, and how long to keep retrying. */
export interface SessionContext {
  client: JsonClient;
  recorder: StepRecorder;
  random: () => number;
  saves: number;
  /** Give up retrying a call after this long (a browser would keep trying; the bench must end). */
  retryForMs: number;
  /** Time from a first failed try to success, per retried call. */
  recoveries: number[];
}

interface StartAnswer {
  completed?: boolean;
  attempt: {
    _id: string;
    answers?: { questionId: string; selectedAnswer: string; version: number }[];
  };
  paper: { questions?: { _id: string; options?: string[] }[] };
}

const retryable = (status: number) => status === 0 || status === 429 || status >= 500;
const is2xx = (status: number) => status >= 200 && status < 300;

/**
 * One call as the browser makes it: the network failing or a 5xx is tried again with backoff
 * (250 ms doubling to 4 s) until `retryForMs`; every try is recorded under its step.
 */
const call = async <Body>(
  context: SessionContext,
  step: Step,
  send: () => Promise<JsonAnswer<Body>>,
): Promise<JsonAnswer<Body>> => {
  const firstTry = Date.now();
  let backoff = 250;
  for (let tries = 1; ; tries++) {
    const answer = await send();
    context.recorder.record(step, answer.status, answer.ms, answer.failure);
    if (is2xx(answer.status)) {
      if (tries > 1) {
        context.recoveries.push(Date.now() - firstTry);
      }
      return answer;
    }
    if (!retryable(answer.status) || Date.now() - firstTry > context.retryForMs) {
      return answer;
    }
    await sleep(backoff * (0.75 + context.random() / 2));
    backoff = Math.min(backoff * 2, 4000);
  }
};

class Stuck extends Error {
  constructor(
    readonly step: Step,
    readonly answer: JsonAnswer<unknown>,
  ) {
    super(`${step} answered ${answer.status}`);
  }
}

const must = async <Body>(
  context: SessionContext,
  step: Step,
  send: () => Promise<JsonAnswer<Body>>,
): Promise<Body> => {
  const answer = await call(context, step, send);
  if (!is2xx(answer.status)) {
    throw new Stuck(step, answer);
  }
  return answer.body;
};

/** A choice question gets a letter (a different one on a change); any other a number. */
const nextAnswer = (random: () => number, options: string[] | undefined, current?: string) => {
  if (options && options.length > 0) {
    const letters = 'ABCDEFGH'.slice(0, Math.min(8, options.length)).split('');
    const choices = letters.filter((letter) => letter !== current);
    return choices[Math.floor(random() * choices.length)] ?? letters[0];
  }
  return String(1 + Math.floor(random() * 400));
};

/**
 * One student on exam morning: sign in with username and PIN, open Available Tests, start the
 * test, save answers at the planned moments (one at a time, in order, as the browser does:
 * `apps/web/src/features/test-session/answer-sync.ts`), maybe reload and resume or go offline
 * and send the held answers afterwards, then submit.
 */
export const runStudent = async (
  context: SessionContext,
  student: SeededStudent,
  plan: StudentPlan,
  phaseStart: number,
): Promise<StudentOutcome> => {
  const outcome: StudentOutcome = {
    student,
    acked: new Map(),
    resumeMismatches: 0,
    submitted: false,
    alreadySubmitted: false,
  };
  const { client } = context;
  const address = student.address;
  try {
    await sleep(phaseStart + plan.startDelayMs - Date.now());
    const signedIn = await must(context, 'sign-in', () =>
      client.request<{ token: string; child: { parentId: string } }>(
        'POST',
        '/api/auth/student-login',
        { address, body: { username: student.username, pin: student.pin } },
      ),
    );
    const session = { address, token: signedIn.token };
    const list = await must(context, 'scheduled list', () =>
      client.request<{ assignments?: { paperId: string }[] }>(
        'GET',
        `/api/tests/scheduled/${signedIn.child.parentId}/${encodeURIComponent(student.name)}`,
        session,
      ),
    );
    if (!list.assignments?.some((assignment) => assignment.paperId === student.paperId)) {
      throw new Stuck('scheduled list', { status: 200, body: list, ms: 0 });
    }
    const startTest = () =>
      client.request<StartAnswer>('POST', '/api/test-attempts/start-test', {
        ...session,
        body: { paperId: student.paperId, studentName: student.name },
      });
    const started = await must(context, 'start', startTest);
    if (started.completed) {
      throw new Stuck('start', { status: 200, body: started, ms: 0 });
    }
    const attemptId = started.attempt._id;
    outcome.attemptId = attemptId;
    const questions = started.paper.questions ?? [];
    const testStart = Date.now();

    // The device's copy: each question's answer and version, and what is not yet acknowledged.
    const local = new Map<string, Acked>();
    const pending = new Map<string, Acked & { queuedAt: number }>();
    let stopped = false;
    const flush = async () => {
      const entries = [...pending.entries()].sort((a, b) => a[1].queuedAt - b[1].queuedAt);
      for (const [questionId, entry] of entries) {
        if (stopped) {
          return;
        }
        const answer = await call(context, 'autosave', () =>
          client.request<{ version: number }>(
            'PUT',
            `/api/test-attempts/${encodeURIComponent(attemptId)}/answers/${encodeURIComponent(questionId)}`,
            { ...session, body: { selectedAnswer: entry.answer, version: entry.version } },
          ),
        );
        if (is2xx(answer.status)) {
          const acked = outcome.acked.get(questionId);
          if (!acked || acked.version < entry.version) {
            outcome.acked.set(questionId, { version: entry.version, answer: entry.answer });
          }
        } else if (answer.status === 409) {
          stopped = true;
        }
        // Acknowledged, or refused for good: either way it leaves the device's queue.
        if (pending.get(questionId)?.version === entry.version) {
          pending.delete(questionId);
        }
      }
    };

    const order = answerOrder(context.random, questions.length, context.saves);
    const offlineFrom =
      plan.offlineFromSave === undefined
        ? undefined
        : testStart + plan.saveAtMs[plan.offlineFromSave];
    const offlineUntil = offlineFrom === undefined ? 0 : offlineFrom + plan.offlineMs;
    for (let save = 0; save < order.length && questions.length > 0; save++) {
      const at = testStart + plan.saveAtMs[save];
      if (pending.size > 0 && offlineUntil <= at) {
        // Back online: the held answers go out in the order they were given.
        await sleep(offlineUntil - Date.now());
        await flush();
      }
      await sleep(at - Date.now());
      const question = questions[order[save]];
      const previous = local.get(question._id);
      const entry = {
        answer: nextAnswer(context.random, question.options, previous?.answer),
        version: (previous?.version ?? 0) + 1,
      };
      local.set(question._id, entry);
      pending.set(question._id, { ...entry, queuedAt: Date.now() });
      const offline = offlineFrom !== undefined && at >= offlineFrom && at < offlineUntil;
      if (!offline) {
        await flush();
      }
      if (save === plan.reloadAfterSave) {
        // A reload: the page starts the test again and continues from what the server holds.
        const resumed = await must(context, 'resume', startTest);
        const held = new Map(
          (resumed.attempt.answers ?? []).map((saved) => [
            saved.questionId,
            { version: saved.version, answer: saved.selectedAnswer },
          ]),
        );
        for (const [questionId, acked] of outcome.acked) {
          const server = held.get(questionId);
          if (
            !server ||
            server.version < acked.version ||
            (server.version === acked.version && server.answer !== acked.answer)
          ) {
            outcome.resumeMismatches += 1;
          }
        }
        local.clear();
        for (const [questionId, saved] of held) {
          local.set(questionId, saved);
        }
      }
    }
    if (pending.size > 0) {
      await sleep(offlineUntil - Date.now());
      await flush();
    }
    const submitted = await must(context, 'submit', () =>
      client.request<{ alreadySubmitted?: boolean }>('POST', '/api/test-attempts/submit-test', {
        ...session,
        body: { attemptId, answers: [] },
      }),
    );
    outcome.submitted = true;
    outcome.alreadySubmitted = submitted.alreadySubmitted === true;
  } catch (error) {
    if (!(error instanceof Stuck)) {
      throw error;
    }
    outcome.stuckAt = { step: error.step, status: error.answer.status, body: error.answer.body };
  }
  return outcome;
};
