import { z } from 'zod';
import { DIFFICULTY_DISTRIBUTIONS } from '../../http/paper-generation/papers.http';
import { CURRICULA } from '../../http/paper-generation/syllabus.http';
import { defineIntegrationEvent } from '../integration-event';

const section = z.enum(['S1', 'S2', 'S3', 'S4']);

/**
 * What an AI paper must be, decided by paper-generation from the form and the syllabus before
 * any credit is reserved: the marks split (boards) or the organiser's sections (Olympiads), and
 * the chapters with every topic a question may take (id, section, sub-topics). The worker needs
 * nothing else, so it loads no syllabus or bank of its own. (Named `…Shape`: it describes an
 * event's payload, not a request, so the request-schema checks do not apply to it.)
 */
export const generationPlanShape = z.object({
  curriculum: z.enum(CURRICULA),
  class: z.number().int().min(1).max(10),
  subject: z.string(),
  branch: z.string().optional(),
  paperType: z.string(),
  difficultyDistribution: z.enum(DIFFICULTY_DISTRIBUTIONS),
  totalMarks: z.number().int().positive(),
  timeDuration: z.number().int().positive(),
  /** Boards: marks of 1-mark objective questions, short answers and long answers. */
  marks: z
    .object({
      objective: z.number().int().min(0),
      short: z.number().int().min(0),
      long: z.number().int().min(0),
    })
    .optional(),
  /** Olympiads: the organiser's sections in order. */
  sections: z
    .array(
      z.object({
        name: z.string(),
        code: section,
        questions: z.number().int().positive(),
        marksPerQuestion: z.number().int().positive(),
      }),
    )
    .optional(),
  chapters: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        topics: z
          .array(
            z.object({
              id: z.string(),
              name: z.string(),
              section,
              subTopics: z.array(z.string()).min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type GenerationPlan = z.output<typeof generationPlanShape>;

/**
 * A parent asked for an AI paper and its 10 credits are reserved: the generation worker's queue
 * (consumer group `generation-worker`). No names, no child: the job id, its hard deadline and
 * the plan. The worker reports back through paper-generation's internal job routes.
 */
export const paperGenerationRequestedV1 = defineIntegrationEvent(
  'paper-generation',
  'paper-generation-requested.v1',
  z.object({
    jobId: z.string(),
    requestedAt: z.string(),
    deadlineAt: z.string(),
    deadlineMs: z.number().int().positive(),
    plan: generationPlanShape,
  }),
);
