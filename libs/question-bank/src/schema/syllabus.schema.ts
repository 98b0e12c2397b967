import { CURRICULA, OLYMPIADS } from '@abhyas/contracts';
import { z } from 'zod';

export { CURRICULA, OLYMPIADS };

export const curriculumSchema = z.enum(CURRICULA);
export type Curriculum = z.infer<typeof curriculumSchema>;

export const isOlympiad = (curriculum: Curriculum): boolean =>
  (OLYMPIADS as readonly string[]).includes(curriculum);

export const SUBJECTS = [
  'Mathematics',
  'EVS',
  'Science',
  'Social Studies',
  'English',
  'Hindi',
  'Sanskrit',
  'Kannada',
  'Computer Science',
  'General Knowledge',
] as const;
export const subjectSchema = z.enum(SUBJECTS);
export type Subject = z.infer<typeof subjectSchema>;

export const BRANCHES = [
  'Physics',
  'Chemistry',
  'Biology',
  'History',
  'Geography',
  'Civics',
  'Political Science',
  'Economics',
] as const;
export const branchSchema = z.enum(BRANCHES);
export type Branch = z.infer<typeof branchSchema>;

/**
 * Learning-needs sections (architecture.md): S1 logical reasoning, S2 subject reasoning,
 * S3 everyday or applied, S4 achievers / higher order.
 */
export const SECTIONS = ['S1', 'S2', 'S3', 'S4'] as const;
export const sectionSchema = z.enum(SECTIONS);
export type Section = z.infer<typeof sectionSchema>;

export const classSchema = z.number().int().min(1).max(10);

/** Lower-case words joined by hyphens: stable ids that survive a renamed chapter. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug: lower-case letters, digits and single hyphens');

const nameSchema = z.string().trim().min(1).max(160);

export const topicSchema = z
  .object({
    id: slugSchema,
    name: nameSchema,
    section: sectionSchema,
    subTopics: z.array(nameSchema).min(1),
  })
  .strict();
export type Topic = z.infer<typeof topicSchema>;

export const chapterSchema = z
  .object({
    /** Unique within its file's subject (and branch): `ch01-patterns-in-mathematics`. */
    id: slugSchema,
    /** The publisher's chapter number, where it numbers chapters. */
    number: z.number().int().positive().optional(),
    name: nameSchema,
    topics: z.array(topicSchema).min(1),
  })
  .strict();
export type Chapter = z.infer<typeof chapterSchema>;

export const subjectSyllabusSchema = z
  .object({
    subject: subjectSchema,
    /** The branch this chapter list belongs to, where the spec's branch rule asks for one. */
    branch: branchSchema.optional(),
    /** Id of an entry of the content README's source list (publisher, book, year). */
    source: slugSchema,
    chapters: z.array(chapterSchema).min(1),
  })
  .strict();
export type SubjectSyllabus = z.infer<typeof subjectSyllabusSchema>;

/** `syllabus/<curriculum>/class-<n>.yaml`: what one board or Olympiad teaches one class. */
export const classSyllabusSchema = z
  .object({
    curriculum: curriculumSchema,
    class: classSchema,
    subjects: z.array(subjectSyllabusSchema).min(1),
    /** What the publisher lists that is not here yet, said rather than invented. */
    gaps: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type ClassSyllabus = z.infer<typeof classSyllabusSchema>;

export const patternSectionSchema = z
  .object({
    name: nameSchema,
    code: sectionSchema,
    questions: z.number().int().positive(),
    marksPerQuestion: z.number().int().positive(),
  })
  .strict();
export type PatternSection = z.infer<typeof patternSectionSchema>;

/** `syllabus/<olympiad>/pattern.yaml`: the organiser's published paper pattern per class band. */
export const olympiadPatternSchema = z
  .object({
    curriculum: z.enum(OLYMPIADS),
    subject: subjectSchema,
    organiser: nameSchema,
    source: slugSchema,
    bands: z
      .array(
        z
          .object({
            classes: z.array(classSchema).min(1),
            durationMinutes: z.number().int().positive(),
            sections: z.array(patternSectionSchema).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type OlympiadPattern = z.infer<typeof olympiadPatternSchema>;

/**
 * `syllabus/generator-chapters.yaml`: which maths generators' questions belong to which chapter
 * and topic of a class. A chapter-wise or topic-wise maths paper the reviewed bank cannot fill
 * is topped up only from its own chapters' generators, placed where this file says.
 */
export const generatorChapterSchema = z
  .object({
    curriculum: curriculumSchema,
    class: classSchema,
    chapter: slugSchema,
    topic: slugSchema,
    generators: z.array(slugSchema).min(1),
  })
  .strict();
export type GeneratorChapter = z.infer<typeof generatorChapterSchema>;

export const generatorChaptersFileSchema = z
  .object({ entries: z.array(generatorChapterSchema) })
  .strict();
