import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';
import { paperShapeSchema } from './paper-question.schema';

/** The events of a `paper-<paperId>` stream: a paper a parent saved for a child. */
export const paperEvents = defineEvents({
  /** The generation's paper, kept with its questions' versions pinned, under the parent's title. */
  PaperSaved: paperShapeSchema.extend({
    paperId: z.string(),
    generationId: z.string(),
    parentId: z.string(),
    childId: z.string(),
    title: z.string(),
    titleKey: z.string(),
    savedAt: z.string(),
  }),
  /** test-attempt scheduled the paper for a child (`test-scheduled.v1`). */
  PaperScheduled: z.object({
    paperId: z.string(),
    childId: z.string(),
    assignmentId: z.string(),
    scheduledDate: z.string(),
    at: z.string(),
  }),
  /** An attempt at the paper was graded, or its marks changed (`attempt-graded.v1`, `grade-overridden.v1`). */
  PaperResultKnown: z.object({
    paperId: z.string(),
    childId: z.string(),
    attemptId: z.string(),
    attemptNumber: z.number().int(),
    marksObtained: z.number(),
    maxMarks: z.number(),
    numCorrect: z.number().int(),
    numWrong: z.number().int(),
    at: z.string(),
  }),
  /** The child was deleted: the paper leaves every read model (spec: deleting a child removes their papers). */
  PaperErased: z.object({
    paperId: z.string(),
    parentId: z.string(),
    childId: z.string(),
    at: z.string(),
  }),
});

export type PaperEvent = EventOf<typeof paperEvents>;
export type PaperSavedData = Extract<PaperEvent, { type: 'PaperSaved' }>['data'];
export type PaperScheduledData = Extract<PaperEvent, { type: 'PaperScheduled' }>['data'];
export type PaperResultData = Extract<PaperEvent, { type: 'PaperResultKnown' }>['data'];
