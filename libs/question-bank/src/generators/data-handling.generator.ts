import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatDecimal, formatInt } from './format';
import { Fraction } from './fraction';
import type { GeneratedQuestion } from './types';

const TOPIC = 'data-handling';
const RELATED = ['Arranging data in order', 'Bar graphs', 'Frequency tables'];
const num = (x: Fraction): string => formatDecimal(x);
const val = (x: Fraction | number, why: string): Mistake | undefined => {
  const f = typeof x === 'number' ? Fraction.of(x) : x;
  return f.isTerminating() ? { text: num(f), why } : undefined;
};

const CONTEXTS = [
  'marks scored by some students in a test',
  'runs scored by a batter in some matches',
  'numbers of books read by some children in a month',
  'heights of some plants in centimetres',
  'numbers of visitors to a museum on some days',
];

const range = (ctx: GeneratorContext): [number, number] =>
  [
    [1, 20],
    [10, 50],
    [10, 100],
    [20, 200],
  ][ctx.level] as [number, number];

const listOf = (ctx: GeneratorContext, n: number): number[] => {
  const [lo, hi] = range(ctx);
  return Array.from({ length: n }, () => ctx.rng.int(lo, hi));
};

const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
const medianOf = (xs: number[]): Fraction => {
  const s = sorted(xs);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? Fraction.of(s[mid]) : Fraction.of(s[mid - 1] + s[mid], 2);
};
const middleUnsorted = (xs: number[]): Fraction => {
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 === 1 ? Fraction.of(xs[mid]) : Fraction.of(xs[mid - 1] + xs[mid], 2);
};

const stemFor = (ctx: GeneratorContext, xs: number[], measure: string): string =>
  `The ${ctx.rng.pick(CONTEXTS)} are ${xs.map(formatInt).join(', ')}. What is the ${measure}?`;

const mean = (ctx: GeneratorContext): GeneratedQuestion => {
  const n = ctx.level >= 2 ? ctx.rng.pick([4, 5, 8, 10]) : ctx.rng.int(4, 7);
  const xs = listOf(ctx, n);
  if (ctx.level < 2) {
    // A whole-number mean: take the remainder off the largest value.
    const r = sum(xs) % n;
    const big = xs.indexOf(Math.max(...xs));
    xs[big] -= r;
  }
  const total = sum(xs);
  const answer = Fraction.of(total, n);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Mean (average)',
    stem: stemFor(ctx, xs, 'mean'),
    correct: num(answer),
    mistakes: [
      val(
        Fraction.of(total, n - 1),
        `dividing by ${n - 1} instead of ${n} (miscounting the values)`,
      ),
      val(total, 'adding the values but not dividing'),
      val(medianOf(xs), 'finding the median (middle value) instead'),
      val(
        Fraction.of(Math.max(...xs) + Math.min(...xs), 2),
        'averaging only the largest and smallest values',
      ),
      val(Fraction.of(total, n + 1), `dividing by ${n + 1} instead of ${n}`),
    ],
    moreMistakes: (i) => val(answer.add(i), 'an addition slip in the total'),
    steps: [
      `Add the values: ${xs.map(formatInt).join(' + ')} = ${formatInt(total)}.`,
      `There are ${n} values, so mean = ${formatInt(total)} ÷ ${n} = ${num(answer)}.`,
    ],
    keyConcepts: ['Mean = sum of the values ÷ number of values'],
    relatedTopics: RELATED,
  });
};

const median = (ctx: GeneratorContext): GeneratedQuestion => {
  const even = ctx.cls >= 8 && ctx.level >= 2;
  const n = even ? ctx.rng.pick([6, 8]) : ctx.rng.pick([5, 7, 9]);
  const [lo, hi] = range(ctx);
  // Distinct values, so that neighbouring positions give different (wrong) answers.
  let xs = ctx.rng.sample(
    Array.from({ length: hi - lo + 1 }, (_, i) => lo + i),
    n,
  );
  // Make the "middle of the unsorted list" slip give a different answer.
  for (let attempt = 0; attempt < 20 && middleUnsorted(xs).equals(medianOf(xs)); attempt++) {
    xs = ctx.rng.shuffle(xs);
  }
  const s = sorted(xs);
  const answer = medianOf(xs);
  const mid = Math.floor(n / 2);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Median',
    stem: stemFor(ctx, xs, 'median'),
    correct: num(answer),
    mistakes: [
      val(middleUnsorted(xs), 'taking the middle value without arranging the data in order'),
      even ? val(s[mid - 1], 'taking only the first of the two middle values') : undefined,
      even ? val(s[mid], 'taking only the second of the two middle values') : undefined,
      val(Fraction.of(sum(xs), n), 'finding the mean instead'),
      val(s[mid + 1], 'counting one place too far'),
      val(
        Fraction.of(s[0] + s[n - 1], 2),
        'taking halfway between the smallest and largest values',
      ),
      val(s[mid - (even ? 2 : 1)], 'counting one place too few'),
    ],
    moreMistakes: (i) => val(s[Math.max(0, mid - 1 - i)], 'counting to the wrong position'),
    steps: [
      `Arrange in order: ${s.map(formatInt).join(', ')}.`,
      even
        ? `There are ${n} values, so the median is the mean of the ${mid}th and ${mid + 1}th: (${formatInt(s[mid - 1])} + ${formatInt(s[mid])}) ÷ 2 = ${num(answer)}.`
        : `There are ${n} values, so the median is the ${mid + 1}th value: ${formatInt(s[mid])}.`,
    ],
    keyConcepts: [
      'Median = middle value of the data in order',
      'For an even count, the mean of the two middle values',
    ],
    relatedTopics: RELATED,
  });
};

const mode = (ctx: GeneratorContext): GeneratedQuestion => {
  const n = ctx.rng.int(6, 9);
  const [lo, hi] = range(ctx);
  const times = ctx.level >= 2 ? 3 : 2;
  const modeValue = ctx.rng.int(lo, hi);
  const xs = Array.from({ length: times }, () => modeValue);
  const counts = new Map<number, number>([[modeValue, times]]);
  while (xs.length < n) {
    const v = ctx.rng.int(lo, hi);
    // Others appear fewer times than the mode (at most twice when the mode appears three times).
    if ((counts.get(v) ?? 0) + 1 < times) {
      counts.set(v, (counts.get(v) ?? 0) + 1);
      xs.push(v);
    }
  }
  const shuffled = ctx.rng.shuffle(xs);
  const largest = Math.max(...xs);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Mode',
    stem: stemFor(ctx, shuffled, 'mode'),
    correct: formatInt(modeValue),
    mistakes: [
      val(times, `giving how many times it appears (${times}) instead of the value`),
      val(largest, 'picking the largest value'),
      val(medianOf(xs), 'finding the median instead'),
      val(shuffled[0], 'picking the first value'),
      val(Fraction.of(sum(xs), n), 'finding the mean instead'),
    ],
    moreMistakes: (i) =>
      val(
        sorted([...new Set(xs)].filter((v) => v !== modeValue))[i - 1] ?? modeValue,
        'picking a value that appears less often',
      ),
    steps: [
      `Count each value: ${[...counts.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(
          ([v, c]) =>
            `${formatInt(v)} appears ${c === 1 ? 'once' : c === 2 ? 'twice' : `${c} times`}`,
        )
        .join(', ')}.`,
      `${formatInt(modeValue)} appears most often, so the mode is ${formatInt(modeValue)}.`,
    ],
    keyConcepts: ['Mode = the value that occurs most often'],
    relatedTopics: RELATED,
  });
};

const rangeQuestion = (ctx: GeneratorContext): GeneratedQuestion => {
  const xs = listOf(ctx, ctx.rng.int(5, 8));
  const [hi, lo] = [Math.max(...xs), Math.min(...xs)];
  if (hi === lo) {
    xs[0] += 1;
  }
  const [H, L] = [Math.max(...xs), Math.min(...xs)];
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Range',
    stem: stemFor(ctx, xs, 'range'),
    correct: formatInt(H - L),
    mistakes: [
      val(
        Math.abs(xs[xs.length - 1] - xs[0]),
        'subtracting the first value from the last without ordering',
      ),
      val(H, 'giving the largest value'),
      val(H + L, 'adding the largest and smallest values'),
      val(H - L + 1, 'counting the values from the smallest to the largest'),
    ],
    moreMistakes: (i) => val(H - L + 1 + i, 'a subtraction slip'),
    steps: [
      `Largest value = ${formatInt(H)}, smallest value = ${formatInt(L)}.`,
      `Range = ${formatInt(H)} - ${formatInt(L)} = ${formatInt(H - L)}.`,
    ],
    keyConcepts: ['Range = largest value - smallest value'],
    relatedTopics: RELATED,
  });
};

const missingValue = (ctx: GeneratorContext): GeneratedQuestion => {
  const n = ctx.rng.int(4, 7);
  const m = ctx.rng.int(...range(ctx));
  let known = listOf(ctx, n - 1);
  // The missing value must be positive.
  while (m * n - sum(known) <= 0) {
    known = known.map((x) => Math.max(1, x - 5));
  }
  const answer = m * n - sum(known);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Mean: finding a missing value',
    stem: `The mean of ${n} numbers is ${formatInt(m)}. ${n - 1 === 1 ? 'One of them is' : `${n - 1} of them are`} ${known.map(formatInt).join(', ')}. What is the remaining number?`,
    correct: formatInt(answer),
    mistakes: [
      val(m * (n - 1) - sum(known), `multiplying the mean by ${n - 1} instead of ${n}`),
      val(m, 'giving the mean itself'),
      val(m * n, 'stopping at the total'),
      val(Fraction.of(sum(known), n - 1), 'finding the mean of the numbers given'),
    ],
    moreMistakes: (i) => val(answer + i, 'an addition slip'),
    steps: [
      `Total of all ${n} numbers = mean × count = ${formatInt(m)} × ${n} = ${formatInt(m * n)}.`,
      `Total of the ${n - 1} given = ${formatInt(sum(known))}.`,
      `Remaining number = ${formatInt(m * n)} - ${formatInt(sum(known))} = ${formatInt(answer)}.`,
    ],
    keyConcepts: ['Sum = mean × number of values'],
    relatedTopics: RELATED,
  });
};

export const dataHandlingGenerator = defineGenerator({
  id: 'data-handling',
  name: 'Data handling: mean, median, mode',
  section: 'S3',
  classes: [5, 6, 7, 8, 9, 10],
  topics: ['Mean', 'Median', 'Mode', 'Range', 'Finding a missing value from the mean'],
  build: (ctx) => {
    const kinds = [mean];
    if (ctx.cls >= 6) {
      kinds.push(mode, rangeQuestion);
    }
    if (ctx.cls >= 7) {
      kinds.push(median);
    }
    if (ctx.cls >= 8 && ctx.level >= 1) {
      kinds.push(missingValue);
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
