import { type KeyedPaperQuestion, TEST_RULES } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type {
  AttemptEvent,
  AttemptGradedData,
  AttemptStartedData,
  AttemptSubmittedData,
} from './attempt.events';
import { gradeAttempt, totalsOf } from './grading';
import { TestRule, TestRuleViolation } from './test-attempt.errors';

export interface HeldAnswer {
  selectedAnswer: string;
  version: number;
}

export interface AttemptProgress {
  currentQuestion: number;
  flagged: string[];
  visited: string[];
  version: number;
}

export type AttemptCommand =
  | { type: 'StartAttempt'; data: AttemptStartedData }
  | {
      type: 'RecordAnswer';
      /** `childId` is the caller: only the child whose attempt it is may write to it. */
      data: {
        childId: string;
        questionId: string;
        selectedAnswer: string;
        version: number;
        at: string;
      };
    }
  | { type: 'SaveProgress'; data: AttemptProgress & { childId: string; at: string } }
  | {
      type: 'SubmitAttempt';
      data: {
        at: string;
        by: 'student' | 'deadline';
        /** What the browser sent with its submit; a newer version replaces a held answer. */
        answers: { questionId: string; selectedAnswer: string; version?: number }[];
        /** The pinned, keyed questions of the scheduled paper (the handler reads them). */
        questions: readonly KeyedPaperQuestion[];
      };
    }
  | {
      type: 'OverrideMarks';
      data: { questionId: string; marks: number; reason: string; by: string; at: string };
    }
  | { type: 'EraseAttempt'; data: { at: string } };

export type AttemptState =
  | { status: 'none' }
  | {
      status: 'in_progress';
      started: AttemptStartedData;
      answers: Record<string, HeldAnswer>;
      progress: AttemptProgress;
    }
  | {
      status: 'graded';
      started: AttemptStartedData;
      answers: Record<string, HeldAnswer>;
      progress: AttemptProgress;
      submitted: AttemptSubmittedData;
      graded: AttemptGradedData;
      /** Parents' changes by question: marks are already in `graded`; this says who and why. */
      overrides: Record<string, MarksOverride>;
    }
  | { status: 'erased' };

export interface MarksOverride {
  marks: number;
  reason: string;
  by: string;
  at: string;
}

const NO_PROGRESS: AttemptProgress = { currentQuestion: 0, flagged: [], visited: [], version: 0 };

/** Saves and the browser's own submit are taken until the deadline plus the grace period. */
export const closesAt = (started: AttemptStartedData): number =>
  Date.parse(started.deadline) + TEST_RULES.graceSeconds * 1000;

/** Whether the attempt exists and is this child's (anyone else is told it does not exist). */
const isTheirs = (state: AttemptState, childId: string): boolean =>
  (state.status === 'in_progress' || state.status === 'graded') &&
  state.started.childId === childId;

const isLate = (started: AttemptStartedData, at: string): boolean =>
  Date.parse(at) > closesAt(started);

/** Held answers, with the submit's own where they are newer (or fill a question held empty). */
const finalAnswers = (
  held: Record<string, HeldAnswer>,
  sent: { questionId: string; selectedAnswer: string; version?: number }[],
  questionIds: readonly string[],
): Record<string, string> => {
  const merged: Record<string, HeldAnswer> = { ...held };
  for (const answer of sent) {
    if (!questionIds.includes(answer.questionId)) {
      continue;
    }
    const current = merged[answer.questionId];
    const newer =
      current === undefined || (answer.version !== undefined && answer.version > current.version);
    if (newer) {
      merged[answer.questionId] = {
        selectedAnswer: answer.selectedAnswer,
        version: answer.version ?? 0,
      };
    }
  }
  const final: Record<string, string> = {};
  for (const [questionId, answer] of Object.entries(merged)) {
    if (answer.selectedAnswer.trim() !== '') {
      final[questionId] = answer.selectedAnswer;
    }
  }
  return final;
};

const submit = (
  state: Extract<AttemptState, { status: 'in_progress' }>,
  data: Extract<AttemptCommand, { type: 'SubmitAttempt' }>['data'],
): AttemptEvent[] => {
  // After the grace period the browser's copy is late: the held answers are what counts.
  const sent = isLate(state.started, data.at) ? [] : data.answers;
  const answers = finalAnswers(state.answers, sent, state.started.questionIds);
  const { questions, totals } = gradeAttempt(data.questions, answers);
  return [
    {
      type: 'AttemptSubmitted',
      data: {
        submittedAt: data.at,
        submittedBy: isLate(state.started, data.at) ? 'deadline' : data.by,
        answers,
      },
    },
    { type: 'AttemptGraded', data: { gradedAt: data.at, ...totals, questions } },
  ];
};

const override = (
  state: Extract<AttemptState, { status: 'graded' }>,
  data: Extract<AttemptCommand, { type: 'OverrideMarks' }>['data'],
): AttemptEvent[] => {
  const question = state.graded.questions.find((q) => q.questionId === data.questionId);
  if (!question) {
    throw new TestRuleViolation(TestRule.NotAQuestion);
  }
  if (data.marks > question.marksAvailable) {
    throw new TestRuleViolation(TestRule.MarksOutOfRange, String(question.marksAvailable));
  }
  const isCorrect = data.marks >= question.marksAvailable;
  const totals = totalsOf(
    state.graded.questions.map((q) =>
      q.questionId === data.questionId ? { ...q, marksObtained: data.marks, isCorrect } : q,
    ),
  );
  return [
    {
      type: 'GradeOverridden',
      data: {
        questionId: data.questionId,
        marks: data.marks,
        previousMarks: question.marksObtained,
        isCorrect,
        reason: data.reason,
        by: data.by,
        at: data.at,
        totals,
      },
    },
  ];
};

/**
 * One sitting of a test. The server's clock rules: answers are taken until the deadline plus
 * the grace period, an older version of an answer never replaces a newer one, a submit counts
 * once (by the child or by the deadline, whichever comes first), and grading is a pure function
 * of the pinned paper and the final answers, so replaying the events grades the same.
 */
export const attemptDecider: Decider<AttemptCommand, AttemptEvent, AttemptState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AttemptStarted':
        return { status: 'in_progress', started: event.data, answers: {}, progress: NO_PROGRESS };
      case 'AnswerRecorded':
        return state.status === 'in_progress'
          ? {
              ...state,
              answers: {
                ...state.answers,
                [event.data.questionId]: {
                  selectedAnswer: event.data.selectedAnswer,
                  version: event.data.version,
                },
              },
            }
          : state;
      case 'ProgressSaved':
        return state.status === 'in_progress'
          ? {
              ...state,
              progress: {
                currentQuestion: event.data.currentQuestion,
                flagged: event.data.flagged,
                visited: event.data.visited,
                version: event.data.version,
              },
            }
          : state;
      case 'AttemptSubmitted':
        return state.status === 'in_progress'
          ? {
              status: 'graded',
              started: state.started,
              answers: state.answers,
              progress: state.progress,
              submitted: event.data,
              // Filled by the AttemptGraded event appended with it.
              graded: {
                gradedAt: event.data.submittedAt,
                marksObtained: 0,
                maxMarks: 0,
                percentage: 0,
                numCorrect: 0,
                numWrong: 0,
                numUnanswered: 0,
                questions: [],
              },
              overrides: {},
            }
          : state;
      case 'AttemptGraded':
        return state.status === 'graded' ? { ...state, graded: event.data } : state;
      case 'GradeOverridden': {
        if (state.status !== 'graded') {
          return state;
        }
        const { questionId, marks, isCorrect, reason, by, at, totals } = event.data;
        return {
          ...state,
          graded: {
            ...state.graded,
            ...totals,
            questions: state.graded.questions.map((q) =>
              q.questionId === questionId
                ? { ...q, marksObtained: marks, isCorrect, provisional: false }
                : q,
            ),
          },
          overrides: { ...state.overrides, [questionId]: { marks, reason, by, at } },
        };
      }
      case 'AttemptErased':
        return { status: 'erased' };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'StartAttempt':
        return state.status === 'none' ? [{ type: 'AttemptStarted', data: command.data }] : [];
      case 'RecordAnswer': {
        if (!isTheirs(state, command.data.childId)) {
          throw new TestRuleViolation(TestRule.NotStarted);
        }
        if (state.status === 'graded') {
          throw new TestRuleViolation(TestRule.AlreadySubmitted);
        }
        if (state.status !== 'in_progress') {
          throw new TestRuleViolation(TestRule.NotStarted);
        }
        if (isLate(state.started, command.data.at)) {
          throw new TestRuleViolation(TestRule.TimeUp);
        }
        if (!state.started.questionIds.includes(command.data.questionId)) {
          throw new TestRuleViolation(TestRule.NotAQuestion);
        }
        const { childId: _caller, ...answer } = command.data;
        const held = state.answers[answer.questionId];
        return held && held.version >= answer.version
          ? []
          : [{ type: 'AnswerRecorded', data: answer }];
      }
      case 'SaveProgress': {
        if (!isTheirs(state, command.data.childId)) {
          throw new TestRuleViolation(TestRule.NotStarted);
        }
        // Where the child was looking is not worth refusing anything over: late or stale is ignored.
        const { childId: _caller, ...progress } = command.data;
        return state.status === 'in_progress' &&
          !isLate(state.started, progress.at) &&
          progress.version > state.progress.version
          ? [{ type: 'ProgressSaved', data: progress }]
          : [];
      }
      case 'SubmitAttempt':
        if (state.status === 'graded') {
          return [];
        }
        if (state.status !== 'in_progress') {
          throw new TestRuleViolation(TestRule.NotStarted);
        }
        return submit(state, command.data);
      case 'OverrideMarks':
        if (state.status !== 'graded') {
          throw new TestRuleViolation(TestRule.NotGraded);
        }
        return override(state, command.data);
      case 'EraseAttempt':
        return state.status === 'erased' || state.status === 'none'
          ? []
          : [{ type: 'AttemptErased', data: { at: command.data.at } }];
    }
  },
};
