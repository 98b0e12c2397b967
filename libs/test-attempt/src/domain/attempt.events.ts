import { gradedQuestionShape } from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

const totalsShape = {
  marksObtained: z.number(),
  maxMarks: z.number(),
  percentage: z.number(),
  numCorrect: z.number().int(),
  numWrong: z.number().int(),
  numUnanswered: z.number().int(),
};

/** The events of an `attempt-<attemptId>` stream: one sitting of a scheduled test. */
export const attemptEvents = defineEvents({
  /** The server fixed the clock: `deadline` is `startedAt` plus the duration and extra time. */
  AttemptStarted: z.object({
    attemptId: z.string(),
    assignmentId: z.string(),
    attemptNumber: z.number().int(),
    parentId: z.string(),
    childId: z.string(),
    paperId: z.string(),
    /** What the paper is about, so results and downstream events need no other read. */
    paper: z.object({
      title: z.string(),
      curriculum: z.string(),
      class: z.number().int(),
      subject: z.string(),
      chapter: z.string(),
    }),
    questionIds: z.array(z.string()),
    durationSeconds: z.number().int(),
    extraTimePercent: z.number().int(),
    startedAt: z.string(),
    deadline: z.string(),
  }),
  /** An answer as given; `version` orders a question's answers (newest wins). */
  AnswerRecorded: z.object({
    questionId: z.string(),
    selectedAnswer: z.string(),
    version: z.number().int(),
    at: z.string(),
  }),
  /** Where the child is: question on screen, flagged and visited questions. */
  ProgressSaved: z.object({
    currentQuestion: z.number().int(),
    flagged: z.array(z.string()),
    visited: z.array(z.string()),
    version: z.number().int(),
    at: z.string(),
  }),
  /** The final answers, by the child or by the deadline; graded in the same command. */
  AttemptSubmitted: z.object({
    submittedAt: z.string(),
    submittedBy: z.enum(['student', 'deadline']),
    answers: z.record(z.string(), z.string()),
  }),
  AttemptGraded: z.object({
    gradedAt: z.string(),
    ...totalsShape,
    questions: z.array(gradedQuestionShape.extend({ pointsFound: z.array(z.string()).optional() })),
  }),
  /** A parent changed one question's marks; totals follow. */
  GradeOverridden: z.object({
    questionId: z.string(),
    marks: z.number(),
    previousMarks: z.number(),
    isCorrect: z.boolean(),
    reason: z.string(),
    by: z.string(),
    at: z.string(),
    /** The attempt's totals after the change. */
    totals: z.object(totalsShape),
  }),
  /** The child was deleted: answers and results leave every read model. */
  AttemptErased: z.object({ at: z.string() }),
});

export type AttemptEvent = EventOf<typeof attemptEvents>;
export type AttemptStartedData = Extract<AttemptEvent, { type: 'AttemptStarted' }>['data'];
export type AttemptGradedData = Extract<AttemptEvent, { type: 'AttemptGraded' }>['data'];
export type AttemptSubmittedData = Extract<AttemptEvent, { type: 'AttemptSubmitted' }>['data'];
