import { defineGenerator, type GeneratorContext } from './build';
import { blankAnswers, formatDecimal, formatInt } from './format';
import { Fraction } from './fraction';
import type { GeneratedQuestion } from './types';

const TOPIC = 'decimals';
const RELATED = [
  'Place value in decimals',
  'Fractions with denominators 10, 100, 1000',
  'Money and measurement',
];
const show = formatDecimal;
const d = (n: number, places: number): Fraction => Fraction.of(n, 10 ** places);
const placesOf = (x: Fraction): number => (x.toPlainDecimal().split('.')[1] ?? '').length;
/** The digits with the point removed: 12.6 -> 126. */
const digitsOnly = (x: Fraction): number => Number(x.toPlainDecimal().replace('.', ''));

/** A decimal with exactly `places` decimal places (last digit not 0) and whole part below `maxWhole`. */
const decimal = (ctx: GeneratorContext, places: number, maxWhole: number): Fraction => {
  const whole = ctx.rng.int(0, maxWhole - 1);
  let frac = ctx.rng.int(1, 10 ** places - 1);
  if (frac % 10 === 0) {
    frac += ctx.rng.int(1, 9);
  }
  return Fraction.of(whole * 10 ** places + frac, 10 ** places);
};

const PLACE = ['', 'tenths', 'hundredths', 'thousandths'];

const fractionToDecimal = (ctx: GeneratorContext): GeneratedQuestion => {
  const k = Math.min(ctx.cls >= 5 ? 3 : 2, 1 + ctx.level);
  const denominator = 10 ** k;
  // Harder: a numerator with fewer digits than the zeros, so zeros follow the point (7/1000).
  const numerator =
    ctx.level >= 2
      ? ctx.rng.int(1, 10 ** (k - 1) - 1) || 1
      : ctx.rng.int(1, denominator * (ctx.level + 1) - 1);
  const n = numerator % 10 === 0 ? numerator + 1 : numerator;
  const value = d(n, k);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Decimal fractions',
    stem: `Write ${formatInt(n)}/${formatInt(denominator)} as a decimal.`,
    correct: show(value),
    mistakes: [
      { text: show(d(n, k - 1)), why: 'moving the point one place too few' },
      { text: show(d(n, k + 1)), why: 'moving the point one place too many' },
      {
        text: show(Fraction.parseDecimal(`0.${n}`)),
        why: 'writing the numerator straight after the point',
      },
      {
        text: formatInt(n * denominator),
        why: 'multiplying by the denominator instead of dividing',
      },
    ],
    moreMistakes: (i) => ({
      text: show(d(n, k + 1 + i)),
      why: 'putting too many zeros after the point',
    }),
    steps: [
      `Dividing by ${formatInt(denominator)} moves the decimal point ${k} place${k > 1 ? 's' : ''} to the left (${k} zero${k > 1 ? 's' : ''} in ${formatInt(denominator)}).`,
      `${formatInt(n)} ÷ ${formatInt(denominator)} = ${show(value)}, that is ${formatInt(n)} ${PLACE[k]}.`,
    ],
    keyConcepts: ['Tenths, hundredths and thousandths', 'Dividing by 10, 100, 1000'],
    relatedTopics: RELATED,
  });
};

const compare = (ctx: GeneratorContext): GeneratedQuestion => {
  const whole = ctx.cls <= 4 ? 0 : ctx.rng.int(0, 5 * ctx.level);
  const greatest = ctx.rng.chance(0.5);
  let set: Fraction[];
  if (ctx.level === 0) {
    set = ctx.rng
      .sample(
        Array.from({ length: 89 }, (_, i) => i + 11).filter((n) => n % 10 !== 0),
        4,
      )
      .map((n) => d(whole * 100 + n, 2));
  } else if (ctx.cls === 4) {
    // Tenths and hundredths only: 0.t, 0.(t-1)y, 0.0t and 0.(t-2).
    const t = ctx.rng.int(3, 9);
    const y = ctx.rng.int(1, 9);
    set = [d(t, 1), d((t - 1) * 10 + y, 2), d(t, 2), d(t - 2, 1)];
  } else {
    // "Longer looks bigger": w.d, w.(d-1)xy, w.0dz and w.(d-1)y.
    const t = ctx.rng.int(2, 8);
    const xy = ctx.rng.pick(
      Array.from({ length: 89 }, (_, i) => i + 11).filter((n) => n % 10 !== 0),
    );
    const z = ctx.rng.int(1, 9);
    const y = ctx.rng.int(1, 9);
    set = [
      d(whole * 10 + t, 1),
      d(whole * 1000 + (t - 1) * 100 + xy, 3),
      d(whole * 1000 + t * 10 + z, 3),
      d(whole * 100 + (t - 1) * 10 + y, 2),
    ];
  }
  const best = set.reduce((x, y) => ((greatest ? y.compare(x) > 0 : y.compare(x) < 0) ? y : x));
  const others = set.filter((x) => x !== best);
  const longest = [...others].sort((x, y) => placesOf(y) - placesOf(x))[0];
  const shortest = [...others].sort((x, y) => placesOf(x) - placesOf(y))[0];
  const trap = greatest ? longest : shortest;
  const maxPlaces = Math.max(...set.map(placesOf));
  const padded = (x: Fraction): string => {
    const [w, f = ''] = x.toPlainDecimal().split('.');
    return `${w}.${f.padEnd(maxPlaces, '0')}`;
  };
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Comparing decimals',
    stem: `Which of these decimals is the ${greatest ? 'greatest' : 'smallest'}?`,
    correct: show(best),
    mistakes: [trap, ...others].map((x) => ({
      text: show(x),
      why:
        x === trap && placesOf(trap) !== placesOf(best)
          ? `thinking a decimal with ${greatest ? 'more' : 'fewer'} digits is ${greatest ? 'bigger' : 'smaller'}`
          : 'comparing the digits without lining up the decimal points',
    })),
    steps: [
      `Give them all the same number of decimal places by adding zeros: ${set.map(padded).join(', ')}.`,
      `Now compare digit by digit from the left: the ${greatest ? 'greatest' : 'smallest'} is ${padded(best)}${padded(best) === show(best) ? '' : `, that is ${show(best)}`}.`,
    ],
    keyConcepts: [
      'Comparing decimals place by place',
      'Adding zeros at the end does not change a decimal',
    ],
    relatedTopics: RELATED,
  });
};

const addSubtract = (ctx: GeneratorContext): GeneratedQuestion => {
  const add = ctx.rng.chance(0.5);
  const p1 = ctx.level === 0 ? 1 : ctx.rng.int(1, 2);
  const p2 = ctx.level === 0 ? 1 : p1 === 1 ? 2 : ctx.rng.pick([1, 3]);
  const maxWhole = 10 * (ctx.level + 1) * (ctx.cls >= 7 ? 10 : 1);
  let x = decimal(ctx, p1, maxWhole);
  let y = decimal(ctx, p2, maxWhole);
  if (!add && x.compare(y) < 0) {
    [x, y] = [y, x];
  }
  if (!add && x.equals(y)) {
    x = x.add(1);
  }
  const result = add ? x.add(y) : x.sub(y);
  const places = Math.max(placesOf(x), placesOf(y));
  const op = add ? '+' : '-';
  const pad = (v: Fraction): string => {
    const [w, f = ''] = v.toPlainDecimal().split('.');
    return `${w}.${f.padEnd(places, '0')}`;
  };
  const steps = [
    `Line up the decimal points and fill the empty places with zeros: ${pad(x)} ${op} ${pad(y)}.`,
    `${add ? 'Add' : 'Subtract'} as with whole numbers and keep the point in line: ${pad(x)} ${op} ${pad(y)} = ${pad(result)}.`,
    `So ${show(x)} ${op} ${show(y)} = ${show(result)}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: add ? 'Adding decimals' : 'Subtracting decimals',
    steps,
    keyConcepts: ['Line up the decimal points', 'Zeros as place holders after the point'],
    relatedTopics: RELATED,
  };
  const stem = `${show(x)} ${op} ${show(y)}`;
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({ ...common, stem: `${stem} = ____`, answers: blankAnswers(result) });
  }
  const rightAligned = d(
    add ? digitsOnly(x) + digitsOnly(y) : Math.abs(digitsOnly(x) - digitsOnly(y)),
    places,
  );
  return ctx.mcq({
    ...common,
    stem: `${stem} = ?`,
    correct: show(result),
    mistakes: [
      p1 !== p2
        ? {
            text: show(rightAligned),
            why: 'lining up the last digits instead of the decimal points',
          }
        : undefined,
      { text: show(result.mul(10)), why: 'putting the decimal point one place too far right' },
      { text: show(result.div(10)), why: 'putting the decimal point one place too far left' },
      {
        text: show(add ? x.sub(y).abs() : x.add(y)),
        why: add ? 'subtracting instead of adding' : 'adding instead of subtracting',
      },
    ],
    moreMistakes: (i) => ({
      text: show(result.add(Fraction.of(i, 10))),
      why: 'a carrying slip in the tenths',
    }),
  });
};

const shiftByPowerOfTen = (ctx: GeneratorContext): GeneratedQuestion => {
  const k = ctx.rng.int(1, Math.min(3, 1 + ctx.level));
  const power = 10 ** k;
  const times = ctx.rng.chance(0.5);
  const x = decimal(ctx, ctx.rng.int(1, 2 + (ctx.level >= 2 ? 1 : 0)), 100);
  const result = times ? x.mul(power) : x.div(power);
  const op = times ? '×' : '÷';
  const steps = [
    `${times ? 'Multiplying' : 'Dividing'} by ${formatInt(power)} moves the decimal point ${k} place${k > 1 ? 's' : ''} to the ${times ? 'right' : 'left'}${times ? '' : ' (write zeros in front if needed)'}.`,
    `${show(x)} ${op} ${formatInt(power)} = ${show(result)}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: `${times ? 'Multiplying' : 'Dividing'} decimals by 10, 100 and 1000`,
    steps,
    keyConcepts: ['Shifting the decimal point', 'Powers of ten'],
    relatedTopics: RELATED,
  };
  const stem = `${show(x)} ${op} ${formatInt(power)}`;
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({ ...common, stem: `${stem} = ____`, answers: blankAnswers(result) });
  }
  const shifted = (places: number): Fraction => (times ? x.mul(10 ** places) : x.div(10 ** places));
  return ctx.mcq({
    ...common,
    stem: `What is ${stem}?`,
    correct: show(result),
    mistakes: [
      { text: show(shifted(k - 1)), why: 'moving the point one place too few' },
      { text: show(shifted(k + 1)), why: 'moving the point one place too many' },
      {
        text: show(times ? x.div(power) : x.mul(power)),
        why: `moving the point to the ${times ? 'left' : 'right'}`,
      },
    ],
    moreMistakes: (i) => ({ text: show(shifted(k + 1 + i)), why: 'moving the point too far' }),
  });
};

const multiplyDivide = (ctx: GeneratorContext): GeneratedQuestion => {
  const multiply = ctx.rng.chance(0.5);
  if (multiply) {
    const x =
      ctx.level === 0 ? Fraction.of(ctx.rng.int(2, 9)) : decimal(ctx, ctx.level === 3 ? 2 : 1, 10);
    const y = decimal(ctx, 1, ctx.level >= 2 ? 10 : 1);
    const product = x.mul(y);
    const places = placesOf(x) + placesOf(y);
    const [xi, yi] = [digitsOnly(x), digitsOnly(y)];
    const wholeParts = [x, y].map((v) => Math.trunc(v.num / v.den));
    const fracParts = [x, y].map((v) => digitsOnly(v) % 10 ** placesOf(v));
    const separately =
      placesOf(x) > 0 && wholeParts.every((w) => w > 0)
        ? Fraction.parseDecimal(`${wholeParts[0] * wholeParts[1]}.${fracParts[0] * fracParts[1]}`)
        : undefined;
    return ctx.mcq({
      topic: TOPIC,
      subTopic: 'Multiplying decimals',
      stem: `${show(x)} × ${show(y)} = ?`,
      correct: show(product),
      mistakes: [
        { text: show(product.mul(10)), why: 'counting one decimal place too few in the answer' },
        { text: show(product.div(10)), why: 'counting one decimal place too many in the answer' },
        separately
          ? {
              text: show(separately),
              why: 'multiplying the whole parts and the decimal parts separately',
            }
          : undefined,
        { text: show(x.add(y)), why: 'adding instead of multiplying' },
      ],
      moreMistakes: (i) => ({
        text: show(product.mul(10 ** (i + 1))),
        why: 'leaving out the decimal point',
      }),
      steps: [
        `Multiply without the points: ${formatInt(xi)} × ${formatInt(yi)} = ${formatInt(xi * yi)}.`,
        `The factors have ${placesOf(x)} + ${placesOf(y)} = ${places} decimal place${places === 1 ? '' : 's'} in all, so the product has ${places}: ${show(product)}.`,
      ],
      keyConcepts: ['Counting decimal places in a product'],
      relatedTopics: RELATED,
    });
  }
  const byDecimal = ctx.level >= 2;
  const divisor = byDecimal
    ? d(ctx.rng.pick([2, 4, 5, 6, 8, 12, 15, 25]), ctx.rng.pick([1, 1, 2]))
    : Fraction.of(ctx.rng.int(2, 9));
  const quotient = byDecimal
    ? Fraction.of(ctx.rng.int(2, 40))
    : decimal(ctx, ctx.rng.int(1, 1 + Math.min(1, ctx.level)), 20);
  const dividend = divisor.mul(quotient);
  const k = placesOf(divisor);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Dividing decimals',
    stem: `${show(dividend)} ÷ ${show(divisor)} = ?`,
    correct: show(quotient),
    mistakes: [
      {
        text: show(quotient.mul(10)),
        why: 'losing track of the decimal point (one place too far right)',
      },
      { text: show(quotient.div(10)), why: 'putting the decimal point one place too far left' },
      { text: show(dividend.mul(divisor)), why: 'multiplying instead of dividing' },
    ],
    moreMistakes: (i) => ({
      text: show(quotient.mul(10 ** (i + 1))),
      why: 'dropping the decimal point',
    }),
    steps: byDecimal
      ? [
          `Make the divisor a whole number: multiply both numbers by ${formatInt(10 ** k)}: ${show(dividend)} ÷ ${show(divisor)} = ${show(dividend.mul(10 ** k))} ÷ ${show(divisor.mul(10 ** k))}.`,
          `${show(dividend.mul(10 ** k))} ÷ ${show(divisor.mul(10 ** k))} = ${show(quotient)}.`,
        ]
      : [
          `Divide as with whole numbers, putting the point in the quotient above the point in ${show(dividend)}.`,
          `${show(dividend)} ÷ ${show(divisor)} = ${show(quotient)}. Check: ${show(quotient)} × ${show(divisor)} = ${show(dividend)}.`,
        ],
    keyConcepts: ['Dividing a decimal', 'Making the divisor a whole number'],
    relatedTopics: RELATED,
  });
};

export const decimalsGenerator = defineGenerator({
  id: 'decimals',
  name: 'Decimals',
  section: 'S2',
  classes: [4, 5, 6, 7, 8],
  topics: [
    'Decimal fractions (tenths, hundredths, thousandths)',
    'Comparing decimals',
    'Adding and subtracting decimals',
    'Multiplying and dividing by 10, 100, 1000',
    'Multiplying and dividing decimals',
  ],
  build: (ctx) => {
    const kinds = [fractionToDecimal, compare];
    if (ctx.cls >= 5) {
      kinds.push(addSubtract, shiftByPowerOfTen);
    }
    if (ctx.cls >= 7) {
      kinds.push(multiplyDivide);
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
