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
