import { exponentsGenerator } from './exponents.generator';
import { checkGenerator, Q } from './spec-support';
import type { GeneratedQuestion } from './types';

const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const readSup = (t: string): bigint => {
  const negative = t.startsWith('⁻');
  const digits = (negative ? t.slice(1) : t)
    .split('')
    .map((c) => {
      const d = SUP.indexOf(c);
      if (d < 0) {
        throw new Error(`not a superscript digit: ${c}`);
      }
      return String(d);
    })
    .join('');
  return BigInt(digits) * (negative ? -1n : 1n);
};

/** base^exp as an exact rational, by repeated multiplication (exp may be negative). */
const pow = (base: Q, exp: bigint): Q => {
  let result = Q.int(1);
  for (let k = 0n; k < (exp < 0n ? -exp : exp); k++) {
    result = result.times(base);
  }
  return exp < 0n ? Q.int(1).over(result) : result;
};

const S = '([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)';
const BASE = '(\\(-?\\d+(?:/\\d+)?\\)|\\d+)';
const readBase = (t: string): Q => Q.read(t.replace(/[()]/g, ''));

/** Reads "2⁵", "(-3)⁴", "(2/3)⁻²", "3.4 × 10⁷", "1/216" or "27" as an exact number. */
const readValue = (text: string): Q => {
  let m = new RegExp(`^([\\d.]+) × 10${S}$`).exec(text);
  if (m) {
    return Q.read(m[1]).times(pow(Q.int(10), readSup(m[2])));
  }
  m = new RegExp(`^${BASE}${S}$`).exec(text);
  if (m) {
    return pow(readBase(m[1]), readSup(m[2]));
  }
  return Q.read(text);
};

/** Evaluates the stem's expression of powers, left to right for × and ÷. */
const solve = (question: GeneratedQuestion): Q => {
  const s = question.stem;
  let m =
    /^What is the value of (.+)\?$/.exec(s) ??
    /^(.+) = ____$/.exec(s) ??
    /^Simplify (.+)\.$/.exec(s);
  if (m) {
    const terms = m[1].split(/ ([×÷]) /);
    const term = (t: string): Q => {
      const nested = new RegExp(`^\\((\\d+)${S}\\)${S}$`).exec(t);
      if (nested) {
        // (a^p)^q by repeated multiplication of a^p.
        return pow(pow(Q.int(BigInt(nested[1])), readSup(nested[2])), readSup(nested[3]));
      }
      return readValue(t);
    };
    let value = term(terms[0]);
    for (let k = 1; k < terms.length; k += 2) {
      value = terms[k] === '×' ? value.times(term(terms[k + 1])) : value.over(term(terms[k + 1]));
    }
    return value;
  }
  m = /^Write ([\d,.]+) in standard form\.$/.exec(s);
  if (m) {
    return Q.read(m[1]);
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Q, question: GeneratedQuestion): boolean => {
  let value: Q;
  try {
    value = readValue(text.replace(/,/g, ''));
  } catch {
    return false;
  }
  if (question.stem.includes('standard form')) {
    // Standard form: 1 <= k < 10.
    const k = /^([\d.]+) × 10/.exec(text);
    if (!k || Q.read(k[1]).lt(Q.int(1)) || !Q.read(k[1]).lt(Q.int(10))) {
      return false;
    }
  }
  return value.eq(expected);
};

describe('exponents generator', () => {
  it('agrees with an independent repeated-multiplication solver over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(exponentsGenerator, { solve, matches });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });

  it('is not offered before class 7', () => {
    expect(exponentsGenerator.classes.every((c) => c >= 7)).toBe(true);
    expect(() => exponentsGenerator.generate(1, { class: 6, difficulty: 'easy' })).toThrow(
      RangeError,
    );
  });
});
