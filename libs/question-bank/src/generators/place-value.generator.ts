import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatInt } from './format';
import { PLACE_NAMES, placeCount, placeUnit } from './slips';
import type { GeneratedQuestion } from './types';

/** Largest number of digits a class works with (class 1: up to 99; class 6: crores). */
const CLASS_DIGITS: Record<number, number> = { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 8, 7: 9 };

const digitCount = (ctx: GeneratorContext): number =>
  Math.min(9, Math.max(2, CLASS_DIGITS[ctx.cls] + [-1, 0, 0, 1][ctx.level]));

const TOPIC = 'place-value';
const RELATED = ['Indian place value chart', 'Expanded form', 'Comparing numbers'];

/** A number with `digits` digits, the digit at `power` set to `digit` and no other digit equal to it. */
const numberWithUniqueDigit = (
  ctx: GeneratorContext,
  digits: number,
  power: number,
  digit: number,
): number => {
  let n = 0;
  for (let p = digits - 1; p >= 0; p--) {
    let d: number;
    if (p === power) {
      d = digit;
    } else {
      const choices = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
        (x) => x !== digit && (p < digits - 1 || x !== 0),
      );
      d = ctx.rng.pick(choices);
    }
    n = n * 10 + d;
  }
  return n;
};

const placeValueOfDigit = (ctx: GeneratorContext): GeneratedQuestion => {
  const digits = digitCount(ctx);
  // Harder questions ask about higher places.
  const low = ctx.level >= 2 ? Math.max(1, digits - 3) : 1;
  const power = ctx.rng.int(low, digits - 1);
  const digit = ctx.rng.int(1, 9);
  const n = numberWithUniqueDigit(ctx, digits, power, digit);
  const value = digit * 10 ** power;
  const mistakes: Mistake[] = [
    {
      text: formatInt(digit),
      why: 'giving the face value (the digit itself) instead of its place value',
    },
    {
      text: formatInt(n % 10 ** (power + 1)),
      why: 'reading the digit together with all the digits after it',
    },
    { text: formatInt(value * 10), why: 'counting one place too many' },
    { text: formatInt(value / 10), why: 'counting one place too few' },
  ];
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Place value and face value',
    stem: `What is the place value of the digit ${digit} in ${formatInt(n)}?`,
    correct: formatInt(value),
    mistakes,
    moreMistakes: (i) =>
      power + 1 + i < 16
        ? { text: formatInt(value * 10 ** (i + 1)), why: 'counting places from the wrong end' }
        : undefined,
    steps: [
      `In ${formatInt(n)}, the digit ${digit} is in the ${PLACE_NAMES[power]} place.`,
      `Place value = face value × value of the place = ${digit} × ${formatInt(10 ** power)} = ${formatInt(value)}.`,
    ],
    keyConcepts: [
      'Place value = face value × value of its place',
      'Face value is the digit itself',
    ],
    relatedTopics: RELATED,
  });
};

const composeFromPlaces = (ctx: GeneratorContext): GeneratedQuestion => {
  const digits = digitCount(ctx);
  const ds: number[] = [];
  for (let p = 0; p < digits; p++) {
    // From medium on, some places are empty (a zero placeholder).
    const zero = p < digits - 1 && digits >= 3 && ctx.level >= 1 && ctx.rng.chance(0.35);
    ds.push(zero ? 0 : ctx.rng.int(1, 9));
  }
  if (ds.filter((d) => d !== 0).length < 2) {
    ds[0] = ctx.rng.int(1, 9);
  }
  if (ctx.level >= 1 && digits >= 3 && !ds.slice(0, -1).includes(0)) {
    ds[ctx.rng.int(1, digits - 2)] = 0;
  }
  const n = ds.reduce((sum, d, p) => sum + d * 10 ** p, 0);
  let terms = ds
    .map((d, p) => ({ d, p }))
    .filter((t) => t.d !== 0)
    .reverse();
  if (ctx.level === 3) {
    terms = ctx.rng.shuffle(terms);
  }
  const expression = terms.map((t) => placeCount(t.d, t.p)).join(' + ');
  const listed = Number(terms.map((t) => t.d).join(''));
  const steps = [
    `Write each part as a number: ${terms.map((t) => `${placeCount(t.d, t.p)} = ${formatInt(t.d * 10 ** t.p)}`).join('; ')}.`,
    `Add them: ${terms.map((t) => formatInt(t.d * 10 ** t.p)).join(' + ')} = ${formatInt(n)}.`,
  ];
  if (ds.includes(0)) {
    steps.splice(1, 0, 'A place that is not mentioned gets the digit 0.');
  }
  const common = {
    topic: TOPIC,
    subTopic: 'Expanded form',
    steps,
    keyConcepts: ['Expanded form', 'Zero as a placeholder'],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.3)) {
    return ctx.fillBlank({
      ...common,
      stem: `${expression} = ____`,
      answers: String(n) === formatInt(n) ? [String(n)] : [String(n), formatInt(n)],
    });
  }
  const top = terms.reduce((a, b) => (b.p > a.p ? b : a));
  const bottom = terms.reduce((a, b) => (b.p < a.p ? b : a));
  return ctx.mcq({
    ...common,
    stem: `Which number is ${expression}?`,
    correct: formatInt(n),
    mistakes: [
      {
        text: formatInt(listed),
        why: 'writing the digits side by side, without zeros for the empty places',
      },
      {
        text: formatInt(n + top.d * 9 * 10 ** top.p),
        why: `writing the ${PLACE_NAMES[top.p]} one place too high`,
      },
      bottom.p > 0
        ? {
            text: formatInt(n - (bottom.d * 9 * 10 ** bottom.p) / 10),
            why: `writing the ${PLACE_NAMES[bottom.p]} one place too low`,
          }
        : undefined,
      terms.length === 2 && bottom.p === 0
        ? {
            text: formatInt(bottom.d * 10 ** top.p + top.d),
            why: `swapping the ${PLACE_NAMES[top.p]} and the ones`,
          }
        : undefined,
      {
        text: formatInt(terms.reduce((sum, t) => sum + t.d, 0)),
        why: 'adding the digits instead of their values',
      },
    ],
    moreMistakes: (i) => {
      const t = terms[(i - 1) % terms.length];
      return i <= terms.length
        ? {
            text: formatInt(n + t.d * 9 * 10 ** t.p),
            why: `writing the ${PLACE_NAMES[t.p]} one place too high`,
          }
        : undefined;
    },
  });
};

const nextOrPrevious = (ctx: GeneratorContext): GeneratedQuestion => {
  const max = 10 ** CLASS_DIGITS[ctx.cls] - 1;
  const after = ctx.rng.chance(0.5);
  // From medium on the number crosses a ten or a hundred (ends in 9 going up, in 0 going down).
  const trailing = Math.min(ctx.level, CLASS_DIGITS[ctx.cls] - 1);
  const unit = 10 ** trailing;
  let n: number;
  if (after) {
    n = ctx.rng.int(1, Math.floor((max - unit) / unit)) * unit + (unit - 1);
    if (trailing === 0) {
      n = ctx.rng.int(11, max - 1);
    }
  } else {
    n = ctx.rng.int(1, Math.floor(max / unit)) * unit;
    if (trailing === 0) {
      n = ctx.rng.int(11, max);
    }
  }
  const answer = after ? n + 1 : n - 1;
  const last = n % 10;
  const mistakes: (Mistake | undefined)[] = after
    ? [
        last === 9
          ? {
              text: formatInt(Number(`${Math.floor(n / 10)}10`)),
              why: 'writing 9 + 1 = 10 in the ones place',
            }
          : undefined,
        { text: formatInt(n - 1), why: 'giving the number just before' },
        { text: formatInt(n + 10), why: 'adding one ten instead of one' },
        { text: formatInt(n + 100), why: 'adding one hundred instead of one' },
      ]
    : [
        last === 0
          ? {
              text: formatInt(n + 9),
              why: 'changing the 0 in the ones place to 9 without reducing the tens',
            }
          : undefined,
        { text: formatInt(n + 1), why: 'giving the number just after' },
        n - 10 > 0
          ? { text: formatInt(n - 10), why: 'taking away one ten instead of one' }
          : undefined,
        { text: formatInt(n + 10), why: 'adding one ten instead of taking away one' },
      ];
  return ctx.mcq({
    topic: 'number-sense',
    subTopic: after ? 'Successor' : 'Predecessor',
    stem: `Which number comes just ${after ? 'after' : 'before'} ${formatInt(n)}?`,
    correct: formatInt(answer),
    mistakes,
    steps: [
      after
        ? `The number just after a number is one more: ${formatInt(n)} + 1 = ${formatInt(answer)}.`
        : `The number just before a number is one less: ${formatInt(n)} - 1 = ${formatInt(answer)}.`,
    ],
    keyConcepts: [after ? 'Successor = number + 1' : 'Predecessor = number - 1'],
    relatedTopics: ['Counting', 'Number line'],
  });
};

const arrangeDigits = (ctx: GeneratorContext): GeneratedQuestion => {
  const count = Math.min(6, Math.max(4, CLASS_DIGITS[ctx.cls] - 2 + (ctx.level >= 2 ? 1 : 0)));
  const pool = ctx.rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], count);
  if (ctx.level >= 1 && ctx.rng.chance(0.7)) {
    pool[ctx.rng.int(0, count - 1)] = 0;
  }
  const smallest = ctx.rng.chance(0.5);
  const asc = [...pool].sort((a, b) => a - b);
  const desc = [...asc].reverse();
  const firstNonZero = asc.findIndex((d) => d !== 0);
  const small = [asc[firstNonZero], ...asc.filter((_, i) => i !== firstNonZero)];
  const toNum = (ds: number[]): number => Number(ds.join(''));
  const swapLast = (ds: number[]): number[] => [
    ...ds.slice(0, -2),
    ds[ds.length - 1],
    ds[ds.length - 2],
  ];
  const answer = toNum(smallest ? small : desc);
  const listed = pool.join(', ').replace(/, (\d)$/, ' and $1');
  const mistakes: (Mistake | undefined)[] = smallest
    ? [
        pool.includes(0)
          ? {
              text: formatInt(toNum(asc)),
              why: `putting 0 first (which leaves only a ${count - 1}-digit number)`,
            }
          : undefined,
        { text: formatInt(toNum(desc)), why: 'making the largest number instead' },
        { text: formatInt(toNum(swapLast(small))), why: 'swapping the last two digits' },
        {
          text: formatInt(toNum(pool[0] === 0 ? small : pool)),
          why: 'writing the digits in the order given',
        },
      ]
    : [
        { text: formatInt(toNum(small)), why: 'making the smallest number instead' },
        { text: formatInt(toNum(swapLast(desc))), why: 'swapping the last two digits' },
        {
          text: formatInt(toNum(pool[0] === 0 ? desc : pool)),
          why: 'writing the digits in the order given',
        },
      ];
  return ctx.mcq({
    topic: 'number-sense',
    subTopic: 'Forming numbers from digits',
    stem: `Using each of the digits ${listed} exactly once, what is the ${smallest ? 'smallest' : 'largest'} ${count}-digit number you can make?`,
    correct: formatInt(answer),
    mistakes,
    moreMistakes: (i) => {
      // Swapping one more neighbouring pair, further left each time.
      const base = smallest ? small : desc;
      const j = base.length - 2 - i;
      if (j < (smallest ? 1 : 0)) {
        return undefined;
      }
      const ds = [...base];
      [ds[j], ds[j + 1]] = [ds[j + 1], ds[j]];
      return {
        text: formatInt(toNum(ds)),
        why: 'putting two neighbouring digits in the wrong order',
      };
    },
    steps: smallest
      ? [
          `For the smallest number, put the smaller digits in the higher places: ${asc.join(', ')}.`,
          ...(pool.includes(0)
            ? [
                `A number cannot begin with 0, so start with the smallest non-zero digit ${small[0]} and put 0 next.`,
              ]
            : []),
          `The smallest ${count}-digit number is ${formatInt(answer)}.`,
        ]
      : [
          `For the largest number, put the larger digits in the higher places: ${desc.join(', ')}.`,
          `The largest ${count}-digit number is ${formatInt(answer)}.`,
        ],
    keyConcepts: [
      'Greater digits in higher places make a greater number',
      'A number does not start with 0',
    ],
    relatedTopics: ['Comparing numbers', 'Place value'],
  });
};

const ROUND_PLACES = [1, 2, 3, 4, 5];

const rounding = (ctx: GeneratorContext): GeneratedQuestion => {
  const digits = Math.max(3, digitCount(ctx));
  const maxPower = Math.min(digits - 1, ROUND_PLACES[ROUND_PLACES.length - 1]);
  const power = ctx.rng.int(1, Math.min(maxPower, 1 + ctx.level));
  const place = 10 ** power;
  let n = ctx.rng.int(10 ** (digits - 1), 10 ** digits - 1);
  // Very hard: the digit that decides is exactly 5 (with nothing after it), or a 9 that carries.
  if (ctx.level === 3) {
    n = Math.floor(n / place) * place + (ctx.rng.chance(0.5) ? place / 2 : place - place / 10);
  }
  if (n % place === 0) {
    n += place / 2 + 1;
  }
  const down = Math.floor(n / place) * place;
  const up = down + place;
  const answer = n - down >= up - n ? up : down;
  const other = answer === up ? down : up;
  const nearest = (p: number): number => Math.floor((n + p / 2) / p) * p;
  const name = placeUnit(power);
  return ctx.mcq({
    topic: 'number-sense',
    subTopic: 'Rounding off',
    stem: `Round ${formatInt(n)} to the nearest ${name}.`,
    correct: formatInt(answer),
    mistakes: [
      {
        text: formatInt(other),
        why: `rounding ${answer === up ? 'down' : 'up'} instead of ${answer === up ? 'up' : 'down'}`,
      },
      power > 1
        ? {
            text: formatInt(nearest(place / 10)),
            why: `rounding to the nearest ${placeUnit(power - 1)} instead`,
          }
        : undefined,
      nearest(place * 10) > 0
        ? {
            text: formatInt(nearest(place * 10)),
            why: `rounding to the nearest ${placeUnit(power + 1)} instead`,
          }
        : undefined,
      { text: formatInt(n - (n % place)), why: 'just replacing the last digits with zeros' },
    ],
    moreMistakes: (i) => ({
      text: formatInt(answer + i * place * (answer === up ? 1 : -1)),
      why: 'moving too many steps along the number line',
    }),
    steps: [
      `${formatInt(n)} lies between ${formatInt(down)} and ${formatInt(up)}.`,
      `The part after the ${name}s is ${formatInt(n - down)}; half a ${name} is ${formatInt(place / 2)}.`,
      n - down >= place / 2
        ? `${formatInt(n - down)} is ${n - down === place / 2 ? 'exactly half' : 'more than half'}, so round up to ${formatInt(up)}.`
        : `${formatInt(n - down)} is less than half, so round down to ${formatInt(down)}.`,
    ],
    keyConcepts: ['Rounding to the nearest ten, hundred, thousand', 'Half or more rounds up'],
    relatedTopics: ['Estimation', 'Number line'],
  });
};

export const placeValueGenerator = defineGenerator({
  id: 'place-value',
  name: 'Place value and number sense',
  section: 'S2',
  classes: [1, 2, 3, 4, 5, 6, 7],
  topics: [
    'Place value and face value',
    'Expanded form',
    'Successor and predecessor',
    'Forming the smallest and largest number from digits',
    'Rounding off',
  ],
  build: (ctx) => {
    const kinds = [placeValueOfDigit, composeFromPlaces];
    if (ctx.cls <= 3) {
      kinds.push(nextOrPrevious);
    }
    if (ctx.cls >= 3) {
      kinds.push(arrangeDigits);
    }
    if (ctx.cls >= 4) {
      kinds.push(rounding);
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
