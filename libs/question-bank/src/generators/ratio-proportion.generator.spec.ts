import { ratioProportionGenerator } from './ratio-proportion.generator';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

type Answer =
  | { kind: 'ratio'; p: bigint; q: bigint }
  | { kind: 'number'; value: bigint; prefix: string; suffix: string };

const big = (t: string): bigint => BigInt(t.replace(/,/g, ''));
const hcf = (a: bigint, b: bigint): bigint => {
  // Subtraction form of Euclid, unlike the generator's remainder form.
  let [x, y] = [a, b];
  while (x !== y) {
    if (x > y) {
      x -= y;
    } else {
      y -= x;
    }
  }
  return x;
};
const lowest = (p: bigint, q: bigint): Answer => ({
  kind: 'ratio',
  p: p / hcf(p, q),
  q: q / hcf(p, q),
});
const UNIT_SIZE: Record<string, bigint> = {
  hours: 60n,
  hour: 60n,
  m: 100n,
  kg: 1000n,
  rupees: 100n,
  rupee: 100n,
  litres: 1000n,
  litre: 1000n,
};
const N = '([\\d,]+)';

const solve = (question: GeneratedQuestion): Answer => {
  const s = question.stem;
  let m = new RegExp(`^Express ${N} : ${N} in its simplest form\\.$`).exec(s);
  if (m) {
    return lowest(big(m[1]), big(m[2]));
  }
  m = new RegExp(
    `^Find the ratio of ${N} [a-zA-Z]+ to ${N} ([a-zA-Z]+), in its simplest form\\.$`,
  ).exec(s);
  if (m) {
    return lowest(big(m[1]), big(m[2]) * UNIT_SIZE[m[3]]);
  }
  m = new RegExp(
    `^₹${N} is divided between (\\w+) and (\\w+) in the ratio (\\d+) : (\\d+)\\. How much does (\\w+) get\\?$`,
  ).exec(s);
  if (m) {
    // Brute force: the share whose parts fit the ratio exactly.
    const total = big(m[1]);
    const [x, y] = [big(m[4]), big(m[5])];
    for (let unit = 1n; unit <= total; unit++) {
      if (unit * (x + y) === total) {
        return { kind: 'number', value: unit * (m[6] === m[2] ? x : y), prefix: '₹', suffix: '' };
      }
    }
    throw new Error('the total does not split into whole rupees');
  }
  m = new RegExp(`^If (\\d+) (.+) cost ₹${N}, what do (\\d+) (.+) cost\\?$`).exec(s);
  if (m) {
    const value = (big(m[3]) * big(m[4])) / big(m[1]);
    if (value * big(m[1]) !== big(m[3]) * big(m[4])) {
      throw new Error('not whole rupees');
    }
    return { kind: 'number', value, prefix: '₹', suffix: '' };
  }
  m =
    /^(\d+) workers can finish a job in (\d+) days\. Working at the same rate, how many days will (\d+) workers take\?$/.exec(
      s,
    );
  if (m) {
    if ((big(m[1]) * big(m[2])) % big(m[3]) !== 0n) {
      throw new Error('not a whole number of days');
    }
    return {
      kind: 'number',
      value: (big(m[1]) * big(m[2])) / big(m[3]),
      prefix: '',
      suffix: ' days',
    };
  }
  m = new RegExp(`^(?:If )?(\\d+) : (\\d+) = (?:x|____) : ${N}(?:, what is x\\?)?$`).exec(s);
  if (m) {
    if ((big(m[1]) * big(m[3])) % big(m[2]) !== 0n) {
      throw new Error('no whole-number term');
    }
    return { kind: 'number', value: (big(m[1]) * big(m[3])) / big(m[2]), prefix: '', suffix: '' };
  }
  m = /^If A : B = (\d+) : (\d+) and B : C = (\d+) : (\d+), what is A : C\?$/.exec(s);
  if (m) {
    // A/C = (A/B) * (B/C).
    return lowest(big(m[1]) * big(m[3]), big(m[2]) * big(m[4]));
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Answer): boolean => {
  if (expected.kind === 'ratio') {
    const m = /^([\d,]+) : ([\d,]+)$/.exec(text);
    return m !== null && big(m[1]) === expected.p && big(m[2]) === expected.q;
  }
  if (!text.startsWith(expected.prefix) || !text.endsWith(expected.suffix)) {
    return false;
  }
  const core = text.slice(expected.prefix.length, text.length - expected.suffix.length);
  return /^[\d,]+$/.test(core) && big(core) === expected.value;
};

describe('ratio-proportion generator', () => {
  it('agrees with an independent solver over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(ratioProportionGenerator, { solve, matches });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });
});
