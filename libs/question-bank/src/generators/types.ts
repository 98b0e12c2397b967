import type { z } from 'zod';
import type { Difficulty, fillBlankSchema, mcqSchema } from '../schema/question.schema';
import type { Section } from '../schema/syllabus.schema';

export interface GeneratorOptions {
  /** School class, 1 to 10; must be one of the generator's `classes`. */
  class: number;
  difficulty: Difficulty;
}

export type McqQuestion = z.output<typeof mcqSchema>;
export type FillBlankQuestion = z.output<typeof fillBlankSchema>;

/** Which generator made a question, and from which seed (enough to make it again). */
export interface GeneratorStamp {
  id: string;
  seed: number;
}

/**
 * A bank question (mcq or fill_blank, valid under the question schema once `generator` is
 * removed: see `toBankQuestion`) plus the stamp that reproduces it.
 */
export type GeneratedQuestion = (McqQuestion | FillBlankQuestion) & { generator: GeneratorStamp };

export interface Generator {
  /** Slug; part of every question id: `gen-<id>-<class>-<difficulty>-<seed>`. */
  id: string;
  name: string;
  section: Section;
  /** The classes it suits; `generate` refuses any other. */
  classes: readonly number[];
  /** Free-text names of the topics it covers. */
  topics: readonly string[];
  /**
   * The same seed and options always give the identical question. `seed` is an integer in
   * [0, 2^32 - 1].
   */
  generate(seed: number, options: GeneratorOptions): GeneratedQuestion;
}
