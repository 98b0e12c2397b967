import { placeValueGenerator } from './place-value.generator';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

// The spec's own place table, keyed by the words a stem may use.
const PLACE_POWER: Record<string, number> = {
  one: 0,
  ten: 1,
  hundred: 2,
  thousand: 3,
  'ten thousand': 4,
  lakh: 5,
  'ten lakh': 6,
  crore: 7,
  'ten crore': 8,
};
const powerOf = (word: string): bigint => {
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  const p = PLACE_POWER[singular];
  if (p === undefined) {
    throw new Error(`unknown place ${word}`);
  }
  return 10n ** BigInt(p);
};

const big = (text: string): bigint => BigInt(text.replace(/,/g, ''));

const permutations = (items: string[]): string[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((x, i) =>
        permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]),
      );

/** Reads the stem and answers it by string handling and brute force, not by the generator's arithmetic. */
const solve = (q: GeneratedQuestion): bigint => {
  const s = q.stem;
  let m = /^What is the place value of the digit (\d) in ([\d,]+)\?$/.exec(s);
  if (m) {
    const digits = m[2].replace(/,/g, '');
    const at = digits.indexOf(m[1]);
    if (at < 0 || digits.lastIndexOf(m[1]) !== at) {
      throw new Error('the digit must occur exactly once');
    }
    return BigInt(m[1]) * 10n ** BigInt(digits.length - 1 - at);
  }
  m = /^(?:Which number is (.+)\?|(.+) = ____)$/.exec(s);
  if (m) {
    return (m[1] ?? m[2]).split(' + ').reduce((sum, term) => {
      const t = /^(\d+) ([a-z ]+)$/.exec(term);
      if (!t) {
        throw new Error(`term ${term}`);
      }
      return sum + BigInt(t[1]) * powerOf(t[2]);
    }, 0n);
  }
  m = /^Which number comes just (after|before) ([\d,]+)\?$/.exec(s);
  if (m) {
    return big(m[2]) + (m[1] === 'after' ? 1n : -1n);
  }
  m =
    /^Using each of the digits (.+) exactly once, what is the (smallest|largest) (\d)-digit number you can make\?$/.exec(
      s,
    );
  if (m) {
    const ds = m[1].split(/, | and /);
    const made = permutations(ds)
      .filter((p) => p[0] !== '0' && p.length === Number(m![3]))
      .map((p) => BigInt(p.join('')));
    return made.reduce((a, b) => ((m![2] === 'smallest' ? b < a : b > a) ? b : a));
  }
  m = /^Round ([\d,]+) to the nearest ([a-z ]+)\.$/.exec(s);
  if (m) {
    const n = big(m[1]);
    const unit = powerOf(m[2]);
    let best = 0n;
    for (let k = n / unit - 1n; k <= n / unit + 2n; k++) {
      const candidate = k * unit;
      const d = (x: bigint): bigint => (x < n ? n - x : x - n);
      if (d(candidate) < d(best) || (d(candidate) === d(best) && candidate > best)) {
        best = candidate;
      }
    }
    return best;
  }
  throw new Error('unknown stem');
};

describe('place-value generator', () => {
  it('agrees with an independent solver over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(placeValueGenerator, {
      solve,
      matches: (text, expected) => /^[\d,]+$/.test(text) && big(text) === expected,
      rules: (q, { class: cls }) =>
        /-\d/.test(q.stem) ? [`negative number for class ${cls}`] : [],
    });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });

  it('writes large numbers the Indian way', () => {
    const q = placeValueGenerator.generate(7, { class: 7, difficulty: 'very_hard' });
    expect(q.stem).toMatch(/\d{1,2}(,\d{2})+,\d{3}/);
  });

  it('refuses a class it does not suit and a bad seed', () => {
    expect(() => placeValueGenerator.generate(1, { class: 9, difficulty: 'easy' })).toThrow(
      RangeError,
    );
    expect(() => placeValueGenerator.generate(-1, { class: 3, difficulty: 'easy' })).toThrow(
      RangeError,
    );
    expect(() => placeValueGenerator.generate(1.5, { class: 3, difficulty: 'easy' })).toThrow(
      RangeError,
    );
  });
});
