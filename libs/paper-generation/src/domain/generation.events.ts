import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';
import { paperShapeSchema } from './paper-question.schema';

/** The events of a `paper-generation-<generationId>` stream: one click of Generate. */
export const generationEvents = defineEvents({
  /** A paper chosen from the bank (and the maths generators); its 5 credits were reserved first. */
  BankPaperGenerated: paperShapeSchema.extend({
    generationId: z.string(),
    parentId: z.string(),
    childId: z.string(),
    reservationId: z.string(),
    generatedAt: z.string(),
  }),
  /**
   * An AI job's paper, accepted by the service after checking every question again (its
   * generation id is the job id). A child is named only when the form chose one.
   */
  AiPaperGenerated: paperShapeSchema.extend({
    generationId: z.string(),
    parentId: z.string(),
    childId: z.string().optional(),
    reservationId: z.string(),
    generatedAt: z.string(),
    model: z.string().optional(),
  }),
  /** The child was deleted: the generation is gone from every read model. */
  GenerationErased: z.object({ generationId: z.string(), childId: z.string(), at: z.string() }),
});

export type GenerationEvent = EventOf<typeof generationEvents>;
