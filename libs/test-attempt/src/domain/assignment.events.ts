import { storedPaperSnapshot } from '@abhyas/contracts';
import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/** The events of an `assignment-<assignmentId>` stream: one paper scheduled for one child. */
export const assignmentEvents = defineEvents({
  /**
   * The paper copied with its keys when it was scheduled (core-loop.md): starting, saving and
   * grading never ask paper-generation again. `requestId` makes a repeated request harmless.
   */
  TestScheduled: z.object({
    assignmentId: z.string(),
    requestId: z.string(),
    parentId: z.string(),
    childId: z.string(),
    paperId: z.string(),
    scheduledDate: z.string(),
    timeDuration: z.number().int(),
    paper: storedPaperSnapshot,
    scheduledAt: z.string(),
  }),
  /** The parent allowed attempt `attemptNumber` after the one before it was submitted. */
  RetakeAllowed: z.object({
    assignmentId: z.string(),
    parentId: z.string(),
    childId: z.string(),
    paperId: z.string(),
    attemptNumber: z.number().int(),
    at: z.string(),
  }),
  /** The child was deleted: the assignment leaves every read model. */
  AssignmentErased: z.object({
    assignmentId: z.string(),
    childId: z.string(),
    at: z.string(),
  }),
});

export type AssignmentEvent = EventOf<typeof assignmentEvents>;
export type TestScheduledData = Extract<AssignmentEvent, { type: 'TestScheduled' }>['data'];
