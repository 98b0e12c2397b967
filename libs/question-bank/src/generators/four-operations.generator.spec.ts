import { fourOperationsGenerator } from './four-operations.generator';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

type Answer = { value: bigint } | { quotient: bigint; remainder: bigint };

const big = (text: string): bigint => BigInt(text.replace(/,/g, ''));
const N = '([\\d,]+)';

/** Reads the operation back out of the stem and computes it with bigints. */
const solve = (q: GeneratedQuestion): Answer => {
  const s = q.stem;
  const patterns: [RegExp, (a: bigint, b: bigint) => Answer][] = [
    [new RegExp(`^(?:What is )?${N} \\+ ${N}(?:\\?| = ____)$`), (a, b) => ({ value: a + b })],
    [new RegExp(`^Find the sum of ${N} and ${N}\\.$`), (a, b) => ({ value: a + b })],
    [new RegExp(`^(?:What is )?${N} - ${N}(?:\\?| = ____)$`), (a, b) => ({ value: a - b })],
    [new RegExp(`^Subtract ${N} from ${N}\\.$`), (b, a) => ({ value: a - b })],
    [new RegExp(`^(?:What is )?${N} × ${N}(?:\\?| = ____)$`), (a, b) => ({ value: a * b })],
    [new RegExp(`^Find the product of ${N} and ${N}\\.$`), (a, b) => ({ value: a * b })],
    [
      new RegExp(`^Divide ${N} by ${N}\\. What are the quotient and the remainder\\?$`),
      (a, b) => ({ quotient: a / b, remainder: a % b }),
    ],
    [new RegExp(`^(?:What is )?${N} ÷ ${N}(?:\\?| = ____)$`), (a, b) => ({ value: a / b })],
    [new RegExp(`^Divide ${N} by ${N}\\.$`), (a, b) => ({ value: a / b })],
  ];
  for (const [re, f] of patterns) {
    const m = re.exec(s);
    if (m) {
      const [a, b] = [big(m[1]), big(m[2])];
      const answer = f(a, b);
      if ('value' in answer && (s.includes('÷') || s.startsWith('Divide')) && a % b !== 0n) {
        throw new Error('division with no remainder asked but it does not divide');
      }
      if ('value' in answer && answer.value < 0n) {
        throw new Error('negative answer');
      }
      return answer;
    }
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Answer): boolean => {
  if ('quotient' in expected) {
    const m = /^Quotient ([\d,]+), remainder ([\d,]+)$/.exec(text);
    return m !== null && big(m[1]) === expected.quotient && big(m[2]) === expected.remainder;
  }
  return /^[\d,]+$/.test(text) && big(text) === expected.value;
};

/** Carries (or borrows) counted the schoolbook way, written here independently. */
const columnEvents = (a: bigint, b: bigint, op: '+' | '-'): number => {
  let count = 0;
  let carry = 0n;
  let x = a;
  let y = b;
  while (x > 0n || y > 0n) {
    const [dx, dy] = [x % 10n, y % 10n];
    if (op === '+') {
      carry = dx + dy + carry >= 10n ? 1n : 0n;
    } else {
      carry = dx - carry < dy ? 1n : 0n;
    }
    count += Number(carry);
    x /= 10n;
    y /= 10n;
  }
  return count;
};

const rules = (q: GeneratedQuestion, { difficulty }: { difficulty: string }): string[] => {
  const add = /([\d,]+) \+ ([\d,]+)|sum of ([\d,]+) and ([\d,]+)/.exec(q.stem);
  const sub = /([\d,]+) - ([\d,]+)/.exec(q.stem);
  const from = /Subtract ([\d,]+) from ([\d,]+)/.exec(q.stem);
  let events: number | undefined;
  if (add) {
    events = columnEvents(big(add[1] ?? add[3]), big(add[2] ?? add[4]), '+');
  } else if (sub) {
    events = columnEvents(big(sub[1]), big(sub[2]), '-');
  } else if (from) {
    events = columnEvents(big(from[2]), big(from[1]), '-');
  }
  if (events === undefined) {
    return [];
  }
  if (difficulty === 'easy' && events !== 0) {
    return [`easy question carries or borrows: ${q.stem}`];
  }
  if (difficulty !== 'easy' && events === 0) {
    return [`${difficulty} question needs no carrying or borrowing: ${q.stem}`];
  }
  return [];
};

describe('four-operations generator', () => {
  it('agrees with an independent bigint solver over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(fourOperationsGenerator, { solve, matches, rules });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });

  it('keeps class 1 sums below 100 and class 1-2 to addition and subtraction', () => {
    for (let seed = 0; seed < 300; seed++) {
      for (const cls of [1, 2]) {
        const q = fourOperationsGenerator.generate(seed, { class: cls, difficulty: 'very_hard' });
        expect(q.stem).not.toMatch(/[×÷]|product|Divide/);
        if (cls === 1 && q.type === 'mcq') {
          const answer = q.options['ABCD'.indexOf(q.answer)];
          expect(big(answer)).toBeLessThan(100n);
        }
      }
    }
  });
});
