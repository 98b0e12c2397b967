import { z } from 'zod';

/**
 * A question as a paper keeps it: a full copy of the bank version it was made from (content and
 * key), so a later edit of the bank never changes a paper already made. Stored in events, so it
 * is validated like every event.
 */
export const paperQuestionSchema = z.object({
  _id: z.string(),
  version: z.string(),
  source: z.enum(['bank', 'generator', 'ai']),
  number: z.number().int().positive(),
  questionNumber: z.number().int().positive(),
  question: z.string(),
  questionType: z.enum(['MCQ', 'Fill in the blanks', 'True/False', 'Short Answer', 'Long Answer']),
  options: z.array(z.string()).optional(),
  correctAnswer: z.string().optional(),
  answer: z.string().optional(),
  acceptedAnswers: z.array(z.string()).optional(),
  modelAnswer: z.string().optional(),
  rubric: z.array(z.object({ point: z.string(), marks: z.number() })).optional(),
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

export const paperSectionSchema = z.object({
  name: z.string(),
  code: z.enum(['S1', 'S2', 'S3', 'S4']),
  questions: z.number().int(),
  marksPerQuestion: z.number(),
});

/** What a paper is about, shared by a generation and the paper saved from it. */
export const paperShapeSchema = z.object({
  curriculum: z.string(),
  class: z.number().int(),
  subject: z.string(),
  branch: z.string().optional(),
  chapter: z.string(),
  paperType: z.string(),
  difficultyDistribution: z.enum(['default', 'challenging', 'advanced']),
  totalMarks: z.number(),
  timeDuration: z.number().int(),
  sections: z.array(paperSectionSchema).optional(),
  questions: z.array(paperQuestionSchema).min(1),
  notes: z.array(z.string()),
});
export type PaperShape = z.output<typeof paperShapeSchema>;
