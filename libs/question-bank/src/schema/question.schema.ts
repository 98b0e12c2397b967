import { z } from 'zod';
import {
  branchSchema,
  classSchema,
  curriculumSchema,
  sectionSchema,
  slugSchema,
  subjectSchema,
} from './syllabus.schema';

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'very_hard'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const QUESTION_TYPES = [
  'mcq',
  'true_false',
  'fill_blank',
  'short_answer',
  'long_answer',
] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Text a child reads: trimmed, no control characters, one Unicode form (NFC). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(
      // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
      (s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s),
      'no control characters',
    )
    .refine((s) => s === s.normalize('NFC'), 'Unicode NFC (compose accents and matras)');

/** Where a question is used: one question may serve several boards and classes. */
export const servesSchema = z
  .object({
    curriculum: curriculumSchema,
    class: classSchema,
    subject: subjectSchema,
    branch: branchSchema.optional(),
    /** A chapter id of that class syllabus. */
    chapter: slugSchema,
    /** The topic id in that chapter, where it differs from the question's own `topic`. */
    topic: slugSchema.optional(),
  })
  .strict();
export type Serves = z.infer<typeof servesSchema>;

export const explanationSchema = z
  .object({
    /** Worked steps, in order; each a sentence or an equation a child can follow. */
    detailedSolution: z.array(text(600)).min(1),
    keyConcepts: z.array(text(120)).min(1),
    relatedTopics: z.array(text(120)),
  })
  .strict();

export const rubricPointSchema = z
  .object({
    point: text(300),
    marks: z.number().positive().max(10),
    /** Phrasings that earn the point (grading matches them after normalising). */
    accepted: z.array(text(200)).min(1),
  })
  .strict();

/** A diagram drawn in the repository (inline SVG), never an external image. */
export const diagramSchema = z
  .object({
    svg: z
      .string()
      .startsWith('<svg')
      .refine((s) => !/(href|src)\s*=\s*["']?https?:/i.test(s), 'no external references')
      .refine((s) => !/<script/i.test(s), 'no script'),
    alt: text(300),
  })
  .strict();

const common = {
  /** Stable for a question's life: edits make a new version (content hash), not a new id. */
  id: slugSchema,
  section: sectionSchema,
  /** A topic id of the chapters it serves (a `serves` entry may name another). */
  topic: slugSchema,
  /** Overrides the file's `serves` when this question serves other places. */
  serves: z.array(servesSchema).min(1).optional(),
  subTopic: text(160),
  difficulty: difficultySchema,
  stem: text(2000),
  /** Id of a passage in the file's `passages` (reading comprehension). */
  passage: slugSchema.optional(),
  diagram: diagramSchema.optional(),
  marks: z.number().int().positive().max(10).default(1),
  explanation: explanationSchema,
};

export const mcqSchema = z
  .object({
    ...common,
    type: z.literal('mcq'),
    options: z.array(text(400)).length(4),
    answer: z.enum(OPTION_LETTERS),
  })
  .strict()
  .refine(
    (q) => new Set(q.options.map((o) => o.toLowerCase().replace(/\s+/g, ' '))).size === 4,
    'options are distinct',
  );

export const trueFalseSchema = z
  .object({ ...common, type: z.literal('true_false'), answer: z.boolean() })
  .strict();

export const fillBlankSchema = z
  .object({
    ...common,
    type: z.literal('fill_blank'),
    /** Every accepted answer; grading normalises case, spaces and NFC, and numbers by value. */
    answer: z.array(text(200)).min(1),
  })
  .strict()
  .refine((q) => q.stem.includes('____'), 'the stem shows the blank as ____');

const written = {
  ...common,
  modelAnswer: text(3000),
  rubric: z.array(rubricPointSchema).min(1),
};

export const shortAnswerSchema = z
  .object({ ...written, type: z.literal('short_answer') })
  .strict()
  .refine((q) => sumMarks(q.rubric) === q.marks, 'rubric points add up to the marks');

export const longAnswerSchema = z
  .object({ ...written, type: z.literal('long_answer') })
  .strict()
  .refine((q) => sumMarks(q.rubric) === q.marks, 'rubric points add up to the marks');

const sumMarks = (rubric: { marks: number }[]) => rubric.reduce((sum, p) => sum + p.marks, 0);

export const questionSchema = z.union([
  mcqSchema,
  trueFalseSchema,
  fillBlankSchema,
  shortAnswerSchema,
  longAnswerSchema,
]);
export type BankQuestion = z.infer<typeof questionSchema>;

/** `questions/<curriculum>/class-<n>/<subject>[/<branch>]/<chapter>.yaml`: one chapter's questions. */
export const questionFileSchema = z
  .object({
    /** Where every question of the file is used, unless a question says otherwise. */
    serves: z.array(servesSchema).min(1),
    passages: z.record(slugSchema, text(6000)).optional(),
    questions: z.array(questionSchema).min(1),
  })
  .strict();
export type QuestionFile = z.infer<typeof questionFileSchema>;

/** `reviews/<same path as the questions>.review.yaml`: the independent solver's record. */
export const reviewFileSchema = z
  .object({
    file: z.string().min(1),
    reviews: z.array(
      z
        .object({
          id: slugSchema,
          /** Content hash of the version reviewed (first 12 hex digits). */
          hash: z.string().regex(/^[0-9a-f]{12}$/),
          solver: z.string().min(1),
          date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          /** What the solver answered without seeing the key. */
          solverAnswer: z.string().min(1),
          verdict: z.enum(['agree', 'disagree']),
          /** How a disagreement was settled: which side was right and what changed. */
          resolution: z.string().min(1).optional(),
        })
        .strict()
        .refine(
          (r) => r.verdict === 'agree' || r.resolution,
          'a disagreement says how it was resolved',
        ),
    ),
  })
  .strict();
export type ReviewFile = z.infer<typeof reviewFileSchema>;
