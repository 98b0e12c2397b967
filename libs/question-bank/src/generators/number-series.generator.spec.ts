import { numberSeriesGenerator } from './number-series.generator';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

/**
 * Rule families the spec knows, written independently of the generator. Each returns the next
 * term when the sequence fits it, else undefined.
 */
const FAMILIES: Record<string, (xs: bigint[]) => bigint | undefined> = {
  // Finite differences: the first level whose values are all equal (with at least two of them).
  polynomial: (xs) => {
    const levels: bigint[][] = [xs];
    while (levels[levels.length - 1].length > 2) {
      const top = levels[levels.length - 1];
      if (top.every((v) => v === top[0]) && levels.length > 1) {
        break;
      }
      levels.push(top.slice(1).map((v, i) => v - top[i]));
    }
    const top = levels[levels.length - 1];
    if (levels.length === 1 || top.length < 2 || !top.every((v) => v === top[0])) {
      return undefined;
    }
    // Extend each level by one, from the constant row down.
    let add = top[0];
    for (let k = levels.length - 2; k >= 0; k--) {
      add = levels[k][levels[k].length - 1] + add;
    }
    return add;
  },
  geometric: (xs) => {
    if (xs.some((v) => v === 0n)) {
      return undefined;
    }
    const [a, b] = [xs[0], xs[1]];
    // ratio b/a (may be a fraction); every pair must share it.
    if (!xs.slice(1).every((v, i) => v * a === xs[i] * b) || a === b) {
      return undefined;
    }
    const last = xs[xs.length - 1];
    return (last * b) % a === 0n ? (last * b) / a : undefined;
  },
  sumOfTwo: (xs) =>
    xs.length >= 4 && xs.slice(2).every((v, i) => v === xs[i] + xs[i + 1])
      ? xs[xs.length - 1] + xs[xs.length - 2]
      : undefined,
  alternating: (xs) => {
    if (xs.length < 6) {
      return undefined;
    }
    const odd = xs.filter((_, i) => i % 2 === 0);
    const even = xs.filter((_, i) => i % 2 === 1);
    const ap = (ys: bigint[]): boolean => ys.slice(1).every((v, i) => v - ys[i] === ys[1] - ys[0]);
    if (!ap(odd) || !ap(even)) {
      return undefined;
    }
    const mine = xs.length % 2 === 0 ? odd : even;
    return mine[mine.length - 1] + (mine[1] - mine[0]);
  },
};

/** Every distinct next term the known rules predict. */
const predictions = (xs: bigint[]): bigint[] => [
  ...new Set(
    Object.values(FAMILIES)
      .map((f) => f(xs))
      .filter((v): v is bigint => v !== undefined),
  ),
];

const solve = (question: GeneratedQuestion): bigint => {
  let m = /^What is the next number in the series (.+), \.\.\.\?$/.exec(question.stem);
  if (m) {
    const xs = m[1].split(', ').map((t) => BigInt(t.replace(/,/g, '')));
    const p = predictions(xs);
    if (p.length !== 1) {
      throw new Error(`ambiguous or unknown pattern: ${p.join(' / ')}`);
    }
    return p[0];
  }
  m = /^Fill in the missing number: (.+)$/.exec(question.stem);
  if (m) {
    const parts = m[1].split(', ');
    const gap = parts.indexOf('____');
    const known = parts.map((t) => (t === '____' ? 0n : BigInt(t.replace(/,/g, ''))));
    const [left, right] = [known[gap - 1], known[gap + 1]];
    const [lo, hi] = left < right ? [left, right] : [right, left];
    // Try every number between the neighbours; the pattern must fit for exactly one.
    const fits: bigint[] = [];
    for (let x = lo + 1n; x < hi; x++) {
      const xs = known.map((v, i) => (i === gap ? x : v));
      // The full sequence must fit a family: its first terms predict the last.
      const p = predictions(xs.slice(0, -1));
      if (p.length === 1 && p[0] === xs[xs.length - 1]) {
        fits.push(x);
      }
    }
    if (fits.length !== 1) {
      throw new Error(`${fits.length} numbers fit the gap`);
    }
    return fits[0];
  }
  throw new Error('unknown stem');
};

describe('number-series generator', () => {
  it('agrees with an independent rule finder (finite differences, ratios, sums) over 2,400 seeds, never ambiguously', () => {
    const result = checkGenerator(numberSeriesGenerator, {
      solve,
      matches: (text, expected) =>
        /^-?[\d,]+$/.test(text) && BigInt(text.replace(/,/g, '')) === expected,
    });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });

  it('the rule finder knows the families', () => {
    expect(predictions([1n, 4n, 9n, 16n, 25n])).toEqual([36n]);
    expect(predictions([3n, 6n, 12n, 24n, 48n])).toEqual([96n]);
    expect(predictions([2n, 3n, 5n, 8n, 13n, 21n])).toEqual([34n]);
    expect(predictions([1n, 10n, 3n, 20n, 5n, 30n])).toEqual([7n]);
  });
});
