import type { StudentPaperQuestion } from '@abhyas/contracts';
import type { AnswerEntry } from './pending-answers';

type Question = Pick<StudentPaperQuestion, '_id' | 'questionNumber'>;

/** Where the child is in a test: answers with their versions, the question shown, flags. */
export interface TestSessionState {
  answers: Record<string, AnswerEntry>;
  /** Index into the paper's questions. */
  current: number;
  flagged: string[];
  visited: string[];
  /** Counts up with every change of place or flags, like an answer's version. */
  progressVersion: number;
}

export type TestSessionEvent =
  | { type: 'answered'; questionId: string; value: string }
  | { type: 'moved'; index: number; questionId: string }
  | { type: 'flagToggled'; questionId: string };

export function initialSession(resume: {
  answers: Record<string, AnswerEntry>;
  currentQuestion: number;
  flagged: readonly string[];
  visited: readonly string[];
  progressVersion: number;
  questions: readonly Question[];
}): TestSessionState {
  const current =
    resume.currentQuestion >= 0 && resume.currentQuestion < resume.questions.length
      ? resume.currentQuestion
      : 0;
  const shown = resume.questions[current]?._id;
  return {
    answers: resume.answers,
    current,
    flagged: [...resume.flagged],
    visited:
      shown && !resume.visited.includes(shown) ? [...resume.visited, shown] : [...resume.visited],
    progressVersion: resume.progressVersion,
  };
}

export function testSessionReducer(
  state: TestSessionState,
  event: TestSessionEvent,
): TestSessionState {
  switch (event.type) {
    case 'answered': {
      const previous = state.answers[event.questionId];
      if (previous?.value === event.value) {
        return state;
      }
      return {
        ...state,
        answers: {
          ...state.answers,
          [event.questionId]: { value: event.value, version: (previous?.version ?? 0) + 1 },
        },
      };
    }
    case 'moved':
      if (event.index === state.current) {
        return state;
      }
      return {
        ...state,
        current: event.index,
        visited: state.visited.includes(event.questionId)
          ? state.visited
          : [...state.visited, event.questionId],
        progressVersion: state.progressVersion + 1,
      };
    case 'flagToggled':
      return {
        ...state,
        flagged: state.flagged.includes(event.questionId)
          ? state.flagged.filter((id) => id !== event.questionId)
          : [...state.flagged, event.questionId],
        progressVersion: state.progressVersion + 1,
      };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const isAnswered = (state: TestSessionState, questionId: string): boolean =>
  (state.answers[questionId]?.value.trim() ?? '') !== '';

export type QuestionMark = 'answered' | 'visited' | 'skipped' | 'not-visited';

/**
 * A navigator button's mark: answered; visited (seen, no answer yet); skipped (never opened, but
 * the child has gone past it); or not visited.
 */
export function questionMark(
  state: TestSessionState,
  order: readonly number[],
  questions: readonly Question[],
  index: number,
): QuestionMark {
  const id = questions[index]._id;
  if (isAnswered(state, id)) {
    return 'answered';
  }
  if (state.visited.includes(id)) {
    return 'visited';
  }
  const position = order.indexOf(index);
  const passed = order
    .slice(position + 1)
    .some((later) => state.visited.includes(questions[later]._id));
  return passed ? 'skipped' : 'not-visited';
}

/** The submit dialog's counts. */
export const submitSummary = (state: TestSessionState, questions: readonly Question[]) => ({
  total: questions.length,
  unanswered: questions.filter((question) => !isAnswered(state, question._id)).length,
  flagged: questions.filter((question) => state.flagged.includes(question._id)).length,
});

/** Every answer given, with its version, as submit-test takes them. */
export const submittedAnswers = (state: TestSessionState, questions: readonly Question[]) =>
  questions.flatMap((question) => {
    const answer = state.answers[question._id];
    return answer
      ? [
          {
            questionId: question._id,
            questionNumber: question.questionNumber,
            selectedAnswer: answer.value,
            version: answer.version,
          },
        ]
      : [];
  });
