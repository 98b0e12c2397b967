import { defineGenerator, type GeneratorContext } from './build';
import { blankAnswers, formatDecimal, formatInt } from './format';
import { Fraction, gcd } from './fraction';
import type { GeneratedQuestion } from './types';

const TOPIC = 'percentage';
const RELATED = ['Fractions and decimals', 'Ratio and proportion', 'Profit and loss', 'Discount'];
const num = (x: Fraction): string => formatDecimal(x);
const pct = (x: Fraction): string => `${formatDecimal(x)}%`;
const rupees = (x: Fraction): string => `₹${formatDecimal(x)}`;
/** The smallest whole amount whose `rate`% is whole: 100 / gcd(100, rate). */
const unitFor = (rate: number): number => 100 / gcd(100, rate);
const ok = (x: Fraction): boolean => x.isTerminating() && x.compare(0) > 0;

/** Percentages a child works with, by level. */
const RATES: number[][] = [
  [10, 20, 25, 50],
  [5, 15, 30, 40, 75],
  [12, 35, 45, 60, 80, 120],
  [2.5, 12.5, 37.5, 62.5, 150, 175],
];

const percentOf = (ctx: GeneratorContext): GeneratedQuestion => {
  const rates = ctx.cls >= 8 ? RATES[ctx.level] : RATES[Math.min(ctx.level, 2)];
  const rate = Fraction.parseDecimal(String(ctx.rng.pick(rates)));
  // A whole N for which the answer is whole (easy, medium) or has at most one decimal place.
  const unit = Fraction.of(100).div(rate);
  const step = ctx.level >= 2 ? Math.max(1, Math.ceil(unit.num / unit.den / 10)) : unit.num;
  let n = step * ctx.rng.int(2, 8 * (ctx.level + 1));
  if (rate.mul(n).div(100).den > 10) {
    n = unit.num * ctx.rng.int(1, 9);
  }
  const base = Fraction.of(n);
  const answer = rate.mul(base).div(100);
  const common = {
    topic: TOPIC,
    subTopic: 'Percentage of a quantity',
    steps: [
      `${pct(rate)} of ${formatInt(n)} means ${num(rate)}/100 × ${formatInt(n)}.`,
      `${num(rate)} × ${formatInt(n)} = ${num(rate.mul(base))}, and ${num(rate.mul(base))} ÷ 100 = ${num(answer)}.`,
    ],
    keyConcepts: ['Per cent means per hundred', 'x% of N = x/100 × N'],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({
      ...common,
      stem: `${pct(rate)} of ${formatInt(n)} = ____`,
      answers: blankAnswers(answer),
    });
  }
  return ctx.mcq({
    ...common,
    stem: `What is ${pct(rate)} of ${formatInt(n)}?`,
    correct: num(answer),
    mistakes: [
      { text: num(answer.mul(10)), why: 'dividing by 10 instead of 100' },
      { text: num(base.sub(answer).abs()), why: 'finding the part that is left instead' },
      ok(base.div(rate))
        ? { text: num(base.div(rate)), why: 'dividing by the percentage' }
        : undefined,
      { text: num(answer.mul(100)), why: 'forgetting to divide by 100' },
    ],
    moreMistakes: (i) => ({ text: num(answer.div(10 ** i)), why: 'dividing by 100 twice' }),
  });
};

const toPercent = (ctx: GeneratorContext): GeneratedQuestion => {
  const dens = [
    [2, 4, 5, 10],
    [20, 25, 50],
    [8, 40],
    [16, 80, 125],
  ][ctx.level];
  const den = ctx.rng.pick(dens);
  const candidates = Array.from({ length: den - 1 }, (_, i) => i + 1).filter(
    (k) => Fraction.of(k, den).den === den,
  );
  const top = ctx.rng.pick(candidates);
  const asDecimal = ctx.rng.chance(0.3);
  const value = Fraction.of(top, den);
  const answer = value.mul(100);
  const given = asDecimal ? num(value) : `${top}/${den}`;
  const steps = [
    asDecimal
      ? `To write a decimal as a percentage, multiply by 100: ${given} × 100 = ${num(answer)}.`
      : `To write a fraction as a percentage, multiply by 100: ${top}/${den} × 100 = ${formatInt(top * 100)}/${den} = ${num(answer)}.`,
    `So ${given} = ${pct(answer)}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: asDecimal ? 'Decimals as percentages' : 'Fractions as percentages',
    steps,
    keyConcepts: ['Percentage = fraction × 100', 'Per cent means per hundred'],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.2)) {
    return ctx.fillBlank({ ...common, stem: `${given} = ____%`, answers: blankAnswers(answer) });
  }
  return ctx.mcq({
    ...common,
    stem: `Express ${given} as a percentage.`,
    correct: pct(answer),
    mistakes: [
      { text: pct(value), why: 'writing the decimal value and adding a % sign' },
      { text: pct(answer.div(10)), why: 'multiplying by 10 instead of 100' },
      { text: pct(answer.mul(10)), why: 'multiplying by 1,000 instead of 100' },
    ],
    moreMistakes: (i) => ({
      text: pct(answer.mul(10 ** (i + 1))),
      why: 'multiplying by too many tens',
    }),
  });
};

const ITEMS = ['a school bag', 'a bicycle', 'a cricket bat', 'a pair of shoes', 'a wrist watch'];

const percentChange = (ctx: GeneratorContext): GeneratedQuestion => {
  const increase = ctx.rng.chance(0.5);
  const rate = ctx.rng.pick(
    [
      [10, 20, 25, 50],
      [5, 15, 30, 40],
      [12, 16, 24, 35, 45],
      [8, 18, 28, 36, 64],
    ][ctx.level],
  );
  const old = unitFor(rate) * ctx.rng.int(2, 20);
  const change = (old * rate) / 100;
  const updated = increase ? old + change : old - change;
  const item = ctx.rng.pick(ITEMS);
  const answer = Fraction.of(rate);
  const byNew = Fraction.of(change * 100, updated);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: increase ? 'Percentage increase' : 'Percentage decrease',
    stem: `The price of ${item} ${increase ? 'rises' : 'falls'} from ₹${formatInt(old)} to ₹${formatInt(updated)}. What is the percentage ${increase ? 'increase' : 'decrease'}?`,
    correct: pct(answer),
    mistakes: [
      {
        text: pct(Fraction.of(change)),
        why: `writing the ${increase ? 'rise' : 'fall'} in rupees as the percentage`,
      },
      {
        text: pct(Fraction.of(updated * 100, old)),
        why: 'giving the new price as a percentage of the old one',
      },
      ok(byNew)
        ? { text: pct(byNew), why: 'dividing by the new price instead of the old price' }
        : undefined,
      { text: pct(answer.div(10)), why: 'multiplying by 10 instead of 100' },
    ],
    moreMistakes: (i) => ({ text: pct(answer.mul(10 ** i)), why: 'multiplying by too many tens' }),
    steps: [
      `${increase ? 'Increase' : 'Decrease'} = ₹${formatInt(Math.max(old, updated))} - ₹${formatInt(Math.min(old, updated))} = ₹${formatInt(change)}.`,
      `Percentage ${increase ? 'increase' : 'decrease'} = ${increase ? 'increase' : 'decrease'} ÷ original price × 100 = ${formatInt(change)} ÷ ${formatInt(old)} × 100 = ${rate}%.`,
    ],
    keyConcepts: ['Percentage change is found on the original value'],
    relatedTopics: RELATED,
  });
};

const discountOrProfit = (ctx: GeneratorContext): GeneratedQuestion => {
  const kind = ctx.rng.pick(['discount', 'profit', 'loss'] as const);
  const rate = ctx.rng.pick(RATES[Math.min(ctx.level, 2)].filter((r) => r < 100));
  const price = unitFor(rate) * ctx.rng.int(3, 30);
  const amount = (price * rate) / 100;
  const up = kind === 'profit';
  const answer = up ? price + amount : price - amount;
  const item = ctx.rng.pick(ITEMS);
  const stem =
    kind === 'discount'
      ? `${item[0].toUpperCase()}${item.slice(1)} marked ₹${formatInt(price)} is sold at a ${rate}% discount. What is the selling price?`
      : `A shopkeeper buys ${item} for ₹${formatInt(price)} and sells it at a ${rate}% ${kind}. What is the selling price?`;
  const steps = [
    `${kind === 'discount' ? 'Discount' : kind === 'profit' ? 'Profit' : 'Loss'} = ${rate}% of ₹${formatInt(price)} = ${rate}/100 × ${formatInt(price)} = ₹${formatInt(amount)}.`,
    `Selling price = ₹${formatInt(price)} ${up ? '+' : '-'} ₹${formatInt(amount)} = ₹${formatInt(answer)}.`,
  ];
  return ctx.mcq({
    topic: kind === 'discount' ? 'discount' : 'profit-and-loss',
    subTopic: kind === 'discount' ? 'Discount' : `Selling price at a ${kind}`,
    stem,
    correct: rupees(Fraction.of(answer)),
    mistakes: [
      { text: rupees(Fraction.of(amount)), why: `giving the ${kind} instead of the selling price` },
      {
        text: rupees(Fraction.of(up ? price - amount : price + amount)),
        why: `${up ? 'taking away' : 'adding'} the ${kind} instead of ${up ? 'adding' : 'taking it away'}`,
      },
      price - rate > 0
        ? {
            text: rupees(Fraction.of(up ? price + rate : price - rate)),
            why: `${up ? 'adding' : 'taking away'} ₹${rate} instead of ${rate}%`,
          }
        : undefined,
    ],
    moreMistakes: (i) => ({
      text: rupees(Fraction.of(answer + (up ? -1 : 1) * amount * (i + 1))),
      why: `counting the ${kind} more than once`,
    }),
    steps,
    keyConcepts:
      kind === 'discount'
        ? ['Discount is a percentage of the marked price']
        : ['Profit and loss are percentages of the cost price'],
    relatedTopics: RELATED,
  });
};

const findWhole = (ctx: GeneratorContext): GeneratedQuestion => {
  const rate = ctx.rng.pick(RATES[Math.min(ctx.level, 2)].filter((r) => r < 100));
  const whole = unitFor(rate) * ctx.rng.int(2, 25);
  const part = (whole * rate) / 100;
  const partF = Fraction.of(part);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Finding the whole from a percentage',
    stem: `${rate}% of a number is ${formatInt(part)}. What is the number?`,
    correct: formatInt(whole),
    mistakes: [
      {
        text: num(partF.mul(rate).div(100)),
        why: `finding ${rate}% of ${formatInt(part)} instead`,
      },
      ok(partF.div(rate))
        ? {
            text: num(partF.div(rate)),
            why: 'dividing by the percentage but not multiplying by 100',
          }
        : undefined,
      { text: num(partF.mul(rate)), why: 'multiplying by the percentage' },
      { text: num(partF.add(rate)), why: 'adding the percentage to the number' },
    ],
    moreMistakes: (i) => ({ text: formatInt(whole * 10 ** i), why: 'multiplying by 100 twice' }),
    steps: [
      `${rate}% of the number is ${formatInt(part)}, so 1% of it is ${formatInt(part)} ÷ ${rate} = ${num(partF.div(rate))}.`,
      `The whole is 100%: ${num(partF.div(rate))} × 100 = ${formatInt(whole)}.`,
    ],
    keyConcepts: ['Unitary method with percentages', 'The whole is 100%'],
    relatedTopics: RELATED,
  });
};

const successive = (ctx: GeneratorContext): GeneratedQuestion => {
  const up = ctx.rng.pick([10, 20, 25, 30, 40, 50]);
  const down = ctx.rng.pick([10, 20, 25, 30, 40, 50]);
  const upFirst = ctx.rng.chance(0.5);
  const factor = Fraction.of(100 + up, 100).mul(Fraction.of(100 - down, 100));
  const net = factor.sub(1).mul(100);
  const describe = (x: Fraction): string =>
    x.num === 0
      ? 'No change'
      : `${formatDecimal(x.abs())}% ${x.compare(0) > 0 ? 'increase' : 'decrease'}`;
  const naive = Fraction.of(up - down);
  const stem = upFirst
    ? `The price of ${ctx.rng.pick(ITEMS)} is increased by ${up}% and then the new price is decreased by ${down}%. What is the overall change in price?`
    : `The price of ${ctx.rng.pick(ITEMS)} is decreased by ${down}% and then the new price is increased by ${up}%. What is the overall change in price?`;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Successive percentage changes',
    stem,
    correct: describe(net),
    mistakes: [
      { text: describe(naive), why: 'adding and subtracting the two percentages directly' },
      { text: describe(net.neg()), why: 'getting the direction of the change wrong' },
      {
        text: describe(Fraction.of(-up * down, 100)),
        why: 'taking only the product of the two rates',
      },
      { text: describe(naive.neg()), why: 'subtracting the percentages the wrong way round' },
      {
        text: describe(upFirst ? Fraction.of(up) : Fraction.of(-down)),
        why: 'using only the first change',
      },
      {
        text: describe(upFirst ? Fraction.of(-down) : Fraction.of(up)),
        why: 'using only the second change',
      },
    ],
    moreMistakes: (i) => ({
      text: describe(net.mul(i + 1)),
      why: 'applying the second change to the original price twice',
    }),
    steps: [
      `Start with ₹100. ${upFirst ? `After a ${up}% increase: ₹${100 + up}.` : `After a ${down}% decrease: ₹${100 - down}.`}`,
      upFirst
        ? `${down}% of ₹${100 + up} is ₹${num(Fraction.of((100 + up) * down, 100))}, so the price becomes ₹${num(factor.mul(100))}.`
        : `${up}% of ₹${100 - down} is ₹${num(Fraction.of((100 - down) * up, 100))}, so the price becomes ₹${num(factor.mul(100))}.`,
      net.num === 0
        ? `₹${num(factor.mul(100))} is the same as ₹100, so there is no change.`
        : `From ₹100 to ₹${num(factor.mul(100))} is a ${describe(net)}.`,
    ],
    keyConcepts: ['Successive percentages multiply', 'The second change acts on the new value'],
    relatedTopics: RELATED,
  });
};

export const percentagesGenerator = defineGenerator({
  id: 'percentages',
  name: 'Percentages',
  section: 'S3',
  classes: [6, 7, 8, 9, 10],
  topics: [
    'Percentage of a quantity',
    'Fractions and decimals as percentages',
    'Percentage increase and decrease',
    'Discount, profit and loss',
    'Finding the whole from a percentage',
    'Successive percentage changes',
  ],
  build: (ctx) => {
    const kinds = [percentOf, toPercent];
    if (ctx.cls >= 7) {
      kinds.push(percentChange);
    }
    if (ctx.cls >= 8) {
      kinds.push(discountOrProfit, findWhole);
    }
    if (ctx.cls >= 9 && ctx.level >= 2) {
      kinds.push(successive);
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
