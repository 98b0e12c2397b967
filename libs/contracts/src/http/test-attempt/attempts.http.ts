import { z } from 'zod';
import { safeText } from '../safe-text';
import type { QuestionTypeLabel } from '../paper-generation/papers.http';
import type { AttemptStatus, StudentTestPaper } from './tests.http';
import { id, studentName as studentNameSchema } from './test-fields';
import { TEST_MESSAGES, TEST_RULES } from './tests.constants';

const paperAndStudent = {
  paperId: id('paperId')
    .or(z.undefined())
    .refine((value) => value !== undefined, {
      message: TEST_MESSAGES.missingPaperOrStudent,
    }),
  studentName: studentNameSchema,
};

/** `POST /api/test-attempts/start-test`: creates the attempt, or resumes the one in progress. */
export const startTestRequestSchema = z.object(paperAndStudent).loose();
export type StartTestRequest = z.input<typeof startTestRequestSchema>;

/** `POST /api/test-attempts/start-new-attempt`: a parent allows a retake (both call sites). */
export const startNewAttemptRequestSchema = z.object(paperAndStudent).loose();
export type StartNewAttemptRequest = z.input<typeof startNewAttemptRequestSchema>;

const answerText = safeText('selectedAnswer', { multiline: true }).max(
  TEST_RULES.maxAnswerLength,
  TEST_MESSAGES.answerTooLong,
);

/**
 * A save's version orders a question's answers: the browser counts up each time the child
 * changes it, and an older version never overwrites a newer one (a retried or late save is
 * harmless). An empty answer clears the question.
 */
const answerVersion = z
  .number({ error: 'version must be a number' })
  .int('version must be a whole number')
  .min(1, 'version must be at least 1')
  .max(1_000_000, 'version must be at most 1000000');

/** `PUT /api/test-attempts/{attemptId}/answers/{questionId}`. */
export const saveAnswerRequestSchema = z.object({
  selectedAnswer: answerText,
  version: answerVersion,
});
export type SaveAnswerRequest = z.input<typeof saveAnswerRequestSchema>;

export const attemptQuestionParamsSchema = z.object({
  attemptId: id('attemptId'),
  questionId: id('questionId'),
});
export const attemptIdParamsSchema = z.object({ attemptId: id('attemptId') });

export interface SaveAnswerResponse {
  success: true;
  /** False when a newer answer was already kept (this one was older or a repeat). */
  saved: boolean;
  /** The version the server now holds for the question. */
  version: number;
  /** The server's clock, so the countdown can correct the browser's. */
  serverNow: string;
}

/** `PUT /api/test-attempts/{attemptId}/progress`: where the child is, so any device resumes there. */
export const saveProgressRequestSchema = z.object({
  currentQuestion: z.number().int().min(0).max(1000),
  flagged: z.array(id('questionId')).max(1000),
  visited: z.array(id('questionId')).max(1000),
  version: answerVersion,
});
export type SaveProgressRequest = z.input<typeof saveProgressRequestSchema>;

export interface SaveProgressResponse {
  success: true;
  saved: boolean;
  serverNow: string;
}

/**
 * `POST /api/test-attempts/submit-test`. Answers the server already holds count; answers sent
 * here fill questions it holds none for, or replace one when their `version` is newer.
 */
export const submitTestRequestSchema = z.object({
  attemptId: id('attemptId'),
  answers: z
    .array(
      z.object({
        questionId: id('questionId'),
        questionNumber: z.number().int().min(0).max(1000).optional(),
        selectedAnswer: answerText,
        version: answerVersion.optional(),
      }),
    )
    .max(1000)
    .default([]),
});
export type SubmitTestRequest = z.input<typeof submitTestRequestSchema>;

export interface SubmitTestResponse {
  success: true;
  message: string;
  attemptId: string;
  /** True when the attempt had been submitted before (by this device, another, or the deadline). */
  alreadySubmitted: boolean;
}

/** A saved answer, as start-test returns it for resuming. */
export interface SavedAnswer {
  questionId: string;
  selectedAnswer: string;
  version: number;
}

/** The attempt the test-taking screen runs: the server's clock and everything saved so far. */
export interface AttemptSession {
  _id: string;
  assignmentId: string;
  attemptNumber: number;
  status: 'in_progress';
  startedAt: string;
  /** When time is up (duration × 60 s plus the child's extra time), by the server's clock. */
  deadline: string;
  serverNow: string;
  durationSeconds: number;
  extraTimePercent: number;
  answers: SavedAnswer[];
  flagged: string[];
  visited: string[];
  currentQuestion: number;
  progressVersion: number;
}

export type StartTestResponse =
  | {
      success: true;
      completed: false;
      attempt: AttemptSession;
      paper: StudentTestPaper;
      message: string;
    }
  | {
      success: true;
      /** The paper was completed and no retake is allowed: confirm a new attempt or see results. */
      completed: true;
      attempt: { _id: string; attemptNumber: number; status: 'completed' };
      paper: { _id: string; title: string };
      message: string;
    };

export interface StartNewAttemptResponse {
  success: true;
  attemptNumber: number;
  attempt: { assignmentId: string; attemptNumber: number; status: AttemptStatus };
  paper: { _id: string; title: string };
  message: string;
}

/** A paper as an attempt names it (the spec's populated `paperId`). */
export interface AttemptPaperRef {
  _id: string;
  title: string;
  subject: string;
  chapter: string;
  curriculum: string;
  class: number;
  totalMarks: number;
}

/** One attempt in a list (student's results grid, parent's Test Results cards). */
export interface AttemptSummary {
  _id: string;
  assignmentId: string;
  paperId: AttemptPaperRef;
  status: 'in_progress' | 'completed';
  attemptNumber: number;
  /** Marks obtained; `maxMarks` the paper's. Null until graded. */
  totalMarks: number | null;
  maxMarks: number;
  percentage: number | null;
  /** Minutes from start to submission (whole minutes, as the spec shows them). */
  timeTaken: number | null;
  /** The same in seconds, for a short test ("0 minutes" says little). */
  timeTakenSeconds: number | null;
  numCorrect: number | null;
  numWrong: number | null;
  numUnanswered: number | null;
  /** Some written answers were marked by rubric and not yet confirmed by a parent. */
  provisional: boolean;
  completedAt: string | null;
  createdAt: string;
}

export interface AttemptsResponse {
  success: true;
  attempts: AttemptSummary[];
  message?: string;
}

export type ResultStatus = 'correct' | 'incorrect' | 'partial' | 'not_attempted';

/** One question of a submitted attempt, with the key (results are shown only after submission). */
export interface ResultQuestion {
  questionId: string;
  questionNumber: number;
  question: string;
  questionType: QuestionTypeLabel;
  passage?: string;
  diagram?: { svg: string; alt: string };
  options?: string[];
  studentAnswer: string | null;
  correctAnswer: string;
  isCorrect: boolean;
  status: ResultStatus;
  marksObtained: number;
  maxMarks: number;
  /** Marked by rubric, not yet confirmed or changed by a parent. */
  provisional: boolean;
  /** Rubric points the answer was found to make (written answers). */
  pointsFound?: string[];
  override?: { marks: number; reason: string; at: string };
  section: string;
  sectionName?: string;
  topic: string;
  subTopic: string;
  /** Parents only: a student gets the worked solution as an approved explanation (1 credit). */
  explanation?: { detailedSolution: string[]; keyConcepts: string[] };
}

/** The spec's test result, for the student's detail view and the parent's detailed result. */
export interface TestResult {
  _id: string;
  assignmentId: string;
  paperId: string;
  paperTitle: string;
  subject: string;
  chapter: string;
  curriculum: string;
  class: number;
  attemptNumber: number;
  totalMarks: number;
  maxMarks: number;
  percentage: number;
  timeTaken: number;
  timeTakenSeconds: number;
  completedAt: string;
  submittedBy: 'student' | 'deadline';
  provisional: boolean;
  numCorrect: number;
  numWrong: number;
  numUnanswered: number;
  questionsWithAnswers: ResultQuestion[];
  /** Every submitted attempt of this paper by this child, newest first (parent view). */
  attempts?: { _id: string; attemptNumber: number; percentage: number; completedAt: string }[];
}

export interface TestResultResponse {
  success: true;
  testResult: TestResult;
  message?: string;
}

export const parentViewParamsSchema = z.object({
  paperId: id('paperId'),
  parentId: id('parentId'),
  studentName: studentNameSchema,
});
export const parentViewQuerySchema = z.object({ attemptId: id('attemptId').optional() });

/** `POST /api/test-attempts/{attemptId}/questions/{questionId}/marks`: a parent's override. */
export const overrideMarksRequestSchema = z.object({
  marks: z
    .number({ error: 'marks must be a number' })
    .min(0, 'marks cannot be negative')
    .max(100, 'marks must be at most 100')
    .refine((marks) => Number.isInteger(marks * 2), 'marks must be a whole or half mark'),
  reason: safeText('reason', { error: TEST_MESSAGES.overrideReasonRequired })
    .trim()
    .min(1, TEST_MESSAGES.overrideReasonRequired)
    .max(200, 'The reason can be at most 200 characters.'),
});
export type OverrideMarksRequest = z.input<typeof overrideMarksRequestSchema>;
