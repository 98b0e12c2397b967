import { z } from 'zod';
import { safeText } from '../safe-text';

/** Boards and Olympiads the forms offer. `STATE-KA` is the Karnataka state syllabus. */
export const CURRICULA = [
  'CBSE',
  'ICSE',
  'STATE-KA',
  'IMO',
  'NSO',
  'IEO',
  'ICSO',
  'IGKO',
  'ISSO',
] as const;
export type CurriculumCode = (typeof CURRICULA)[number];

export const OLYMPIADS = ['IMO', 'NSO', 'IEO', 'ICSO', 'IGKO', 'ISSO'] as const;

/** Spec §9: sizes and times when a syllabus gives none (boards) or from the Olympiad pattern. */
export const SYLLABUS_DEFAULTS = {
  board: { totalQuestions: 50, timeLimit: 180 },
  olympiad: { totalQuestions: 35, timeLimit: 60 },
} as const;

export const SYLLABUS_MESSAGES = {
  unknownCurriculum: (curriculum: string) =>
    `No syllabus for ${curriculum}: choose one of ${CURRICULA.join(', ')}`,
  classNotCovered: (curriculum: string, schoolClass: number) =>
    `The ${curriculum} syllabus for class ${schoolClass} is not available yet`,
  subjectNotCovered: (subject: string) => `No syllabus has the subject ${subject}`,
} as const;

/** `/api/syllabus/{curriculum}/{class}`: the code in any case, the class 1 to 10. */
export const syllabusParamsSchema = z.object({
  curriculum: safeText('curriculum')
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z.enum(CURRICULA, {
        error: (issue) => SYLLABUS_MESSAGES.unknownCurriculum(String(issue.input)),
      }),
    ),
  class: z.coerce
    .number({ error: 'class must be a number from 1 to 10' })
    .int('class must be a number from 1 to 10')
    .min(1, 'class must be a number from 1 to 10')
    .max(10, 'class must be a number from 1 to 10'),
});

/** `/api/question-bank/available/{subject}?curriculum=&class=&branch=` */
export const availableQuestionsQuerySchema = z.object({
  curriculum: syllabusParamsSchema.shape.curriculum.default('CBSE'),
  class: syllabusParamsSchema.shape.class,
  branch: safeText('branch').trim().min(1).max(60).optional(),
});

export interface SyllabusTopic {
  id: string;
  name: string;
  section: 'S1' | 'S2' | 'S3' | 'S4';
  subTopics: string[];
}

export interface SyllabusChapter {
  id: string;
  number?: number;
  name: string;
  topics: SyllabusTopic[];
}

export interface SyllabusSubject {
  subject: string;
  branch?: string;
  chapters: SyllabusChapter[];
}

export interface PatternSectionView {
  name: string;
  code: 'S1' | 'S2' | 'S3' | 'S4';
  questions: number;
  marksPerQuestion: number;
  totalMarks: number;
  /** Names of the syllabus topics this section draws on. */
  topics: string[];
}

/** The spec's Syllabus record: name, topics, difficulty, totalQuestions, timeLimit, pattern. */
export interface SyllabusView {
  curriculum: CurriculumCode;
  class: number;
  name: string;
  subjects: SyllabusSubject[];
  /** Every topic name of the class, for the topic selects. */
  topics: string[];
  difficulty: readonly ['easy', 'medium', 'hard', 'very_hard'];
  totalQuestions: number;
  /** Minutes. */
  timeLimit: number;
  pattern?: { totalMarks: number; sections: PatternSectionView[] };
  /** What the publisher lists that the syllabus does not hold yet. */
  gaps: string[];
}

/** One entry of `GET /api/syllabus`: a curriculum and the classes it has a syllabus for. */
export interface CurriculumSummary {
  curriculum: CurriculumCode;
  name: string;
  kind: 'board' | 'olympiad';
  classes: { class: number; subjects: { subject: string; branch?: string }[] }[];
}

export interface DifficultyBreakdown {
  easy: number;
  medium: number;
  hard: number;
  very_hard: number;
}

/** The spec's Available-questions summary, per chapter and topic as well. */
export interface AvailableQuestions {
  curriculum: CurriculumCode;
  class: number;
  subject: string;
  branch?: string;
  totalAvailable: number;
  difficultyBreakdown: DifficultyBreakdown;
  chapters: {
    id: string;
    name: string;
    totalAvailable: number;
    difficultyBreakdown: DifficultyBreakdown;
    topics: { id: string; name: string; totalAvailable: number }[];
  }[];
}
