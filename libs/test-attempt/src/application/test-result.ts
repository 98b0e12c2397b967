import type {
  AttemptSummary,
  PaperSnapshot,
  ResultQuestion,
  ResultStatus,
  TestResult,
} from '@abhyas/contracts';
import type { AttemptRow } from '../infrastructure/test-attempt.repository';
import type { StoredResult } from './stored-result';

type Graded = StoredResult['questions'][number];

/** A question a parent gave marks to is judged by those marks, answered or not. */
const statusOf = (grade: Graded, overridden: boolean): ResultStatus =>
  !grade.answered && !overridden
    ? 'not_attempted'
    : grade.isCorrect
      ? 'correct'
      : grade.marksObtained > 0
        ? 'partial'
        : 'incorrect';

/** Seconds from start to submission, capped at the time allowed. */
const secondsTaken = (attempt: AttemptRow): number => {
  const seconds =
    (Date.parse(attempt.submittedAt ?? attempt.deadline) - Date.parse(attempt.startedAt)) / 1000;
  return Math.max(0, Math.round(Math.min(seconds, attempt.durationSeconds)));
};

/** The spec's timeTaken: whole minutes. */
const minutesTaken = (attempt: AttemptRow): number => Math.round(secondsTaken(attempt) / 60);

/** One attempt as a list shows it. */
export const attemptSummary = (attempt: AttemptRow): AttemptSummary => {
  const result = attempt.status === 'completed' ? attempt.result : undefined;
  return {
    _id: attempt.attemptId,
    assignmentId: attempt.assignmentId,
    paperId: { ...attempt.paper, totalMarks: result?.maxMarks ?? 0 },
    status: attempt.status,
    attemptNumber: attempt.attemptNumber,
    totalMarks: result?.marksObtained ?? null,
    maxMarks: result?.maxMarks ?? 0,
    percentage: result?.percentage ?? null,
    timeTaken: result ? minutesTaken(attempt) : null,
    timeTakenSeconds: result ? secondsTaken(attempt) : null,
    numCorrect: result?.numCorrect ?? null,
    numWrong: result?.numWrong ?? null,
    numUnanswered: result?.numUnanswered ?? null,
    provisional: result?.questions.some((q) => q.provisional) ?? false,
    completedAt: attempt.submittedAt ?? null,
    createdAt: attempt.startedAt,
  };
};

/**
 * A submitted attempt with its questions, the child's answers and the keys: built only for a
 * completed attempt (the caller checks), from the paper pinned when the test was scheduled.
 */
export const testResult = (
  attempt: AttemptRow & { result: StoredResult; submittedAt: string },
  paper: PaperSnapshot,
  /** Parents see the worked solutions; a student gets them as an approved explanation (1 credit). */
  audience: 'student' | 'parent',
): TestResult => {
  const grades = new Map(attempt.result.questions.map((grade) => [grade.questionId, grade]));
  const questions: ResultQuestion[] = paper.questions.flatMap((question) => {
    const grade = grades.get(question._id);
    if (!grade) {
      return [];
    }
    const override = attempt.result.overrides[question._id];
    return [
      {
        questionId: question._id,
        questionNumber: question.questionNumber,
        question: question.question,
        questionType: question.questionType,
        ...(question.passage ? { passage: question.passage } : {}),
        ...(question.diagram ? { diagram: question.diagram } : {}),
        ...(question.options ? { options: question.options } : {}),
        studentAnswer: grade.studentAnswer,
        correctAnswer: grade.correctAnswer,
        isCorrect: grade.isCorrect,
        status: statusOf(grade, override !== undefined),
        marksObtained: grade.marksObtained,
        maxMarks: grade.marksAvailable,
        provisional: grade.provisional,
        ...(grade.pointsFound ? { pointsFound: grade.pointsFound } : {}),
        ...(override
          ? { override: { marks: override.marks, reason: override.reason, at: override.at } }
          : {}),
        section: question.section,
        ...(question.sectionName ? { sectionName: question.sectionName } : {}),
        topic: question.topic,
        subTopic: question.subTopic,
        ...(question.explanation && audience === 'parent'
          ? { explanation: question.explanation }
          : {}),
      },
    ];
  });
  return {
    _id: attempt.attemptId,
    assignmentId: attempt.assignmentId,
    paperId: attempt.paperId,
    paperTitle: attempt.paper.title,
    subject: attempt.paper.subject,
    chapter: attempt.paper.chapter,
    curriculum: attempt.paper.curriculum,
    class: attempt.paper.class,
    attemptNumber: attempt.attemptNumber,
    totalMarks: attempt.result.marksObtained,
    maxMarks: attempt.result.maxMarks,
    percentage: attempt.result.percentage,
    timeTaken: minutesTaken(attempt),
    timeTakenSeconds: secondsTaken(attempt),
    completedAt: attempt.submittedAt,
    submittedBy: attempt.submittedBy ?? 'student',
    provisional: attempt.result.questions.some((q) => q.provisional),
    numCorrect: attempt.result.numCorrect,
    numWrong: attempt.result.numWrong,
    numUnanswered: attempt.result.numUnanswered,
    questionsWithAnswers: questions,
  };
};
