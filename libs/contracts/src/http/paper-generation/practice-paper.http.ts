import { z } from 'zod';
import { LEARNING_MESSAGES } from '../learning-analytics/learning-needs.http';
import { safeName, safeRecord, safeText } from '../safe-text';

/** Parent doc §9: the top 5 focus areas make the practice paper; §8: its messages. */
export const PRACTICE_PAPER_RULES = {
  maxFocusAreas: 5,
  /** One-mark objective questions in a practice paper (the bank's fallback size, spec §5). */
  questions: 20,
  /** Fewer matching questions than this is not worth a paper (and charges nothing). */
  minQuestions: 5,
} as const;

export const PRACTICE_PAPER_MESSAGES = {
  noFocusAreas: LEARNING_MESSAGES.noFocusAreas,
  failed: 'Failed to generate practice paper from learning needs.',
  serverError: 'Server error while generating practice paper from learning needs.',
  /** None of the focus areas is a topic the bank has for the child's papers. */
  noMatchingTopics:
    'None of these focus areas is a topic of the question bank for this student. Please refresh the learning analysis first.',
} as const;

/** One focus area as the Learning Needs view sends it (parent doc §2). */
export const focusAreaSchema = z.object({
  topic: safeText('topic').trim().min(1, 'topic is required').max(160),
  subTopic: safeText('subTopic').trim().max(160).default(''),
  priorityScore: z.number().min(0).max(1),
  section: z.enum(['S1', 'S2', 'S3', 'S4'], { error: 'section must be one of S1, S2, S3, S4' }),
  /** The skill's lifetime mastery, when the view has it: it sets how easy the questions start. */
  masteryLifetime: z.number().min(0).max(1).optional(),
});
export type FocusArea = z.output<typeof focusAreaSchema>;

/**
 * `POST /api/papers/generate-from-learning-needs`: the spec's `{ childName, parentId,
 * focusAreas, learningData }`, plus the child's id (paper-generation knows children by id only)
 * and the request id of one click. `learningData` is accepted and never trusted: the server
 * matches each focus area against the bank itself.
 */
export const practicePaperRequestSchema = z.object({
  parentId: safeText('parentId', { error: 'parentId is required' })
    .trim()
    .min(1, 'parentId is required')
    .max(100),
  studentId: safeText('studentId', { error: 'studentId is required' })
    .trim()
    .min(1, 'studentId is required')
    .max(100),
  childName: safeName('childName').trim().min(1, 'childName is required').max(100),
  focusAreas: z
    .array(focusAreaSchema, { error: PRACTICE_PAPER_MESSAGES.noFocusAreas })
    .min(1, PRACTICE_PAPER_MESSAGES.noFocusAreas)
    .max(50, 'At most 50 focus areas'),
  learningData: safeRecord('learningData', z.unknown()).optional(),
  requestId: safeText('requestId')
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8 to 64 letters, digits, - or _')
    .optional(),
});
export type PracticePaperRequest = z.input<typeof practicePaperRequestSchema>;

/** The saved practice paper, as View Papers will list it. */
export interface PracticePaperResponse {
  success: true;
  paperId: string;
  title: string;
  creditsUsed: number;
  /** The focus areas the paper covers (those the bank has), highest priority first. */
  focusAreas: { topic: string; subTopic: string; section: string; questions: number }[];
}
