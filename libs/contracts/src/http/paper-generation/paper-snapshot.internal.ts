import { z } from 'zod';
import { type ServiceCallPort, ServiceCallError } from '../service-call.port';

/*
 * Stored shapes, not requests: what paper-generation keeps in its events and hands to
 * test-attempt over an internal call (named without `Schema`, as request schemas are).
 */

/**
 * A question as a paper keeps it: a full copy of the bank version it was made from (content and
 * key), so a later edit of the bank never changes a paper already made. Stored in events by
 * paper-generation, and by test-attempt in the snapshot it grades against.
 */
export const storedPaperQuestion = z.object({
  _id: z.string(),
  version: z.string(),
  source: z.enum(['bank', 'generator', 'ai', 'family']),
  number: z.number().int().positive(),
  questionNumber: z.number().int().positive(),
  question: z.string(),
  questionType: z.enum(['MCQ', 'Fill in the blanks', 'True/False', 'Short Answer', 'Long Answer']),
  options: z.array(z.string()).optional(),
  correctAnswer: z.string().optional(),
  answer: z.string().optional(),
  acceptedAnswers: z.array(z.string()).optional(),
  modelAnswer: z.string().optional(),
  /** Marks per point; `accepted` are the phrases that earn it (absent on papers made before). */
  rubric: z
    .array(
      z.object({ point: z.string(), marks: z.number(), accepted: z.array(z.string()).optional() }),
    )
    .optional(),
  marks: z.number().positive(),
  difficulty: z.enum(['easy', 'medium', 'hard', 'very_hard']),
  section: z.enum(['S1', 'S2', 'S3', 'S4']),
  sectionName: z.string().optional(),
  topic: z.string(),
  topicId: z.string(),
  subTopic: z.string(),
  chapter: z.string(),
  passage: z.string().optional(),
  hasImage: z.boolean(),
  diagram: z.object({ svg: z.string(), alt: z.string() }).optional(),
  explanation: z
    .object({ detailedSolution: z.array(z.string()), keyConcepts: z.array(z.string()) })
    .optional(),
});
export type KeyedPaperQuestion = z.output<typeof storedPaperQuestion>;

export const storedPaperSection = z.object({
  name: z.string(),
  code: z.enum(['S1', 'S2', 'S3', 'S4']),
  questions: z.number().int(),
  marksPerQuestion: z.number(),
});

/** What a paper is about, shared by a generation and the paper saved from it. */
export const storedPaperShape = z.object({
  curriculum: z.string(),
  class: z.number().int(),
  subject: z.string(),
  branch: z.string().optional(),
  chapter: z.string(),
  paperType: z.string(),
  difficultyDistribution: z.enum(['default', 'challenging', 'advanced']),
  totalMarks: z.number(),
  timeDuration: z.number().int(),
  sections: z.array(storedPaperSection).optional(),
  questions: z.array(storedPaperQuestion).min(1),
  notes: z.array(z.string()),
});
export type PaperShape = z.output<typeof storedPaperShape>;

/**
 * A saved paper with its keys, as test-attempt copies it once when it schedules a test
 * (core-loop.md): exam morning never calls paper-generation.
 */
export const storedPaperSnapshot = storedPaperShape.extend({
  paperId: z.string(),
  parentId: z.string(),
  childId: z.string(),
  title: z.string(),
  savedAt: z.string(),
});
export type PaperSnapshot = z.output<typeof storedPaperSnapshot>;

export const PAPER_INTERNAL_ROUTES = {
  snapshot: (paperId: string) => `/internal/papers/${encodeURIComponent(paperId)}/snapshot`,
} as const;

/** Typed calls to paper-generation from other services. */
export const paperGenerationClient = (port: ServiceCallPort) => ({
  /** The keyed paper, or undefined when no such paper exists (never saved, or erased). */
  snapshot: async (paperId: string): Promise<PaperSnapshot | undefined> => {
    const response = await port.call<{ paper: unknown }>('paper-generation', {
      method: 'GET',
      path: PAPER_INTERNAL_ROUTES.snapshot(paperId),
    });
    if (response.status === 404) {
      return undefined;
    }
    if (response.status !== 200) {
      throw new ServiceCallError('paper-generation', response.status, response.body);
    }
    return storedPaperSnapshot.parse(response.body.paper);
  },
});
export type PaperGenerationClient = ReturnType<typeof paperGenerationClient>;
