import { z } from 'zod';
import { defineIntegrationEvent } from '../integration-event';

/**
 * A parent approved an explanation of a question whose paper kept no worked solution, and AI is
 * configured: the generation worker's second queue (consumer group `generation-worker`). It
 * carries what the worker needs and nothing else: the question as the child saw it with its
 * key, the child's answer, the syllabus it belongs to and the hard deadline; no names, no ids of
 * people. The worker reports back through explanations' internal routes. (Named `…Shape`: an
 * event's payload, not a request.)
 */
export const explanationQuestionShape = z.object({
  question: z.string(),
  options: z.array(z.string()).optional(),
  correctAnswer: z.string(),
  studentAnswer: z.string().nullable(),
  syllabus: z.object({ curriculum: z.string(), subject: z.string(), class: z.number().int() }),
  /** The question's topic and sub-topic as the graded attempt names them, when it does. */
  topic: z.string().optional(),
  subTopic: z.string().optional(),
});
export type ExplanationQuestion = z.output<typeof explanationQuestionShape>;

export const explanationGenerationRequestedV1 = defineIntegrationEvent(
  'explanations',
  'explanation-generation-requested.v1',
  z.object({
    requestId: z.string(),
    requestedAt: z.string(),
    deadlineAt: z.string(),
    deadlineMs: z.number().int().positive(),
    question: explanationQuestionShape,
  }),
);
