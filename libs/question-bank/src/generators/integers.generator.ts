import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { blankAnswers, formatInt, signed } from './format';
import type { GeneratedQuestion } from './types';

const TOPIC = 'integers';
const RELATED = ['Number line', 'Properties of integers', 'Order of operations (BODMAS)'];
const show = formatInt;

/** Largest size of a number, by class and level. */
const size = (ctx: GeneratorContext): number =>
  [20, 50, 100, 250][ctx.level] * (ctx.cls >= 8 ? 2 : 1);

/** A non-zero integer with size up to max, negative with probability 1/2 (or as forced). */
const nonZero = (ctx: GeneratorContext, max: number, sign?: -1 | 1, min = 1): number =>
  ctx.rng.int(min, max) * (sign ?? (ctx.rng.chance(0.5) ? -1 : 1));

const addSubtract = (ctx: GeneratorContext): GeneratedQuestion => {
  const add = ctx.rng.chance(0.5);
  // At least one negative number, and (harder) both.
  const a = nonZero(ctx, size(ctx));
  const b = nonZero(ctx, size(ctx), a > 0 || ctx.level >= 2 ? -1 : undefined);
  const answer = add ? a + b : a - b;
  const op = add ? '+' : '-';
  const expression = `${signed(a)} ${op} ${signed(b)}`;
  const steps = add
    ? [
        a < 0 === b < 0
          ? `Both numbers have the same sign, so add their sizes (${show(Math.abs(a))} + ${show(Math.abs(b))} = ${show(Math.abs(a) + Math.abs(b))}) and keep the sign: ${show(answer)}.`
          : `The signs are different, so subtract the smaller size from the larger (${show(Math.max(Math.abs(a), Math.abs(b)))} - ${show(Math.min(Math.abs(a), Math.abs(b)))} = ${show(Math.abs(answer))}) and take the sign of the number with the larger size: ${show(answer)}.`,
      ]
    : [
        `Subtracting an integer is adding its opposite: ${signed(a)} - ${signed(b)} = ${signed(a)} + ${signed(-b)}.`,
        `${signed(a)} + ${signed(-b)} = ${show(answer)}.`,
      ];
  const common = {
    topic: TOPIC,
    subTopic: add ? 'Adding integers' : 'Subtracting integers',
    steps,
    keyConcepts: add
      ? ['Adding integers with like and unlike signs']
      : ['Subtracting means adding the additive inverse'],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({
      ...common,
      stem: `${expression} = ____`,
      answers: blankAnswers(answer),
    });
  }
  const mistakes: (Mistake | undefined)[] = add
    ? [
        { text: show(-answer), why: 'taking the sign of the wrong number' },
        { text: show(Math.abs(a) + Math.abs(b)), why: 'adding the sizes and ignoring the signs' },
        {
          text: show(-(Math.abs(a) + Math.abs(b))),
          why: 'adding the sizes and keeping the minus sign',
        },
        { text: show(a - b), why: 'subtracting instead of adding' },
      ]
    : [
        { text: show(a + b), why: `not changing the sign of ${signed(b)} when subtracting` },
        { text: show(-answer), why: 'subtracting the wrong way round' },
        { text: show(-(a + b)), why: 'changing both signs' },
        { text: show(Math.abs(a) + Math.abs(b)), why: 'ignoring the signs' },
      ];
  return ctx.mcq({
    ...common,
    stem: `${expression} = ?`,
    correct: show(answer),
    mistakes,
    moreMistakes: (i) => ({
      text: show(answer + 10 * i),
      why: 'miscounting along the number line',
    }),
  });
};

const multiplyDivide = (ctx: GeneratorContext): GeneratedQuestion => {
  const multiply = ctx.rng.chance(0.5);
  const max = [9, 12, 15, 25][ctx.level];
  const x = nonZero(ctx, max, undefined, 2);
  const y = nonZero(ctx, max, x > 0 ? -1 : undefined, 2);
  const [a, b, answer] = multiply ? [x, y, x * y] : [x * y, y, x];
  const op = multiply ? '×' : '÷';
  const expression = `${signed(a)} ${op} ${signed(b)}`;
  const sameSign = a < 0 === b < 0;
  const steps = [
    `${multiply ? 'Multiply' : 'Divide'} the sizes: ${show(Math.abs(a))} ${op} ${show(Math.abs(b))} = ${show(Math.abs(answer))}.`,
    `The signs are ${sameSign ? 'the same' : 'different'}, so the answer is ${sameSign ? 'positive' : 'negative'}: ${show(answer)}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: multiply ? 'Multiplying integers' : 'Dividing integers',
    steps,
    keyConcepts: ['Same signs give a positive, different signs a negative'],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({
      ...common,
      stem: `${expression} = ____`,
      answers: blankAnswers(answer),
    });
  }
  return ctx.mcq({
    ...common,
    stem: `${expression} = ?`,
    correct: show(answer),
    mistakes: [
      { text: show(-answer), why: 'using the wrong sign rule' },
      { text: show(a + b), why: `adding instead of ${multiply ? 'multiplying' : 'dividing'}` },
      { text: show(a - b), why: `subtracting instead of ${multiply ? 'multiplying' : 'dividing'}` },
      multiply ? undefined : { text: show(a * b), why: 'multiplying instead of dividing' },
    ],
    moreMistakes: (i) => ({
      text: show(answer + (answer > 0 ? i : -i) * Math.abs(multiply ? x : 1)),
      why: 'a slip in the times table',
    }),
  });
};

type Template = {
  /** How the stem writes it, from the signed numbers. */
  write: (p: string, q: string, r: string) => string;
  value: (a: number, b: number, c: number) => number;
  /** Worked left to right, ignoring the order of operations. */
  leftToRight: (a: number, b: number, c: number) => number;
  first: string;
};

const TEMPLATES: Template[] = [
  {
    write: (p, q, r) => `${p} × ${q} + ${r}`,
    value: (a, b, c) => a * b + c,
    leftToRight: (a, b, c) => a * b + c,
    first: 'multiply',
  },
  {
    write: (p, q, r) => `${p} × ${q} - ${r}`,
    value: (a, b, c) => a * b - c,
    leftToRight: (a, b, c) => a * b - c,
    first: 'multiply',
  },
  {
    write: (p, q, r) => `${p} - ${q} × ${r}`,
    value: (a, b, c) => a - b * c,
    leftToRight: (a, b, c) => (a - b) * c,
    first: 'multiply',
  },
  {
    write: (p, q, r) => `${p} + ${q} × ${r}`,
    value: (a, b, c) => a + b * c,
    leftToRight: (a, b, c) => (a + b) * c,
    first: 'multiply',
  },
  {
    write: (p, q, r) => `(${p} + ${q}) × ${r}`,
    value: (a, b, c) => (a + b) * c,
    leftToRight: (a, b, c) => a + b * c,
    first: 'bracket',
  },
];

const expression = (ctx: GeneratorContext): GeneratedQuestion => {
  const t = ctx.rng.pick(TEMPLATES);
  const max = ctx.level === 3 ? 15 : 9;
  const a = nonZero(ctx, max, undefined, 2);
  const b = nonZero(ctx, max, -1, 2);
  const c = nonZero(ctx, max, undefined, 2);
  const answer = t.value(a, b, c);
  const text = t.write(signed(a), signed(b), signed(c));
  const inner =
    t.first === 'bracket'
      ? `First the bracket: ${signed(a)} + ${signed(b)} = ${show(a + b)}. Then ${signed(a + b)} × ${signed(c)} = ${show(answer)}.`
      : text.startsWith(`${signed(a)} ×`)
        ? `First multiply: ${signed(a)} × ${signed(b)} = ${show(a * b)}. Then ${signed(a * b)}${text.slice(`${signed(a)} × ${signed(b)}`.length)} = ${show(answer)}.`
        : `First multiply: ${signed(b)} × ${signed(c)} = ${show(b * c)}. Then ${signed(a)}${text.includes(' - ') ? ' -' : ' +'} ${signed(b * c)} = ${show(answer)}.`;
  const subtractsNegative = text.includes(`- ${signed(c)}`) && c < 0;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Order of operations with integers',
    stem: `Find the value of ${text}.`,
    correct: show(answer),
    mistakes: [
      t.leftToRight(a, b, c) !== answer
        ? {
            text: show(t.leftToRight(a, b, c)),
            why: 'working from left to right without following the order of operations',
          }
        : undefined,
      subtractsNegative
        ? { text: show(a * b + c), why: `subtracting ${signed(c)} as if it were ${signed(-c)}` }
        : undefined,
      { text: show(-answer), why: 'losing a minus sign' },
      { text: show(t.value(a, -b, c)), why: `treating ${signed(b)} as positive` },
      { text: show(t.value(-a, b, c)), why: `treating ${signed(a)} as the opposite sign` },
    ],
    moreMistakes: (i) => ({
      text: show(t.value(a, b, -c) + i - 1),
      why: `using the wrong sign for ${signed(c)}`,
    }),
    steps: [inner],
    keyConcepts: ['BODMAS with integers', 'Sign rules for multiplication'],
    relatedTopics: RELATED,
  });
};

const CITIES = ['Leh', 'Shimla', 'Srinagar', 'Gulmarg', 'Manali'];

const temperature = (ctx: GeneratorContext): GeneratedQuestion => {
  const city = ctx.rng.pick(CITIES);
  const kind = ctx.rng.pick(['rise', 'fall', 'difference'] as const);
  const max = [10, 15, 25, 40][ctx.level];
  if (kind === 'difference') {
    const high = ctx.rng.int(1, max);
    const low = -ctx.rng.int(1, max);
    const answer = high - low;
    return ctx.mcq({
      topic: TOPIC,
      subTopic: 'Integers in daily life',
      stem: `On a winter day in ${city} the highest temperature was ${show(high)}°C and the lowest was ${show(low)}°C. By how many degrees did the temperature vary?`,
      correct: `${show(answer)}°C`,
      mistakes: [
        {
          text: `${show(high + low)}°C`,
          why: `working out ${show(high)} + (${show(low)}) instead of ${show(high)} - (${show(low)})`,
        },
        { text: `${show(-answer)}°C`, why: 'subtracting the wrong way round' },
        { text: `${show(-(high + low))}°C`, why: 'subtracting the sizes the wrong way round' },
      ],
      moreMistakes: (i) => ({
        text: `${show(answer + i)}°C`,
        why: 'counting the degrees on the number line and including the start',
      }),
      steps: [
        `Variation = highest - lowest = ${show(high)} - (${show(low)}).`,
        `Subtracting a negative is adding: ${show(high)} + ${show(-low)} = ${show(answer)}°C.`,
      ],
      keyConcepts: ['Subtracting a negative integer', 'Temperatures below zero'],
      relatedTopics: RELATED,
    });
  }
  const rise = kind === 'rise';
  const start = rise ? -ctx.rng.int(1, max) : ctx.rng.int(0, max);
  const change = rise ? ctx.rng.int(1, 2 * max) : start + ctx.rng.int(1, max);
  const end = rise ? start + change : start - change;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Integers in daily life',
    stem: `At 5 am the temperature in ${city} was ${show(start)}°C. By noon it had ${rise ? 'risen' : 'fallen'} by ${show(change)}°C. What was the temperature at noon?`,
    correct: `${show(end)}°C`,
    mistakes: [
      {
        text: `${show(rise ? start - change : start + change)}°C`,
        why: `${rise ? 'subtracting' : 'adding'} the change instead of ${rise ? 'adding' : 'subtracting'} it`,
      },
      { text: `${show(-end)}°C`, why: 'getting the sign of the answer wrong' },
      { text: `${show(Math.abs(start) + change)}°C`, why: 'ignoring the minus sign' },
      {
        text: `${show(-(Math.abs(start) + change))}°C`,
        why: 'adding the sizes and keeping the minus sign',
      },
    ],
    moreMistakes: (i) => ({ text: `${show(end + i)}°C`, why: 'miscounting on the thermometer' }),
    steps: [
      `${rise ? 'A rise' : 'A fall'} of ${show(change)}°C means ${rise ? 'adding' : 'subtracting'} ${show(change)}: ${show(start)} ${rise ? '+' : '-'} ${show(change)} = ${show(end)}.`,
      `So the temperature at noon was ${show(end)}°C.`,
    ],
    keyConcepts: ['Integers on a thermometer', 'Rise means add, fall means subtract'],
    relatedTopics: RELATED,
  });
};

export const integersGenerator = defineGenerator({
  id: 'integers',
  name: 'Integers and sign rules',
  section: 'S2',
  classes: [6, 7, 8, 9],
  topics: [
    'Adding and subtracting integers',
    'Multiplying and dividing integers',
    'Order of operations with integers',
    'Integers in daily life (temperature)',
  ],
  build: (ctx) => {
    const kinds = [addSubtract, temperature];
    if (ctx.cls >= 7) {
      kinds.push(multiplyDivide);
      if (ctx.level >= 2) {
        kinds.push(expression);
      }
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
