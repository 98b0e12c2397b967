import { DIFFICULTIES, type Difficulty } from '../schema/question.schema';
import type { Section } from '../schema/syllabus.schema';
import { deriveSeed, isValidSeed, Rng } from './prng';
import type {
  FillBlankQuestion,
  GeneratedQuestion,
  Generator,
  GeneratorOptions,
  McqQuestion,
} from './types';

/** A wrong answer and the real slip that produces it ("adding the numerators and the denominators"). */
export interface Mistake {
  text: string;
  why: string;
}

interface Common {
  topic: string;
  subTopic: string;
  stem: string;
  /** Worked steps with the actual numbers; the builder adds the closing answer line. */
  steps: string[];
  keyConcepts: string[];
  relatedTopics: string[];
}

export interface McqSpec extends Common {
  correct: string;
  /** Wrong answers from real mistakes, most telling first; undefined entries are skipped. */
  mistakes: (Mistake | undefined)[];
  /**
   * More slips to draw on when the mistakes above coincide with the answer or each other
   * (i = 1, 2, ...); still slips, never noise.
   */
  moreMistakes?: (i: number) => Mistake | undefined;
  /** Whether two option texts mean the same answer (e.g. 2/4 and 1/2); text equality always counts. */
  sameValue?: (a: string, b: string) => boolean;
}

export interface FillBlankSpec extends Common {
  /** Every accepted answer; the first is the one the solution shows. */
  answers: string[];
}

/** What a generator's `build` works with: its options, its random stream and the two builders. */
export interface GeneratorContext {
  readonly cls: number;
  readonly difficulty: Difficulty;
  /** 0 easy, 1 medium, 2 hard, 3 very hard. */
  readonly level: 0 | 1 | 2 | 3;
  readonly rng: Rng;
  mcq(spec: McqSpec): GeneratedQuestion;
  fillBlank(spec: FillBlankSpec): GeneratedQuestion;
}

export interface GeneratorDefinition {
  id: string;
  name: string;
  section: Section;
  classes: readonly number[];
  topics: readonly string[];
  build(ctx: GeneratorContext): GeneratedQuestion;
}

/** `gen-<generatorId>-<class>-<difficulty>-<seed>`, with very_hard written very-hard (ids are slugs). */
export const generatedQuestionId = (
  generatorId: string,
  cls: number,
  difficulty: Difficulty,
  seed: number,
): string => `gen-${generatorId}-${cls}-${difficulty.replace('_', '-')}-${seed}`;

/** The bank question without the generator stamp (what the bank's strict schema accepts). */
export const toBankQuestion = (q: GeneratedQuestion): McqQuestion | FillBlankQuestion => {
  const { generator: _generator, ...question } = q;
  return question;
};

const optionKey = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

const LETTERS = ['A', 'B', 'C', 'D'] as const;

export const defineGenerator = (def: GeneratorDefinition): Generator => {
  const generate = (seed: number, options: GeneratorOptions): GeneratedQuestion => {
    if (!isValidSeed(seed)) {
      throw new RangeError(
        `generator ${def.id}: seed must be an integer in [0, 2^32 - 1], got ${seed}`,
      );
    }
    if (!def.classes.includes(options.class)) {
      throw new RangeError(
        `generator ${def.id} suits classes ${def.classes.join(', ')}, not class ${options.class}`,
      );
    }
    const level = DIFFICULTIES.indexOf(options.difficulty);
    if (level < 0) {
      throw new RangeError(`generator ${def.id}: unknown difficulty ${String(options.difficulty)}`);
    }
    const rng = new Rng(deriveSeed(seed, `${def.id}|${options.class}|${options.difficulty}`));
    const base = {
      id: generatedQuestionId(def.id, options.class, options.difficulty, seed),
      section: def.section,
      difficulty: options.difficulty,
      marks: 1,
      generator: { id: def.id, seed },
    };

    const mcq = (spec: McqSpec): GeneratedQuestion => {
      const same = (a: string, b: string): boolean =>
        optionKey(a) === optionKey(b) || (spec.sameValue?.(a, b) ?? false);
      const chosen: Mistake[] = [];
      const consider = (m: Mistake | undefined): void => {
        if (
          chosen.length < 3 &&
          m !== undefined &&
          !same(m.text, spec.correct) &&
          !chosen.some((c) => same(c.text, m.text))
        ) {
          chosen.push(m);
        }
      };
      spec.mistakes.forEach(consider);
      for (let i = 1; chosen.length < 3 && spec.moreMistakes && i <= 200; i++) {
        consider(spec.moreMistakes(i));
      }
      if (chosen.length < 3) {
        throw new Error(`generator ${def.id}: fewer than 3 distinct distractors (seed ${seed})`);
      }
      const position = rng.int(0, 3);
      const options = rng.shuffle(chosen.map((m) => m.text));
      options.splice(position, 0, spec.correct);
      const letter = LETTERS[position];
      const warning = chosen[0];
      const question: McqQuestion = {
        ...base,
        topic: spec.topic,
        subTopic: spec.subTopic,
        type: 'mcq',
        stem: spec.stem,
        options,
        answer: letter,
        explanation: {
          detailedSolution: [
            ...spec.steps,
            `Watch out: ${warning.why} gives ${warning.text}, which is not the answer.`,
            `So the answer is ${spec.correct} (option ${letter}).`,
          ],
          keyConcepts: spec.keyConcepts,
          relatedTopics: spec.relatedTopics,
        },
      };
      return { ...question, generator: base.generator };
    };

    const fillBlank = (spec: FillBlankSpec): GeneratedQuestion => {
      if (!spec.stem.includes('____')) {
        throw new Error(`generator ${def.id}: a fill-in-the-blank stem needs ____`);
      }
      const question: FillBlankQuestion = {
        ...base,
        topic: spec.topic,
        subTopic: spec.subTopic,
        type: 'fill_blank',
        stem: spec.stem,
        answer: spec.answers,
        explanation: {
          detailedSolution: [
            ...spec.steps,
            `So the blank is ${spec.answers[spec.answers.length - 1]}.`,
          ],
          keyConcepts: spec.keyConcepts,
          relatedTopics: spec.relatedTopics,
        },
      };
      return { ...question, generator: base.generator };
    };

    const ctx: GeneratorContext = {
      cls: options.class,
      difficulty: options.difficulty,
      level: level as 0 | 1 | 2 | 3,
      rng,
      mcq,
      fillBlank,
    };
    return def.build(ctx);
  };

  return {
    id: def.id,
    name: def.name,
    section: def.section,
    classes: def.classes,
    topics: def.topics,
    generate,
  };
};
