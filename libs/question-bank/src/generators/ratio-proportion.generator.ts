import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { blankAnswers, formatInt } from './format';
import { gcd } from './fraction';
import type { GeneratedQuestion } from './types';

const TOPIC = 'ratio-and-proportion';
const RELATED = ['HCF', 'Unitary method', 'Fractions', 'Percentages'];

/** "3 : 4" in lowest terms. */
const ratio = (a: number, b: number): string => {
  const g = gcd(a, b) || 1;
  return `${formatInt(a / g)} : ${formatInt(b / g)}`;
};
const sameRatio = (x: string, y: string): boolean => {
  const read = (t: string): [number, number] | undefined => {
    const m = /^([\d,]+) : ([\d,]+)$/.exec(t);
    return m ? [Number(m[1].replace(/,/g, '')), Number(m[2].replace(/,/g, ''))] : undefined;
  };
  const [p, q] = [read(x), read(y)];
  return p !== undefined && q !== undefined && p[0] * q[1] === p[1] * q[0];
};
const rupees = (n: number): string => `₹${formatInt(n)}`;

const UNITS = [
  { small: 'minutes', big: 'hours', bigOne: 'hour', factor: 60 },
  { small: 'cm', big: 'm', bigOne: 'm', factor: 100 },
  { small: 'g', big: 'kg', bigOne: 'kg', factor: 1000 },
  { small: 'paise', big: 'rupees', bigOne: 'rupee', factor: 100 },
  { small: 'mL', big: 'litres', bigOne: 'litre', factor: 1000 },
];

const simplify = (ctx: GeneratorContext): GeneratedQuestion => {
  const withUnits = ctx.level >= 2 && ctx.rng.chance(0.6);
  let a: number;
  let b: number;
  let stem: string;
  const steps: string[] = [];
  let unitSlip: Mistake | undefined;
  if (withUnits) {
    const u = ctx.rng.pick(UNITS);
    const bigCount = ctx.rng.int(2, 5);
    b = bigCount * u.factor;
    // A smaller amount that shares a useful factor with b.
    const step = u.factor / (u.factor === 60 ? 4 : u.factor === 100 ? 4 : 8);
    a = step * ctx.rng.int(1, Math.floor(b / step) - 1);
    if (a % b === 0 || gcd(a, b) === a) {
      a += step;
    }
    stem = `Find the ratio of ${formatInt(a)} ${u.small} to ${bigCount} ${bigCount === 1 ? u.bigOne : u.big}, in its simplest form.`;
    steps.push(
      `First use the same unit: ${bigCount} ${u.big} = ${bigCount} × ${formatInt(u.factor)} = ${formatInt(b)} ${u.small}.`,
    );
    unitSlip = { text: ratio(a, bigCount), why: 'forgetting to convert to the same unit' };
  } else {
    const [p, q] = ctx.rng.sample(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].slice(0, 6 + 2 * ctx.level),
      2,
    );
    const k = ctx.rng.int(2, 4 + 4 * ctx.level);
    a = p * k;
    b = q * k;
    if (gcd(p, q) !== 1) {
      a = (p / gcd(p, q)) * k;
      b = (q / gcd(p, q)) * k;
    }
    stem = `Express ${formatInt(a)} : ${formatInt(b)} in its simplest form.`;
  }
  const g = gcd(a, b);
  steps.push(`The HCF of ${formatInt(a)} and ${formatInt(b)} is ${formatInt(g)}.`);
  steps.push(
    `Divide both terms by ${formatInt(g)}: ${formatInt(a)} ÷ ${formatInt(g)} = ${formatInt(a / g)} and ${formatInt(b)} ÷ ${formatInt(g)} = ${formatInt(b / g)}.`,
  );
  const [p, q] = [a / g, b / g];
  const cut = a - p;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: withUnits ? 'Ratio of quantities in different units' : 'Ratio in simplest form',
    stem,
    correct: `${formatInt(p)} : ${formatInt(q)}`,
    mistakes: [
      unitSlip,
      { text: `${formatInt(q)} : ${formatInt(p)}`, why: 'writing the terms in the wrong order' },
      { text: ratio(a, a + b), why: 'comparing the first quantity with the total' },
      b - cut > 0
        ? {
            text: `${formatInt(p)} : ${formatInt(b - cut)}`,
            why: `subtracting ${formatInt(cut)} from both terms instead of dividing`,
          }
        : undefined,
      { text: ratio(b, a + b), why: 'comparing the second quantity with the total' },
    ],
    moreMistakes: (i) => ({ text: ratio(a + i, b), why: 'a slip in the first term' }),
    sameValue: sameRatio,
    steps,
    keyConcepts: ['Simplest form of a ratio', 'HCF', 'Same units before comparing'],
    relatedTopics: RELATED,
  });
};

const NAMES = [
  ['Asha', 'Ravi'],
  ['Meena', 'Arjun'],
  ['Priya', 'Kabir'],
  ['Farah', 'Vikram'],
];

const divideInRatio = (ctx: GeneratorContext): GeneratedQuestion => {
  const [p, q] = ctx.rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9].slice(0, 5 + ctx.level * 1), 2);
  const g = gcd(p, q);
  const [x, y] = [p / g, q / g];
  const unit = ctx.rng.int(2, 10 * (ctx.level + 1)) * (ctx.level >= 2 ? 5 : 10);
  const total = unit * (x + y);
  const [first, second] = ctx.rng.pick(NAMES);
  const askFirst = ctx.rng.chance(0.5);
  const answer = unit * (askFirst ? x : y);
  const other = unit * (askFirst ? y : x);
  const term = askFirst ? x : y;
  const otherTerm = askFirst ? y : x;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Dividing a quantity in a given ratio',
    stem: `${rupees(total)} is divided between ${first} and ${second} in the ratio ${x} : ${y}. How much does ${askFirst ? first : second} get?`,
    correct: rupees(answer),
    mistakes: [
      { text: rupees(other), why: `giving ${askFirst ? second : first}'s share` },
      total % term === 0
        ? {
            text: rupees(total / term),
            why: `dividing by ${term} instead of by the total number of parts`,
          }
        : undefined,
      (total * term) % otherTerm === 0
        ? {
            text: rupees((total * term) / otherTerm),
            why: `taking ${term}/${otherTerm} of the total`,
          }
        : undefined,
      total % 2 === 0 ? { text: rupees(total / 2), why: 'sharing equally' } : undefined,
    ],
    moreMistakes: (i) => ({ text: rupees(unit * (term + i)), why: 'counting the parts wrongly' }),
    steps: [
      `Total parts = ${x} + ${y} = ${x + y}.`,
      `One part = ${rupees(total)} ÷ ${x + y} = ${rupees(unit)}.`,
      `${askFirst ? first : second} gets ${term} parts: ${term} × ${rupees(unit)} = ${rupees(answer)}.`,
    ],
    keyConcepts: ['Sharing in a ratio', 'Value of one part'],
    relatedTopics: RELATED,
  });
};

const GOODS = [
  ['pens', 'pen'],
  ['notebooks', 'notebook'],
  ['kg of rice', 'kg of rice'],
  ['metres of cloth', 'metre of cloth'],
];

const unitary = (ctx: GeneratorContext): GeneratedQuestion => {
  const [plural] = ctx.rng.pick(GOODS);
  const price = ctx.rng.int(3, 15 + 10 * ctx.level);
  const n1 = ctx.rng.int(2, 6 + 2 * ctx.level);
  let n2 = ctx.rng.int(2, 8 + 4 * ctx.level);
  if (n2 === n1) {
    n2 += 1;
  }
  const cost1 = price * n1;
  const answer = price * n2;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Unitary method (direct proportion)',
    stem: `If ${n1} ${plural} cost ${rupees(cost1)}, what do ${n2} ${plural} cost?`,
    correct: rupees(answer),
    mistakes: [
      cost1 + (n2 - n1) > 0
        ? {
            text: rupees(cost1 + (n2 - n1)),
            why:
              n2 > n1
                ? `adding the difference in quantity (${n2 - n1}) to the cost`
                : `taking the difference in quantity (${n1 - n2}) from the cost`,
          }
        : undefined,
      (cost1 * n1) % n2 === 0
        ? { text: rupees((cost1 * n1) / n2), why: 'dividing and multiplying the wrong way round' }
        : undefined,
      { text: rupees(price), why: 'stopping at the cost of one' },
      { text: rupees(cost1 * n2), why: `multiplying by ${n2} without first dividing by ${n1}` },
    ],
    moreMistakes: (i) => ({ text: rupees(price * (n2 + i)), why: 'counting one too many' }),
    steps: [
      `Cost of 1 = ${rupees(cost1)} ÷ ${n1} = ${rupees(price)}.`,
      `Cost of ${n2} = ${n2} × ${rupees(price)} = ${rupees(answer)}.`,
    ],
    keyConcepts: ['Unitary method', 'Direct proportion'],
    relatedTopics: RELATED,
  });
};

const inverse = (ctx: GeneratorContext): GeneratedQuestion => {
  const [a, b] = ctx.rng.sample([1, 2, 3, 4, 5, 6], 2).map((x, _, all) => x / gcd(all[0], all[1]));
  const g = ctx.rng.int(1, 3 + ctx.level);
  const t = ctx.rng.int(1, 3 + ctx.level);
  const w1 = g * a;
  const w2 = g * b;
  const d1 = a * b * t;
  const answer = (w1 * d1) / w2;
  const direct = (d1 * w2) / w1;
  const fewer = w2 < w1;
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Inverse proportion',
    stem: `${w1} workers can finish a job in ${d1} days. Working at the same rate, how many days will ${w2} workers take?`,
    correct: `${formatInt(answer)} days`,
    mistakes: [
      {
        text: `${formatInt(direct)} days`,
        why: `treating it as direct proportion (${fewer ? 'fewer workers, fewer days' : 'more workers, more days'})`,
      },
      d1 + (w1 - w2) > 0
        ? {
            text: `${formatInt(d1 + (w1 - w2))} days`,
            why: `adding the change in workers to the days`,
          }
        : undefined,
      d1 - (w1 - w2) > 0
        ? {
            text: `${formatInt(d1 - (w1 - w2))} days`,
            why: 'taking the change in workers from the days',
          }
        : undefined,
      {
        text: `${formatInt(w1 * d1)} days`,
        why: 'finding the total work but not dividing it among the workers',
      },
    ],
    moreMistakes: (i) => ({
      text: `${formatInt(answer + (fewer ? -i : i))} days`,
      why: 'a slip in the division',
    }),
    steps: [
      `Total work = ${w1} workers × ${d1} days = ${formatInt(w1 * d1)} worker-days.`,
      `With ${w2} workers: ${formatInt(w1 * d1)} ÷ ${w2} = ${formatInt(answer)} days.`,
      `${fewer ? 'Fewer' : 'More'} workers take ${fewer ? 'more' : 'fewer'} days: this is inverse proportion.`,
    ],
    keyConcepts: ['Inverse proportion', 'Product stays the same'],
    relatedTopics: RELATED,
  });
};

const missingTerm = (ctx: GeneratorContext): GeneratedQuestion => {
  const [p, q] = ctx.rng
    .sample([2, 3, 4, 5, 6, 7, 8, 9, 11, 12], 2)
    .map((x, _, all) => x / gcd(all[0], all[1]));
  const k = ctx.rng.int(2, 4 + 3 * ctx.level);
  const [x, y] = [p * k, q * k];
  const steps = [
    `In a proportion the cross products are equal: ${q} × x = ${p} × ${formatInt(y)} = ${formatInt(p * y)}.`,
    `So x = ${formatInt(p * y)} ÷ ${q} = ${formatInt(x)}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: 'Proportion',
    steps,
    keyConcepts: ['Proportion', 'Product of extremes = product of means'],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.3)) {
    return ctx.fillBlank({
      ...common,
      stem: `${p} : ${q} = ____ : ${formatInt(y)}`,
      answers: blankAnswers(x),
    });
  }
  return ctx.mcq({
    ...common,
    stem: `If ${p} : ${q} = x : ${formatInt(y)}, what is x?`,
    correct: formatInt(x),
    mistakes: [
      {
        text: formatInt(p + (y - q)),
        why: `adding ${formatInt(y - q)} (as from ${q} to ${formatInt(y)}) instead of multiplying`,
      },
      (q * y) % p === 0
        ? { text: formatInt((q * y) / p), why: 'cross-multiplying the wrong pair' }
        : undefined,
      { text: formatInt(k), why: 'stopping at the multiplying factor' },
      { text: formatInt(p * y), why: `multiplying by ${formatInt(y)} but not dividing by ${q}` },
    ],
    moreMistakes: (i) => ({
      text: formatInt(p * (k + i)),
      why: 'using the wrong multiplying factor',
    }),
  });
};

const combined = (ctx: GeneratorContext): GeneratedQuestion => {
  let [a, b] = ctx.rng.sample([1, 2, 3, 4, 5, 6, 7], 2);
  [a, b] = [a / gcd(a, b), b / gcd(a, b)];
  // B's two numbers differ (else there is nothing to match) and B : C is in lowest terms.
  const pairs: [number, number][] = [];
  for (let x = 2; x <= 8; x++) {
    for (let y = 1; y <= 8; y++) {
      if (x !== y && gcd(x, y) === 1 && x !== b) {
        pairs.push([x, y]);
      }
    }
  }
  const [c, d] = ctx.rng.pick(pairs);
  const L = (b * c) / gcd(b, c);
  const [A, C] = [(a * L) / b, (d * L) / c];
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Combining ratios',
    stem: `If A : B = ${a} : ${b} and B : C = ${c} : ${d}, what is A : C?`,
    correct: ratio(A, C),
    mistakes: [
      { text: ratio(a, d), why: 'taking the first and last numbers without matching B' },
      { text: ratio(a * d, b * c), why: 'multiplying crosswise' },
      { text: ratio(a + c, b + d), why: 'adding the ratios term by term' },
      { text: ratio(C, A), why: 'writing the terms in the wrong order' },
    ],
    moreMistakes: (i) => ({ text: ratio(A + i, C), why: 'a slip when scaling' }),
    sameValue: sameRatio,
    steps: [
      `Make B the same in both: the LCM of ${b} and ${c} is ${L}.`,
      `A : B = ${a} : ${b} = ${A} : ${L}, and B : C = ${c} : ${d} = ${L} : ${C}.`,
      `So A : B : C = ${A} : ${L} : ${C}, and A : C = ${ratio(A, C)}.`,
    ],
    keyConcepts: ['Equivalent ratios', 'Making the common term equal with the LCM'],
    relatedTopics: RELATED,
  });
};

export const ratioProportionGenerator = defineGenerator({
  id: 'ratio-proportion',
  name: 'Ratio and proportion',
  section: 'S3',
  classes: [6, 7, 8, 9, 10],
  topics: [
    'Ratio in simplest form',
    'Ratio of quantities in different units',
    'Dividing a quantity in a ratio',
    'Unitary method',
    'Proportion (missing term)',
    'Inverse proportion',
    'Combining ratios',
  ],
  build: (ctx) => {
    const kinds = [simplify, divideInRatio, unitary];
    if (ctx.cls >= 7) {
      kinds.push(missingTerm);
    }
    if (ctx.cls >= 8) {
      kinds.push(inverse);
    }
    if (ctx.cls >= 9 && ctx.level >= 2) {
      kinds.push(combined);
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
