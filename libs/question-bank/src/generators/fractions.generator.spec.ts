import { fractionsGenerator } from './fractions.generator';
import { checkGenerator, Q } from './spec-support';
import type { GeneratedQuestion } from './types';

const F = '(\\d+)/(\\d+)';
const q = (n: string, d: string): Q => new Q(BigInt(n), BigInt(d));
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** Answers from the stem (or, for "which is greatest", the options) with bigint rationals. */
const solve = (question: GeneratedQuestion): Q => {
  const s = question.stem;
  let m = new RegExp(`^Which fraction is equivalent to ${F}\\?$`).exec(s);
  if (m) {
    return q(m[1], m[2]);
  }
  m = new RegExp(`^${F} = ____/(\\d+)$`).exec(s);
  if (m) {
    const x = q(m[1], m[2]).times(Q.int(BigInt(m[3])));
    if (x.n % x.d !== 0n) {
      throw new Error('no whole-number numerator');
    }
    return x;
  }
  m = new RegExp(`^${F} = (\\d+)/____$`).exec(s);
  if (m) {
    const x = Q.int(BigInt(m[3])).over(q(m[1], m[2]));
    if (x.n % x.d !== 0n) {
      throw new Error('no whole-number denominator');
    }
    return x;
  }
  m = /^Which of these fractions is the (greatest|smallest)\?$/.exec(s);
  if (m && question.type === 'mcq') {
    const values = question.options.map((o) => Q.read(o));
    return values.reduce((best, v) =>
      (m![1] === 'greatest' ? best.lt(v) : v.lt(best)) ? v : best,
    );
  }
  m = new RegExp(`^${F} ([+-]) ${F} = (?:\\?|____ \\(in lowest terms\\))$`).exec(s);
  if (m) {
    const [x, y] = [q(m[1], m[2]), q(m[4], m[5])];
    return m[3] === '+' ? x.plus(y) : x.minus(y);
  }
  m = new RegExp(`^A [a-z]+ has ([\\d,]+) [a-z]+\\. What is ${F} of ([\\d,]+)\\?$`).exec(s);
  if (m) {
    if (m[1] !== m[4]) {
      throw new Error('the collection and the question disagree');
    }
    const x = Q.read(m[1]).times(q(m[2], m[3]));
    if (x.n % x.d !== 0n) {
      throw new Error('not a whole number of things');
    }
    return x;
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Q, question: GeneratedQuestion): boolean => {
  if (!/^-?[\d,]+(\/\d+)?$/.test(text)) {
    return false;
  }
  const value = Q.read(text);
  if (question.type === 'fill_blank' && question.stem.includes('lowest terms')) {
    // The accepted answer itself must be in lowest terms.
    if (value.d !== 1n && gcd(value.n, value.d) !== 1n) {
      return false;
    }
  }
  return value.eq(expected);
};

const rules = (question: GeneratedQuestion, { class: cls }: { class: number }): string[] => {
  const all = [question.stem, ...(question.type === 'mcq' ? question.options : [])].join(' ');
  const problems: string[] = [];
  if (cls < 6 && /(^|[^\d])-\d/.test(all.replace(/ - /g, ' '))) {
    problems.push('negative number before class 6');
  }
  if (cls < 6 && /\d\/\d+ [+-] \d+\/\d+/.test(question.stem)) {
    const dens = [...question.stem.matchAll(/\/(\d+)/g)].map((x) => x[1]);
    if (new Set(dens).size > 1) {
      problems.push('unlike denominators before class 6');
    }
  }
  return problems;
};

describe('fractions generator', () => {
  it('agrees with an independent bigint-rational solver over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(fractionsGenerator, { solve, matches, rules });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });

  it('includes the "added numerators and denominators" slip when adding', () => {
    let seen = 0;
    for (let seed = 0; seed < 400; seed++) {
      const question = fractionsGenerator.generate(seed, { class: 7, difficulty: 'hard' });
      const m = /^(\d+)\/(\d+) \+ (\d+)\/(\d+) = \?$/.exec(question.stem);
      if (m && question.type === 'mcq') {
        const slip = q(String(Number(m[1]) + Number(m[3])), String(Number(m[2]) + Number(m[4])));
        expect(question.options.some((o) => Q.read(o).eq(slip))).toBe(true);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});
