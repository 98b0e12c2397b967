import { z } from 'zod';
import { defineIntegrationEvent } from '../integration-event';

/**
 * A parent saved a paper for a child. No questions and no answer keys: test-attempt asks
 * paper-generation for the keyed snapshot once, when it schedules a test (core-loop.md).
 */
export const paperSavedV1 = defineIntegrationEvent(
  'paper-generation',
  'paper-saved.v1',
  z.object({
    paperId: z.string(),
    parentId: z.string(),
    childId: z.string(),
    title: z.string(),
    curriculum: z.string(),
    class: z.number().int(),
    subject: z.string(),
    chapter: z.string(),
    totalMarks: z.number(),
    timeDuration: z.number().int(),
    questionCount: z.number().int(),
    savedAt: z.string(),
  }),
);
