import { z } from 'zod';
import { defineIntegrationEvent } from '../integration-event';

/** A parent scheduled a paper for a child (no questions, no keys). */
export const testScheduledV1 = defineIntegrationEvent(
  'test-attempt',
  'test-scheduled.v1',
  z.object({
    assignmentId: z.string(),
    parentId: z.string(),
    childId: z.string(),
    paperId: z.string(),
    scheduledDate: z.string(),
    timeDuration: z.number().int(),
    scheduledAt: z.string(),
  }),
);

/** A parent allowed another attempt at a completed test. */
export const retakeAllowedV1 = defineIntegrationEvent(
  'test-attempt',
  'retake-allowed.v1',
  z.object({
    assignmentId: z.string(),
    parentId: z.string(),
    childId: z.string(),
    paperId: z.string(),
    attemptNumber: z.number().int(),
    at: z.string(),
  }),
);

/** One question of a graded attempt: what explanations and learning-analytics need (core-loop.md). */
export const gradedQuestionShape = z.object({
  questionId: z.string(),
  version: z.string(),
  questionNumber: z.number().int(),
  section: z.string(),
  topic: z.string(),
  topicId: z.string(),
  subTopic: z.string(),
  chapter: z.string(),
  difficulty: z.string(),
  questionType: z.string(),
  marksAvailable: z.number(),
  marksObtained: z.number(),
  isCorrect: z.boolean(),
  answered: z.boolean(),
  studentAnswer: z.string().nullable(),
  correctAnswer: z.string(),
  provisional: z.boolean(),
});
export type GradedQuestion = z.output<typeof gradedQuestionShape>;

/**
 * An attempt was submitted and graded (in one step: grading is pure over the pinned paper).
 * Carries everything downstream needs, so nobody calls back.
 */
export const attemptGradedV1 = defineIntegrationEvent(
  'test-attempt',
  'attempt-graded.v1',
  z.object({
    attemptId: z.string(),
    assignmentId: z.string(),
    attemptNumber: z.number().int(),
    parentId: z.string(),
    childId: z.string(),
    paperId: z.string(),
    curriculum: z.string(),
    class: z.number().int(),
    subject: z.string(),
    chapter: z.string(),
    startedAt: z.string(),
    submittedAt: z.string(),
    gradedAt: z.string(),
    submittedBy: z.enum(['student', 'deadline']),
    timeTakenSeconds: z.number().int(),
    marksObtained: z.number(),
    maxMarks: z.number(),
    percentage: z.number(),
    numCorrect: z.number().int(),
    numWrong: z.number().int(),
    numUnanswered: z.number().int(),
    questions: z.array(gradedQuestionShape),
  }),
);

/** A parent changed the marks of one question of a graded attempt. */
export const gradeOverriddenV1 = defineIntegrationEvent(
  'test-attempt',
  'grade-overridden.v1',
  z.object({
    attemptId: z.string(),
    attemptNumber: z.number().int(),
    parentId: z.string(),
    childId: z.string(),
    paperId: z.string(),
    questionId: z.string(),
    marksObtained: z.number(),
    previousMarks: z.number(),
    isCorrect: z.boolean(),
    /** The attempt's totals after the change. */
    totalMarksObtained: z.number(),
    maxMarks: z.number(),
    percentage: z.number(),
    numCorrect: z.number().int(),
    numWrong: z.number().int(),
    reason: z.string(),
    by: z.string(),
    at: z.string(),
  }),
);
