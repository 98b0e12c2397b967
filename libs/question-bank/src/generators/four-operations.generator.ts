import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { blankAnswers, formatInt } from './format';
import type { Rng } from './prng';
import {
  PLACE_NAMES,
  addWithoutCarrying,
  addWritingColumnSums,
  borrowWithoutReducing,
  dropInnerZeros,
  multiplyWithoutCarrying,
  multiplyWithoutShifting,
  subtractSmallerFromLarger,
} from './slips';
import type { GeneratedQuestion } from './types';

const TOPIC = 'four-operations';

const digitAt = (n: number, i: number): number => Math.floor(n / 10 ** i) % 10;
const columnName = (i: number): string => PLACE_NAMES[i] ?? `column ${i + 1}`;
const numDigits = (n: number): number => String(n).length;

/** "ones: 9 + 4 = 13, write 3 and carry 1; tens: 8 + 2 + 1 carried = 11, ..." */
const additionColumns = (a: number, b: number): string => {
  const parts: string[] = [];
  let carry = 0;
  for (let i = 0; i < Math.max(numDigits(a), numDigits(b)); i++) {
    const [x, y] = [digitAt(a, i), digitAt(b, i)];
    const total = x + y + carry;
    const out = total >= 10 ? 1 : 0;
    parts.push(
      `${columnName(i)}: ${x} + ${y}${carry ? ' + 1 carried' : ''} = ${total}${out ? `, write ${total % 10} and carry 1` : ''}`,
    );
    carry = out;
  }
  return `Column by column: ${parts.join('; ')}.`;
};

/** "ones: 6 + 10 borrowed - 8 = 8; tens: 0 (less 1 lent) + 10 borrowed - 8 = 1; ..." */
const subtractionColumns = (a: number, b: number): string => {
  const parts: string[] = [];
  let lent = 0;
  for (let i = 0; i < numDigits(a); i++) {
    const [x, y] = [digitAt(a, i), digitAt(b, i)];
    const top = x - lent;
    const borrow = top < y ? 1 : 0;
    const result = top + 10 * borrow - y;
    if (i < numDigits(a) - 1 || result !== 0 || i === 0) {
      parts.push(
        `${columnName(i)}: ${x}${lent ? ' (less 1 lent)' : ''}${borrow ? ' + 10 borrowed' : ''} - ${y} = ${result}`,
      );
    }
    lent = borrow;
  }
  return `Column by column: ${parts.join('; ')}.`;
};

/** "ones: 7 × 3 = 21, write 1 and carry 2; tens: 4 × 3 + 2 carried = 14, ..." */
const multiplicationColumns = (a: number, m: number): string => {
  const parts: string[] = [];
  let carry = 0;
  for (let i = 0; i < numDigits(a); i++) {
    const x = digitAt(a, i);
    const total = x * m + carry;
    const last = i === numDigits(a) - 1;
    parts.push(
      `${columnName(i)}: ${x} × ${m}${carry ? ` + ${carry} carried` : ''} = ${total}${!last && total >= 10 ? `, write ${total % 10} and carry ${Math.floor(total / 10)}` : ''}`,
    );
    carry = Math.floor(total / 10);
  }
  return `Digit by digit: ${parts.join('; ')}.`;
};

/** The long-division trace: "73 ÷ 8 = 9, 8 × 9 = 72, 73 - 72 = 1; bring down 6: 16 ÷ 8 = 2, ...". */
const longDivisionSteps = (dividend: number, divisor: number): string => {
  const parts: string[] = [];
  let current = 0;
  let started = false;
  const digits = String(dividend).split('').map(Number);
  digits.forEach((d, i) => {
    current = current * 10 + d;
    if (!started && current < divisor && i < digits.length - 1) {
      return;
    }
    const q = Math.floor(current / divisor);
    const left = current - q * divisor;
    parts.push(
      `${started ? `bring down ${d}: ` : ''}${formatInt(current)} ÷ ${formatInt(divisor)} goes ${q} time${q === 1 ? '' : 's'}, ${formatInt(divisor)} × ${q} = ${formatInt(q * divisor)}, ${formatInt(current)} - ${formatInt(q * divisor)} = ${formatInt(left)}`,
    );
    started = true;
    current = left;
  });
  return `Long division: ${parts.join('; ')}.`;
};

/** Digits of each number in + and - by class (easy uses one digit fewer). */
const ADD_DIGITS: Record<number, number> = { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 7, 7: 7 };

/** [digits of the multiplicand, digits of the multiplier] by class and level. */
const MUL_SHAPE: Record<number, [number, number][]> = {
  3: [
    [2, 1],
    [2, 1],
    [3, 1],
    [2, 2],
  ],
  4: [
    [3, 1],
    [2, 2],
    [3, 2],
    [3, 2],
  ],
  5: [
    [3, 2],
    [3, 2],
    [4, 2],
    [3, 3],
  ],
  6: [
    [3, 2],
    [4, 2],
    [4, 3],
    [5, 3],
  ],
  7: [
    [3, 2],
    [4, 2],
    [4, 3],
    [5, 3],
  ],
};

/** [digits of the divisor, digits of the quotient] by class and level. */
const DIV_SHAPE: Record<number, [number, number][]> = {
  3: [
    [1, 1],
    [1, 2],
    [1, 2],
    [1, 3],
  ],
  4: [
    [1, 2],
    [1, 3],
    [1, 3],
    [2, 2],
  ],
  5: [
    [1, 3],
    [2, 2],
    [2, 3],
    [2, 3],
  ],
  6: [
    [2, 2],
    [2, 3],
    [2, 3],
    [3, 3],
  ],
  7: [
    [2, 2],
    [2, 3],
    [2, 3],
    [3, 3],
  ],
};

/**
 * Two n-digit numbers whose column sums carry exactly where `pattern` says (pattern[i]: column i,
 * counted from the ones, carries into the next).
 */
const numbersWithCarries = (rng: Rng, pattern: boolean[]): [number, number] => {
  let a = 0;
  let b = 0;
  let carry = 0;
  for (let i = 0; i < pattern.length; i++) {
    const low = i === pattern.length - 1 ? 1 : 0;
    const pairs: [number, number][] = [];
    for (let x = low; x <= 9; x++) {
      for (let y = low; y <= 9; y++) {
        if (x + y + carry >= 10 === pattern[i]) {
          pairs.push([x, y]);
        }
      }
    }
    const [x, y] = rng.pick(pairs);
    a += x * 10 ** i;
    b += y * 10 ** i;
    carry = pattern[i] ? 1 : 0;
  }
  return [a, b];
};

/** Which columns carry (or borrow): none when easy, one when medium, two or more when hard, all when very hard. */
const carryPattern = (ctx: GeneratorContext, n: number): boolean[] => {
  // Class 1 keeps answers below 100: the top column never carries.
  const columns = ctx.cls === 1 ? n - 1 : n;
  const pattern = Array.from({ length: n }, () => false);
  if (ctx.level === 0 || columns === 0) {
    return pattern;
  }
  if (ctx.level === 3) {
    return pattern.map((_, i) => i < columns);
  }
  const count =
    ctx.level === 1 ? 1 : Math.max(1, Math.min(columns, ctx.rng.int(2, Math.max(2, columns))));
  for (const i of ctx.rng.sample(
    Array.from({ length: columns }, (_, i) => i),
    count,
  )) {
    pattern[i] = true;
  }
  return pattern;
};

const SUM_CONCEPTS = ['Adding column by column from the ones', 'Carrying a ten to the next column'];
const DIFF_CONCEPTS = [
  'Subtracting column by column from the ones',
  'Borrowing from the next column',
];

const addition = (ctx: GeneratorContext): GeneratedQuestion => {
  const n = Math.max(1, ADD_DIGITS[ctx.cls] - (ctx.level === 0 ? 1 : 0));
  const [a, b] = numbersWithCarries(ctx.rng, carryPattern(ctx, n));
  const sum = a + b;
  const [A, B, S] = [a, b, sum].map(formatInt);
  const steps = [
    `Write ${A} and ${B} one below the other, ones under ones.`,
    additionColumns(a, b),
    `${A} + ${B} = ${S}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: 'Addition',
    steps,
    keyConcepts: SUM_CONCEPTS,
    relatedTopics: ['Place value', 'Estimation'],
  };
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({ ...common, stem: `${A} + ${B} = ____`, answers: blankAnswers(sum) });
  }
  return ctx.mcq({
    ...common,
    stem: ctx.rng.chance(0.5) ? `What is ${A} + ${B}?` : `Find the sum of ${A} and ${B}.`,
    correct: S,
    mistakes: [
      { text: formatInt(addWithoutCarrying(a, b)), why: 'forgetting to carry' },
      {
        text: formatInt(addWritingColumnSums(a, b)),
        why: 'writing each column total in full instead of carrying',
      },
      { text: formatInt(Math.abs(a - b)), why: 'subtracting instead of adding' },
      a >= 10
        ? { text: formatInt(a + b * 10), why: 'writing the second number one column too far left' }
        : undefined,
      { text: formatInt(sum + 1), why: 'counting on one too many' },
      { text: formatInt(sum - 1), why: 'counting on from the first number itself (one too few)' },
    ],
    moreMistakes: (i) => ({ text: formatInt(sum + i * 10), why: 'carrying one ten too many' }),
  });
};

const subtraction = (ctx: GeneratorContext): GeneratedQuestion => {
  const n = Math.max(1, ADD_DIGITS[ctx.cls] - (ctx.level === 0 ? 1 : 0));
  let a: number;
  let b: number;
  if (ctx.level === 3 && n >= 3) {
    // Borrowing across zeros: 5,003 - 1,278.
    const units = ctx.rng.int(0, 7);
    const lead = ctx.rng.int(2, 9);
    a = lead * 10 ** (n - 1) + units;
    b = ctx.rng.int(10 ** (n - 2), lead * 10 ** (n - 1) - 1);
    b = b - (b % 10) + ctx.rng.int(units + 1, 9);
  } else {
    const [x, y] = numbersWithCarries(ctx.rng, carryPattern(ctx, n));
    a = x + y;
    b = x;
  }
  const diff = a - b;
  const [A, B, D] = [a, b, diff].map(formatInt);
  const steps = [
    `Write ${B} under ${A}, ones under ones.`,
    subtractionColumns(a, b),
    `${A} - ${B} = ${D}.`,
    `Check: ${D} + ${B} = ${A}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: 'Subtraction',
    steps,
    keyConcepts: DIFF_CONCEPTS,
    relatedTopics: ['Place value', 'Addition'],
  };
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({ ...common, stem: `${A} - ${B} = ____`, answers: blankAnswers(diff) });
  }
  return ctx.mcq({
    ...common,
    stem: ctx.rng.chance(0.5) ? `What is ${A} - ${B}?` : `Subtract ${B} from ${A}.`,
    correct: D,
    mistakes: [
      {
        text: formatInt(subtractSmallerFromLarger(a, b)),
        why: 'taking the smaller digit from the larger in every column',
      },
      {
        text: formatInt(borrowWithoutReducing(a, b)),
        why: 'borrowing without reducing the next digit',
      },
      { text: formatInt(a + b), why: 'adding instead of subtracting' },
      a - b * 10 > 0
        ? { text: formatInt(a - b * 10), why: 'writing the smaller number one column too far left' }
        : undefined,
      { text: formatInt(diff + 1), why: 'counting back one too few' },
      diff > 1 ? { text: formatInt(diff - 1), why: 'counting back one too many' } : undefined,
    ],
    moreMistakes: (i) => ({
      text: formatInt(diff + i * 10),
      why: 'forgetting a borrow in the tens',
    }),
  });
};

const multiplication = (ctx: GeneratorContext): GeneratedQuestion => {
  const [da, db] = MUL_SHAPE[ctx.cls][ctx.level];
  let a: number;
  let b: number;
  if (db === 1 && ctx.level === 0) {
    // No carrying: every digit times the multiplier stays below 10.
    b = ctx.rng.int(2, 4);
    a = 0;
    for (let i = 0; i < da; i++) {
      a += ctx.rng.int(i === da - 1 ? 1 : 0, Math.floor(9 / b)) * 10 ** i;
    }
  } else {
    a = ctx.rng.int(10 ** (da - 1), 10 ** da - 1);
    b = ctx.rng.int(Math.max(2, 10 ** (db - 1)), 10 ** db - 1);
    if (db > 1 && b % 10 === 0) {
      b += ctx.rng.int(1, 9);
    }
  }
  const product = a * b;
  const [A, B, P] = [a, b, product].map(formatInt);
  const steps =
    db === 1
      ? [multiplicationColumns(a, b), `${A} × ${b} = ${P}.`]
      : [
          ...String(b)
            .split('')
            .reverse()
            .map(
              (d, i) =>
                `${A} × ${formatInt(Number(d) * 10 ** i)} = ${formatInt(a * Number(d) * 10 ** i)}.`,
            ),
          `Add the partial products: ${A} × ${B} = ${P}.`,
        ];
  const common = {
    topic: TOPIC,
    subTopic: 'Multiplication',
    steps,
    keyConcepts: [
      'Multiplying by each digit of the multiplier',
      'Partial products shifted by place value',
    ],
    relatedTopics: ['Multiplication tables', 'Place value'],
  };
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({ ...common, stem: `${A} × ${B} = ____`, answers: blankAnswers(product) });
  }
  return ctx.mcq({
    ...common,
    stem: ctx.rng.chance(0.5) ? `What is ${A} × ${B}?` : `Find the product of ${A} and ${B}.`,
    correct: P,
    mistakes: [
      db === 1
        ? { text: formatInt(multiplyWithoutCarrying(a, b)), why: 'forgetting to carry' }
        : {
            text: formatInt(multiplyWithoutShifting(a, b)),
            why: 'not shifting the partial products one place left',
          },
      {
        text: formatInt(a * (b - 1)),
        why: `multiplying by ${formatInt(b - 1)} (one group too few)`,
      },
      { text: formatInt(product * 10), why: 'writing an extra zero' },
      { text: formatInt(a + b), why: 'adding instead of multiplying' },
    ],
    moreMistakes: (i) => ({
      text: formatInt(a * (b + i)),
      why: `multiplying by ${formatInt(b + i)} (too many groups)`,
    }),
  });
};

const division = (ctx: GeneratorContext): GeneratedQuestion => {
  const [dd, dq] = DIV_SHAPE[ctx.cls][ctx.level];
  const divisor = ctx.rng.int(Math.max(2, 10 ** (dd - 1)), 10 ** dd - 1);
  let quotient = ctx.rng.int(Math.max(2, 10 ** (dq - 1)), 10 ** dq - 1);
  if (ctx.level >= 2 && dq >= 3 && ctx.rng.chance(0.6)) {
    // A zero inside the quotient (a step where the divisor does not go).
    const s = String(quotient).split('');
    s[ctx.rng.int(1, dq - 2)] = '0';
    quotient = Number(s.join(''));
  }
  const withRemainder = ctx.cls >= 4 && ctx.level >= 2;
  const remainder = withRemainder ? ctx.rng.int(1, divisor - 1) : 0;
  const dividend = divisor * quotient + remainder;
  const [N, M, Qt] = [dividend, divisor, quotient].map(formatInt);
  const steps = [
    longDivisionSteps(dividend, divisor),
    `${M} × ${Qt} = ${formatInt(divisor * quotient)}${withRemainder ? `, and ${N} - ${formatInt(divisor * quotient)} = ${formatInt(remainder)}, which is less than ${M}` : ''}.`,
    withRemainder
      ? `Check: ${M} × ${Qt} + ${formatInt(remainder)} = ${N}.`
      : `So ${N} ÷ ${M} = ${Qt}. Check: ${Qt} × ${M} = ${N}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: withRemainder ? 'Division with remainder' : 'Division',
    steps,
    keyConcepts: [
      'Long division',
      'Dividend = divisor × quotient + remainder',
      'The remainder is less than the divisor',
    ],
    relatedTopics: ['Multiplication', 'Factors and multiples'],
  };
  if (withRemainder) {
    const show = (q: number, r: number): string =>
      `Quotient ${formatInt(q)}, remainder ${formatInt(r)}`;
    const mistakes: (Mistake | undefined)[] = [
      {
        text: show(quotient - 1, remainder + divisor),
        why: 'stopping one step early, leaving a remainder bigger than the divisor',
      },
      {
        text: show(quotient, divisor - remainder),
        why: 'giving how much more is needed for another group as the remainder',
      },
      dropInnerZeros(quotient) !== quotient
        ? {
            text: show(dropInnerZeros(quotient), remainder),
            why: 'leaving out the 0 in the quotient',
          }
        : undefined,
      remainder !== quotient
        ? { text: show(remainder, quotient), why: 'swapping the quotient and the remainder' }
        : undefined,
    ];
    return ctx.mcq({
      ...common,
      stem: `Divide ${N} by ${M}. What are the quotient and the remainder?`,
      correct: show(quotient, remainder),
      mistakes,
      moreMistakes: (i) => ({
        text: show(quotient + i, remainder),
        why: 'guessing a quotient digit too big',
      }),
    });
  }
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({
      ...common,
      stem: `${N} ÷ ${M} = ____`,
      answers: blankAnswers(quotient),
    });
  }
  return ctx.mcq({
    ...common,
    stem: ctx.rng.chance(0.5) ? `What is ${N} ÷ ${M}?` : `Divide ${N} by ${M}.`,
    correct: Qt,
    mistakes: [
      dropInnerZeros(quotient) !== quotient
        ? { text: formatInt(dropInnerZeros(quotient)), why: 'leaving out the 0 in the quotient' }
        : undefined,
      { text: formatInt(quotient * 10), why: 'writing an extra 0 in the quotient' },
      { text: formatInt(quotient + 1), why: 'guessing the last quotient digit one too big' },
      { text: formatInt(quotient - 1), why: 'guessing the last quotient digit one too small' },
    ],
    moreMistakes: (i) => ({
      text: formatInt(quotient + 10 * i),
      why: 'guessing the tens digit of the quotient too big',
    }),
  });
};

export const fourOperationsGenerator = defineGenerator({
  id: 'four-operations',
  name: 'The four operations',
  section: 'S2',
  classes: [1, 2, 3, 4, 5, 6, 7],
  topics: [
    'Addition with and without carrying',
    'Subtraction with and without borrowing',
    'Multiplication',
    'Division (exact and with remainder)',
  ],
  build: (ctx) => {
    const kinds =
      ctx.cls <= 2 ? [addition, subtraction] : [addition, subtraction, multiplication, division];
    return ctx.rng.pick(kinds)(ctx);
  },
});
