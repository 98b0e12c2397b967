/**
 * Shared checks for the generator specs (used by `*.generator.spec.ts` only). Each spec brings its
 * own independent solver, which reads the numbers back out of the stem and computes the answer a
 * different way; this file sweeps seeds over every class and difficulty and checks the rest:
 * schema, ids, distinct options, exactly one option equal to the solver's answer, reproducibility
 * and the number-writing rule.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  DIFFICULTIES,
  fillBlankSchema,
  mcqSchema,
  type Difficulty,
} from '../schema/question.schema';
import { generatedQuestionId, toBankQuestion } from './build';
import type { GeneratedQuestion, Generator } from './types';

export interface IndependentCheck<T> {
  /** The answer computed from the stem alone. */
  solve(q: GeneratedQuestion, options: { class: number; difficulty: Difficulty }): T;
  /** Whether an option text (or an accepted blank) is that answer. */
  matches(text: string, expected: T, q: GeneratedQuestion): boolean;
  /** Extra class/difficulty rules (e.g. "no negative numbers before class 6"); return problems. */
  rules?(q: GeneratedQuestion, options: { class: number; difficulty: Difficulty }): string[];
}

export interface SweepResult {
  checked: number;
  failures: string[];
  types: Record<string, number>;
  /** How often each option letter was the answer. */
  letters: Record<string, number>;
}

/** Seeds 0..perCombo-1 for every class x difficulty, then `spread` seeds scattered over 32 bits. */
export const sweepSeeds = (
  generator: Generator,
  total: number,
): { seed: number; options: { class: number; difficulty: Difficulty } }[] => {
  const combos = generator.classes.flatMap((cls) =>
    DIFFICULTIES.map((difficulty) => ({ class: cls, difficulty })),
  );
  const perCombo = Math.ceil(total / combos.length);
  const runs: { seed: number; options: { class: number; difficulty: Difficulty } }[] = [];
  for (const options of combos) {
    for (let i = 0; i < perCombo; i++) {
      // Half small consecutive seeds, half spread over the 32-bit range (a fixed stride).
      const seed = i % 2 === 0 ? i : (i * 2654435761) % 4294967296;
      runs.push({ seed, options });
    }
  }
  return runs;
};

/** Digit runs written against the rule: four or more digits must be grouped the Indian way. */
export const numberFormatProblems = (text: string): string[] => {
  const problems: string[] = [];
  for (const m of text.matchAll(/\d[\d,]*\d|\d/g)) {
    const start = m.index ?? 0;
    // The digits after a decimal point are not grouped.
    if (start > 0 && text[start - 1] === '.' && /\d/.test(text[start - 2] ?? '')) {
      continue;
    }
    const token = m[0];
    if (!/^\d{1,3}$/.test(token) && !/^\d{1,2}(,\d{2})*,\d{3}$/.test(token)) {
      problems.push(`"${token}" is not grouped the Indian way in: ${text}`);
    }
    if (/^\d{1,3}$/.test(token) === false && /^0/.test(token)) {
      problems.push(`"${token}" has a leading zero in: ${text}`);
    }
  }
  return problems;
};

const texts = (q: GeneratedQuestion): string[] => [
  q.stem,
  ...(q.type === 'mcq' ? q.options : []),
  ...q.explanation.detailedSolution,
];

export const checkGenerator = <T>(
  generator: Generator,
  check: IndependentCheck<T>,
  total = 2400,
): SweepResult => {
  const failures: string[] = [];
  const types: Record<string, number> = {};
  const letters: Record<string, number> = {};
  const runs = sweepSeeds(generator, total);
  for (const { seed, options } of runs) {
    const where = `${generator.id} seed ${seed} class ${options.class} ${options.difficulty}`;
    let q: GeneratedQuestion;
    try {
      q = generator.generate(seed, options);
    } catch (error) {
      failures.push(`${where}: threw ${String(error)}`);
      continue;
    }
    const again = generator.generate(seed, options);
    if (!isDeepStrictEqual(q, again)) {
      failures.push(`${where}: not reproducible`);
    }
    types[q.type] = (types[q.type] ?? 0) + 1;
    if (q.id !== generatedQuestionId(generator.id, options.class, options.difficulty, seed)) {
      failures.push(`${where}: id ${q.id}`);
    }
    if (
      q.generator.id !== generator.id ||
      q.generator.seed !== seed ||
      q.difficulty !== options.difficulty
    ) {
      failures.push(`${where}: stamp or difficulty wrong`);
    }
    const bank = toBankQuestion(q);
    const parsed = q.type === 'mcq' ? mcqSchema.safeParse(bank) : fillBlankSchema.safeParse(bank);
    if (!parsed.success) {
      failures.push(`${where}: schema: ${parsed.error.message} in ${JSON.stringify(bank)}`);
      continue;
    }
    for (const t of texts(q)) {
      if (/NaN|undefined|Infinity|\[object|null/.test(t)) {
        failures.push(`${where}: bad text: ${t}`);
      }
      failures.push(...numberFormatProblems(t).map((p) => `${where}: ${p}`));
    }
    failures.push(...(check.rules?.(q, options) ?? []).map((p) => `${where}: ${p}`));
    let expected: T;
    try {
      expected = check.solve(q, options);
    } catch (error) {
      failures.push(`${where}: solver could not read "${q.stem}": ${String(error)}`);
      continue;
    }
    if (q.type === 'mcq') {
      letters[q.answer] = (letters[q.answer] ?? 0) + 1;
      if (new Set(q.options).size !== 4) {
        failures.push(`${where}: options not distinct ${JSON.stringify(q.options)}`);
      }
      const hits = q.options
        .map((o, i) => (check.matches(o, expected, q) ? i : -1))
        .filter((i) => i >= 0);
      if (hits.length !== 1) {
        failures.push(
          `${where}: ${hits.length} options equal the independent answer ${JSON.stringify(expected)}: "${q.stem}" ${JSON.stringify(q.options)}`,
        );
      } else if (['A', 'B', 'C', 'D'][hits[0]] !== q.answer) {
        failures.push(
          `${where}: key ${q.answer} but the independent answer ${JSON.stringify(expected)} is option ${hits[0]}: "${q.stem}" ${JSON.stringify(q.options)}`,
        );
      }
    } else {
      const wrong = q.answer.filter((a) => !check.matches(a, expected, q));
      if (wrong.length > 0 || q.answer.length === 0) {
        failures.push(
          `${where}: accepted ${JSON.stringify(q.answer)} vs independent ${JSON.stringify(expected)}: "${q.stem}"`,
        );
      }
    }
  }
  return { checked: runs.length, failures, types, letters };
};

/** A number as written in a question ("1,23,456", "-7", "0.05") read back by the spec. */
export const readNumber = (text: string): number => {
  const t = text.replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(t)) {
    throw new Error(`not a number: ${text}`);
  }
  return Number(t);
};

/** Exact rational arithmetic on bigints, written separately from the generators' Fraction. */
export class Q {
  constructor(
    readonly n: bigint,
    readonly d: bigint = 1n,
  ) {
    if (d === 0n) {
      throw new Error('zero denominator');
    }
  }

  static int(n: number | bigint): Q {
    return new Q(BigInt(n));
  }

  /** "12", "-3/4", "1,234.05". */
  static read(text: string): Q {
    const t = text.replace(/,/g, '').replace(/\s+/g, '');
    const frac = /^(-?\d+)\/(-?\d+)$/.exec(t);
    if (frac) {
      return new Q(BigInt(frac[1]), BigInt(frac[2]));
    }
    const dec = /^(-?)(\d+)(?:\.(\d+))?$/.exec(t);
    if (!dec) {
      throw new Error(`not a number: ${text}`);
    }
    const places = dec[3] ?? '';
    const n = BigInt(dec[2] + places) * (dec[1] === '-' ? -1n : 1n);
    return new Q(n, 10n ** BigInt(places.length));
  }

  plus(o: Q): Q {
    return new Q(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  minus(o: Q): Q {
    return new Q(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  times(o: Q): Q {
    return new Q(this.n * o.n, this.d * o.d);
  }
  over(o: Q): Q {
    return new Q(this.n * o.d, this.d * o.n);
  }
  eq(o: Q): boolean {
    return this.n * o.d === o.n * this.d;
  }
  lt(o: Q): boolean {
    const a = this.n * o.d;
    const b = o.n * this.d;
    return this.d * o.d > 0n ? a < b : a > b;
  }
  toString(): string {
    return `${this.n}/${this.d}`;
  }
}
