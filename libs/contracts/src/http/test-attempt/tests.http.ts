import { z } from 'zod';
import { id, studentName } from './test-fields';
import type { PaperSectionView, StudentPaperQuestion } from '../paper-generation/papers.http';
import { TEST_MESSAGES, TEST_RULES } from './tests.constants';

/** `YYYY-MM-DD`, a real calendar date. */
const calendarDate = z
  .string({ error: TEST_MESSAGES.selectPaperAndDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'scheduledDate must be a date (YYYY-MM-DD)')
  .refine((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
  }, 'scheduledDate must be a real date');

const duration = z
  .number({ error: TEST_MESSAGES.durationRange })
  .int(TEST_MESSAGES.durationRange)
  .min(TEST_RULES.minDuration, TEST_MESSAGES.durationRange)
  .max(TEST_RULES.maxDuration, TEST_MESSAGES.durationRange);

/**
 * `POST /api/tests/schedule`: the spec's payload (`user` is the parent). `subject`, `chapter` and
 * `totalMarks` are accepted and ignored: the assignment copies the saved paper itself. The same
 * `requestId` twice schedules once and charges once.
 */
export const scheduleTestRequestSchema = z
  .object({
    user: id('user'),
    studentName,
    paperId: id('paperId')
      .or(z.undefined())
      .refine((value) => value !== undefined, {
        message: TEST_MESSAGES.selectPaperAndDate,
      }),
    scheduledDate: calendarDate,
    timeDuration: duration.optional(),
    requestId: id('requestId').optional(),
  })
  .loose();
export type ScheduleTestRequest = z.input<typeof scheduleTestRequestSchema>;

/** The paper as a test card and the schedule list show it (no questions, no keys). */
export interface AssignmentPaperView {
  _id: string;
  title: string;
  subject: string;
  chapter: string;
  curriculum: string;
  class: number;
  totalMarks: number;
  questionCount: number;
  timeDuration: number;
}

export type AttemptStatus = 'not_started' | 'in_progress' | 'completed';

/** A scheduled test (the spec's assignment), for the parent's list and the student's cards. */
export interface AssignmentView {
  _id: string;
  paperId: string;
  paper: AssignmentPaperView;
  /** The due date (`YYYY-MM-DD`, India); `dueDate` is the same, under the spec's other name. */
  scheduledDate: string;
  dueDate: string;
  /** Minutes as scheduled; the child's extra time is added when an attempt starts. */
  timeDuration: number;
  extraTimePercent: number;
  /** Whether any attempt was submitted. */
  attempted: boolean;
  /** The newest attempt: `not_started` when a retake was allowed and not begun. */
  latestAttempt?: {
    _id: string;
    attemptNumber: number;
    status: AttemptStatus;
    percentage?: number;
  };
  scheduledAt: string;
}

export interface ScheduleTestResponse {
  success: true;
  message: string;
  assignment: AssignmentView;
  creditsUsed: number;
  /** The balance after the charge; absent when this request had been answered before. */
  newBalance?: number;
}

export interface AssignmentsResponse {
  success: true;
  assignments: AssignmentView[];
  message?: string;
}

export const assignmentsParamsSchema = z.object({
  parentId: id('parentId'),
  childId: id('childId'),
});

/** Routes that name a child as the spec does: the parent and the student's name (URL-encoded). */
export const familyNameParamsSchema = z.object({ parentId: id('parentId'), studentName });

/** `PUT /api/tests/accommodations/{parentId}/child/{childId}`: extra time for every test. */
export const extraTimeRequestSchema = z.object({
  extraTimePercent: z.union(
    TEST_RULES.extraTimePercents.map((percent) => z.literal(percent)) as unknown as [
      z.ZodLiteral<0>,
      z.ZodLiteral<25>,
      z.ZodLiteral<50>,
    ],
    { error: 'extraTimePercent must be 0, 25 or 50' },
  ),
});
export type ExtraTimeRequest = z.input<typeof extraTimeRequestSchema>;

export interface ExtraTimeResponse {
  success: true;
  extraTimePercent: number;
  message?: string;
}

/** The paper a student takes: no answers, explanations, model answers or rubrics. */
export interface StudentTestPaper {
  _id: string;
  title: string;
  subject: string;
  chapter: string;
  curriculum: string;
  class: number;
  totalMarks: number;
  timeDuration: number;
  sections?: PaperSectionView[];
  questions: StudentPaperQuestion[];
}
