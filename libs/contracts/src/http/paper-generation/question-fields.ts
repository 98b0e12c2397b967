import { z } from 'zod';
import { safeText } from '../safe-text';

// The fields a question's content is sent in, shared by the generation worker's AI questions
// and a family's saved questions: both are turned into the question bank's own format and
// checked by the bank's schema, so their limits are the bank's.

export const line = (label: string, max: number) => safeText(label).trim().min(1).max(max);
export const prose = (label: string, max: number) =>
  safeText(label, { multiline: true }).trim().min(1).max(max);
export const texts = (label: string, max: number) => z.array(prose(label, max)).max(30);

export const questionContentFields = {
  difficulty: z.enum(['easy', 'medium', 'hard', 'very_hard']),
  marks: z.number().int().min(1).max(10),
  /** MCQ: four options. */
  options: texts('option', 400).optional(),
  /** Fill in the blank: every accepted answer. */
  acceptedAnswers: texts('acceptedAnswer', 200).optional(),
  /** Short and long answers. */
  modelAnswer: prose('modelAnswer', 3000).optional(),
  rubric: z
    .array(
      z.strictObject({
        point: prose('point', 300),
        marks: z.number().positive().max(10),
        accepted: texts('accepted', 200),
      }),
    )
    .max(20)
    .optional(),
  /** A reading passage, as text (IEO comprehension). */
  passage: prose('passage', 6000).optional(),
  diagram: z.strictObject({ svg: prose('svg', 20_000), alt: prose('alt', 300) }).optional(),
};

export const questionExplanationFields = {
  detailedSolution: texts('detailedSolution', 600),
  keyConcepts: texts('keyConcepts', 120),
};
