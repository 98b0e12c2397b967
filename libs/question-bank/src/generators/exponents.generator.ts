import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { blankAnswers, formatDecimal, formatFraction, formatInt, sup } from './format';
import { Fraction, gcd } from './fraction';
import type { GeneratedQuestion } from './types';

const TOPIC = 'exponents-and-powers';
const RELATED = ['Laws of exponents', 'Standard form', 'Prime factorisation', 'Squares and cubes'];

/** "2⁵", "(-3)³". */
const power = (base: number, exp: number): string => `${base < 0 ? `(${base})` : base}${sup(exp)}`;
const bigPow = (base: number, exp: number): bigint => BigInt(base) ** BigInt(exp);
/** Two power texts are the same answer when they are the same number. */
const sameValue = (a: string, b: string): boolean => {
  const read = (t: string): bigint | undefined => {
    const m = /^\(?(-?\d+)\)?([⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(t);
    if (!m) {
      return undefined;
    }
    const exp = Number(m[2].replace(/./g, (c) => String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c))));
    return bigPow(Number(m[1]), exp);
  };
  const [x, y] = [read(a), read(b)];
  return x !== undefined && x === y;
};

const evaluate = (ctx: GeneratorContext): GeneratedQuestion => {
  const negative = ctx.level >= 1 && ctx.rng.chance(0.4);
  const size = ctx.rng.int(2, [5, 6, 9, 12][ctx.level]);
  const base = negative ? -size : size;
  const exp = ctx.rng.int(
    2,
    Math.max(2, Math.min([3, 4, 5, 6][ctx.level], Math.floor(Math.log(100000) / Math.log(size)))),
  );
  const value = Number(bigPow(base, exp));
  const steps = [
    `${power(base, exp)} means ${exp} factors of ${base < 0 ? `(${base})` : base} multiplied together: ${Array.from({ length: exp }, () => (base < 0 ? `(${base})` : String(base))).join(' × ')}.`,
    ...(base < 0
      ? [
          `An ${exp % 2 === 0 ? 'even' : 'odd'} number of negative factors gives a ${exp % 2 === 0 ? 'positive' : 'negative'} answer.`,
        ]
      : []),
    `${power(base, exp)} = ${formatInt(value)}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: 'Powers of a number',
    steps,
    keyConcepts: [
      'Base and exponent',
      'Repeated multiplication',
      ...(base < 0 ? ['Sign of a power of a negative number'] : []),
    ],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({
      ...common,
      stem: `${power(base, exp)} = ____`,
      answers: blankAnswers(value),
    });
  }
  return ctx.mcq({
    ...common,
    stem: `What is the value of ${power(base, exp)}?`,
    correct: formatInt(value),
    mistakes: [
      {
        text: formatInt(base * exp),
        why: `multiplying the base by the exponent (${base} × ${exp})`,
      },
      base < 0 ? { text: formatInt(-value), why: 'getting the sign wrong' } : undefined,
      base > 0
        ? {
            text: formatInt(Number(bigPow(exp, base))),
            why: `swapping the base and the exponent (${exp}${sup(base)})`,
          }
        : undefined,
      { text: formatInt(Number(bigPow(base, exp - 1))), why: 'multiplying one factor too few' },
      { text: formatInt(Number(bigPow(base, exp + 1))), why: 'multiplying one factor too many' },
    ],
    moreMistakes: (i) => ({
      text: formatInt(Number(bigPow(base, exp + 1 + i))),
      why: 'multiplying too many factors',
    }),
  });
};

const laws = (ctx: GeneratorContext): GeneratedQuestion => {
  const kind = ctx.rng.pick(
    ctx.level === 3 ? (['mixed'] as const) : (['product', 'quotient', 'power'] as const),
  );
  const a = ctx.rng.int(2, [5, 7, 9, 9][ctx.level]);
  const m = ctx.rng.int(2, 5 + 2 * ctx.level);
  const n = ctx.rng.int(2, 4 + ctx.level);
  let stem: string;
  let result: number;
  let steps: string[];
  const mistakes: (Mistake | undefined)[] = [];
  if (kind === 'product') {
    result = m + n;
    stem = `Simplify ${power(a, m)} × ${power(a, n)}.`;
    steps = [
      `Same base, so add the exponents: ${m} + ${n} = ${result}, and ${power(a, m)} × ${power(a, n)} = ${power(a, result)}.`,
    ];
    mistakes.push(
      { text: power(a, m * n), why: 'multiplying the exponents instead of adding them' },
      { text: power(a * a, m + n), why: 'multiplying the bases as well' },
      { text: power(a * a, m * n), why: 'multiplying both the bases and the exponents' },
    );
  } else if (kind === 'quotient') {
    const big = m + n;
    result = m;
    stem = `Simplify ${power(a, big)} ÷ ${power(a, n)}.`;
    steps = [
      `Same base, so subtract the exponents: ${big} - ${n} = ${result}, and ${power(a, big)} ÷ ${power(a, n)} = ${power(a, result)}.`,
    ];
    mistakes.push(
      big % n === 0
        ? { text: power(a, big / n), why: 'dividing the exponents instead of subtracting them' }
        : undefined,
      { text: power(a, big + n), why: 'adding the exponents' },
      { text: power(1, result), why: 'dividing the bases as well' },
      { text: power(a, big * n), why: 'multiplying the exponents' },
    );
  } else if (kind === 'power') {
    result = m * n;
    stem = `Simplify (${power(a, m)})${sup(n)}.`;
    steps = [
      `A power of a power, so multiply the exponents: ${m} × ${n} = ${result}, and (${power(a, m)})${sup(n)} = ${power(a, result)}.`,
    ];
    mistakes.push(
      { text: power(a, m + n), why: 'adding the exponents instead of multiplying' },
      m ** n <= 99
        ? { text: power(a, m ** n), why: `raising the exponent to a power (${m}${sup(n)})` }
        : undefined,
      { text: power(a * n, m), why: `multiplying the base by ${n}` },
    );
  } else {
    // (a^p)^q × a^r ÷ a^s
    const p = ctx.rng.int(2, 4);
    const q = ctx.rng.int(2, 3);
    const r = ctx.rng.int(2, 6);
    const s = ctx.rng.int(2, p * q + r - 1);
    result = p * q + r - s;
    stem = `Simplify (${power(a, p)})${sup(q)} × ${power(a, r)} ÷ ${power(a, s)}.`;
    steps = [
      `(${power(a, p)})${sup(q)} = ${power(a, p * q)} (multiply the exponents).`,
      `${power(a, p * q)} × ${power(a, r)} = ${power(a, p * q + r)} (add the exponents).`,
      `${power(a, p * q + r)} ÷ ${power(a, s)} = ${power(a, result)} (subtract the exponents).`,
    ];
    mistakes.push(
      p + q + r - s > 0
        ? {
            text: power(a, p + q + r - s),
            why: 'adding the exponents in the bracket instead of multiplying',
          }
        : undefined,
      p * q * r - s > 0
        ? { text: power(a, p * q * r - s), why: 'multiplying the exponents of the product as well' }
        : undefined,
      { text: power(a, p * q + r + s), why: 'adding the exponent of the divisor' },
    );
  }
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Laws of exponents',
    stem,
    correct: power(a, result),
    mistakes,
    moreMistakes: (i) => ({ text: power(a, result + i), why: 'a slip when adding the exponents' }),
    sameValue,
    steps,
    keyConcepts: ['aᵐ × aⁿ = aᵐ⁺ⁿ', 'aᵐ ÷ aⁿ = aᵐ⁻ⁿ', '(aᵐ)ⁿ = aᵐⁿ'],
    relatedTopics: RELATED,
  });
};

const zeroAndNegative = (ctx: GeneratorContext): GeneratedQuestion => {
  if (ctx.rng.chance(0.4)) {
    const a = ctx.rng.int(2, 99);
    const b = ctx.rng.int(2, 9);
    const e = ctx.rng.int(2, 3);
    const value = b ** e;
    return ctx.mcq({
      topic: TOPIC,
      subTopic: 'Zero exponent',
      stem: `What is the value of ${power(a, 0)} × ${power(b, e)}?`,
      correct: formatInt(value),
      mistakes: [
        { text: '0', why: `taking ${power(a, 0)} as 0` },
        { text: formatInt(a * value), why: `taking ${power(a, 0)} as ${a}` },
        { text: formatInt(b * e), why: `working out ${power(b, e)} as ${b} × ${e}` },
      ],
      moreMistakes: (i) => ({ text: formatInt(b ** (e + i)), why: 'multiplying too many factors' }),
      steps: [
        `Any non-zero number to the power 0 is 1, so ${power(a, 0)} = 1.`,
        `1 × ${power(b, e)} = ${formatInt(value)}.`,
      ],
      keyConcepts: ['a⁰ = 1 for a ≠ 0'],
      relatedTopics: RELATED,
    });
  }
  let p = ctx.rng.int(1, 5);
  const q = ctx.rng.int(2, 7);
  if (gcd(p, q) !== 1 || p === q) {
    p = 1;
  }
  const e = ctx.rng.int(1, ctx.level >= 2 ? 3 : 2);
  // The base is a whole number q or a fraction p/q.
  const whole = ctx.rng.chance(0.5);
  const base = whole ? Fraction.of(q) : Fraction.of(p, q);
  const given = whole ? `${q}${sup(-e)}` : `(${p}/${q})${sup(-e)}`;
  const flippedBase = whole ? `1/${q}` : `${q}/${p}`.replace(/\/1$/, '');
  const value = Fraction.of(base.den ** e, base.num ** e);
  const ignored = Fraction.of(base.num ** e, base.den ** e);
  const show = formatFraction;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Negative exponents',
    stem: `What is the value of ${given}?`,
    correct: show(value),
    mistakes: [
      { text: show(ignored), why: 'ignoring the minus sign in the exponent' },
      { text: show(ignored.neg()), why: 'thinking a negative exponent makes the number negative' },
      { text: show(base.mul(-e)), why: `multiplying the base by -${e}` },
      { text: show(value.neg()), why: 'turning it over and also making it negative' },
    ],
    moreMistakes: (i) => ({
      text: show(Fraction.of(base.den ** (e + i), base.num ** (e + i))),
      why: 'multiplying too many factors',
    }),
    steps: [
      `A negative exponent means turn the base over: ${given} = ${flippedBase.includes('/') ? `(${flippedBase})` : flippedBase}${sup(e)}.`,
      `${flippedBase.includes('/') ? `(${flippedBase})` : flippedBase}${sup(e)} = ${show(value)}.`,
    ],
    keyConcepts: ['a⁻ⁿ = 1/aⁿ', '(a/b)⁻ⁿ = (b/a)ⁿ'],
    relatedTopics: RELATED,
  });
};

const standardForm = (ctx: GeneratorContext): GeneratedQuestion => {
  const small = ctx.cls >= 8 && ctx.level >= 2 && ctx.rng.chance(0.5);
  const mantissaDigits = ctx.rng.int(1, 3);
  let digits = String(ctx.rng.int(10 ** (mantissaDigits - 1), 10 ** mantissaDigits - 1));
  if (mantissaDigits > 1 && digits.endsWith('0')) {
    digits = `${digits.slice(0, -1)}${ctx.rng.int(1, 9)}`;
  }
  const mantissa = Fraction.of(Number(digits), 10 ** (digits.length - 1));
  const exp = small ? -ctx.rng.int(2, 6) : ctx.rng.int(digits.length + 2, 7 + ctx.level);
  const value = exp >= 0 ? mantissa.mul(10 ** exp) : mantissa.div(10 ** -exp);
  const sf = (e: number, m: Fraction = mantissa): string => `${formatDecimal(m)} × 10${sup(e)}`;
  const zeros = small ? -exp - 1 : exp - (digits.length - 1);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Standard form',
    stem: `Write ${formatDecimal(value)} in standard form.`,
    correct: sf(exp),
    mistakes: [
      zeros !== exp && zeros !== 0
        ? { text: sf(small ? -zeros : zeros), why: 'counting only the zeros' }
        : undefined,
      { text: sf(exp - 1), why: 'moving the decimal point one place too few' },
      { text: sf(exp + 1), why: 'moving the decimal point one place too many' },
      { text: sf(-exp), why: 'getting the sign of the exponent wrong' },
    ],
    moreMistakes: (i) => ({ text: sf(exp + 1 + i), why: 'moving the decimal point too far' }),
    steps: [
      `Standard form is k × 10ⁿ with 1 ≤ k < 10, so k = ${formatDecimal(mantissa)}.`,
      small
        ? `The decimal point moves ${-exp} places to the right to get ${formatDecimal(mantissa)}, so n = ${exp}.`
        : `The decimal point moves ${exp} places to the left to get ${formatDecimal(mantissa)}, so n = ${exp}.`,
      `${formatDecimal(value)} = ${sf(exp)}.`,
    ],
    keyConcepts: ['Standard form k × 10ⁿ with 1 ≤ k < 10'],
    relatedTopics: RELATED,
  });
};

export const exponentsGenerator = defineGenerator({
  id: 'exponents',
  name: 'Exponents and powers',
  section: 'S2',
  classes: [7, 8, 9, 10],
  topics: [
    'Powers of a number',
    'Laws of exponents',
    'Zero and negative exponents',
    'Standard form',
  ],
  build: (ctx) => {
    const kinds = [evaluate, laws, standardForm];
    if (ctx.cls >= 8) {
      kinds.push(zeroAndNegative);
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
