import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatFraction, formatInt } from './format';
import { Fraction, gcd, lcm } from './fraction';
import type { GeneratedQuestion } from './types';

const TOPIC = 'fractions';
const RELATED = [
  'Equivalent fractions',
  'LCM',
  'Comparing fractions',
  'Fractions on the number line',
];

/** Largest denominator by class. */
const MAX_DEN: Record<number, number> = { 3: 8, 4: 10, 5: 12, 6: 12, 7: 15, 8: 20 };

const f = (n: number, d = 1): Fraction => Fraction.of(n, d);
const show = formatFraction;
/** Two option texts are the same answer when they are the same number. */
const sameValue = (a: string, b: string): boolean => {
  const read = (t: string): Fraction | undefined => {
    const m = /^(-?\d+)(?:\/(\d+))?$/.exec(t.replace(/,/g, ''));
    return m ? Fraction.of(Number(m[1]), Number(m[2] ?? 1)) : undefined;
  };
  const [x, y] = [read(a), read(b)];
  return x !== undefined && y !== undefined && x.equals(y);
};

/** A proper fraction in lowest terms with denominator in [minDen, maxDen]. */
const properFraction = (
  ctx: GeneratorContext,
  minDen: number,
  maxDen: number,
): [number, number] => {
  const den = ctx.rng.int(minDen, maxDen);
  const coprime = Array.from({ length: den - 1 }, (_, i) => i + 1).filter((n) => gcd(n, den) === 1);
  return [ctx.rng.pick(coprime), den];
};

const equivalent = (ctx: GeneratorContext): GeneratedQuestion => {
  const [a, b] = properFraction(ctx, 2, Math.min(MAX_DEN[ctx.cls], 6 + 2 * ctx.level));
  // Very hard starts from a fraction that is not in lowest terms.
  const start = ctx.level === 3 ? ctx.rng.int(2, 4) : 1;
  let k = ctx.rng.int(2, 3 + 2 * ctx.level);
  if (k === start) {
    k += 1;
  }
  const [sa, sb] = [a * start, b * start];
  const [ka, kb] = [a * k, b * k];
  const given = `${sa}/${sb}`;
  const steps = [
    ...(start > 1
      ? [
          `First simplify: divide both by ${start}: ${sa} ÷ ${start} = ${a} and ${sb} ÷ ${start} = ${b}, so ${given} = ${a}/${b}.`,
        ]
      : []),
    `Multiply the numerator and the denominator by the same number, ${k}: ${a} × ${k} = ${ka} and ${b} × ${k} = ${kb}.`,
    `So ${given} = ${ka}/${kb}.`,
  ];
  const common = {
    topic: TOPIC,
    subTopic: 'Equivalent fractions',
    steps,
    keyConcepts: [
      'Equivalent fractions',
      'Multiplying numerator and denominator by the same number',
    ],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.3)) {
    const askTop = ctx.rng.chance(0.5);
    return ctx.fillBlank({
      ...common,
      stem: askTop ? `${given} = ____/${kb}` : `${given} = ${ka}/____`,
      answers: [String(askTop ? ka : kb)],
    });
  }
  const extra = kb - sb;
  const mistakes: (Mistake | undefined)[] = [
    extra > 0
      ? {
          text: `${sa + extra}/${kb}`,
          why: `adding ${extra} to the numerator and the denominator instead of multiplying`,
        }
      : sa + extra > 0
        ? {
            text: `${sa + extra}/${kb}`,
            why: `taking ${-extra} from the numerator and the denominator instead of dividing`,
          }
        : undefined,
    { text: `${a}/${kb}`, why: 'multiplying only the denominator' },
    { text: `${ka}/${b}`, why: 'multiplying only the numerator' },
    { text: `${kb}/${ka}`, why: 'turning the fraction upside down' },
    ka + 1 < kb
      ? {
          text: `${ka + 1}/${kb}`,
          why: 'multiplying the numerator by the right number and then adding 1',
        }
      : undefined,
  ];
  return ctx.mcq({
    ...common,
    stem: `Which fraction is equivalent to ${given}?`,
    correct: `${ka}/${kb}`,
    mistakes,
    moreMistakes: (i) => ({
      text: `${a * (k + i)}/${b * k}`,
      why: 'multiplying the numerator and the denominator by different numbers',
    }),
    sameValue,
  });
};

const compare = (ctx: GeneratorContext): GeneratedQuestion => {
  const maxDen = MAX_DEN[ctx.cls];
  // Which kind of set: same denominator (easy), same numerator (class 4+), unlike (class 5+).
  const kind = Math.min(ctx.level, ctx.cls >= 5 ? 3 : ctx.cls >= 4 ? 1 : 0);
  const greatest = ctx.rng.chance(0.5);
  let set: Fraction[] = [];
  let how: string;
  const coprimeTo = (n: number, from: number, to: number): number[] =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((x) => gcd(x, n) === 1);
  if (kind === 0) {
    const den = ctx.rng.int(7, Math.max(9, maxDen));
    set = ctx.rng.sample(coprimeTo(den, 1, den - 1), 4).map((n) => f(n, den));
    how = `All four have the same denominator ${den}, so the one with the ${greatest ? 'greatest' : 'smallest'} numerator is the ${greatest ? 'greatest' : 'smallest'}.`;
  } else if (kind === 1) {
    const num = ctx.rng.pick([1, 2, 3, 5]);
    set = ctx.rng.sample(coprimeTo(num, num + 1, maxDen + 2), 4).map((d) => f(num, d));
    how = `All four have the same numerator ${num}; with equal numerators, the ${greatest ? 'smaller' : 'larger'} the denominator, the ${greatest ? 'greater' : 'smaller'} the fraction (the whole is cut into ${greatest ? 'fewer' : 'more'} parts).`;
  } else {
    const top = kind === 3 ? maxDen + 5 : maxDen;
    for (let attempt = 0; attempt < 60; attempt++) {
      set = [];
      while (set.length < 4) {
        const [n, d] = properFraction(ctx, 3, top);
        if (!set.some((x) => x.equals(f(n, d)))) {
          set.push(f(n, d));
        }
      }
      const best = set.reduce((x, y) => ((greatest ? y.compare(x) > 0 : y.compare(x) < 0) ? y : x));
      const trapNum = set.reduce((x, y) =>
        greatest ? (y.num > x.num ? y : x) : y.num < x.num ? y : x,
      );
      // A good set has a trap: the fraction with the extreme numerator is not the answer;
      // very hard sets are also close together.
      const close = set.every(
        (x) => x === best || Math.abs(x.num / x.den - best.num / best.den) < 0.25,
      );
      if (trapNum !== best && (kind < 3 || close)) {
        break;
      }
    }
    // Compare by cross-multiplying, keeping the winner each time.
    const lines: string[] = [];
    set.reduce((x, y) => {
      const [p, q] = [x.num * y.den, y.num * x.den];
      const yWins = greatest ? q > p : q < p;
      lines.push(
        `${show(x)} or ${show(y)}: ${x.num} × ${y.den} = ${p} and ${y.num} × ${x.den} = ${q}, so ${show(yWins ? y : x)} is ${greatest ? 'greater' : 'smaller'}`,
      );
      return yWins ? y : x;
    });
    how = `Compare two at a time by cross-multiplying: ${lines.join('; ')}.`;
  }
  const best = set.reduce((x, y) => ((greatest ? y.compare(x) > 0 : y.compare(x) < 0) ? y : x));
  const others = set.filter((x) => x !== best);
  const byNum = [...others].sort((x, y) => (greatest ? y.num - x.num : x.num - y.num))[0];
  const byDen = [...others].sort((x, y) => (greatest ? y.den - x.den : x.den - y.den))[0];
  const opposite = others.reduce((x, y) =>
    (greatest ? y.compare(x) < 0 : y.compare(x) > 0) ? y : x,
  );
  const reason = (x: Fraction): string => {
    if (kind === 0) {
      return x === opposite
        ? `picking the ${greatest ? 'smallest' : 'greatest'} fraction instead`
        : 'not checking all four numerators';
    }
    if (x === byDen) {
      return `thinking a ${greatest ? 'bigger' : 'smaller'} denominator makes a ${greatest ? 'bigger' : 'smaller'} fraction`;
    }
    if (kind === 1) {
      return 'not checking all four denominators';
    }
    return x === byNum
      ? `comparing only the numerators (${x.num})`
      : 'comparing without a common denominator';
  };
  const ordered = (
    kind === 0 ? [opposite, ...others] : kind === 1 ? [byDen, ...others] : [byNum, byDen, ...others]
  ).filter((x, i, all) => all.indexOf(x) === i);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Comparing fractions',
    stem: `Which of these fractions is the ${greatest ? 'greatest' : 'smallest'}?`,
    correct: show(best),
    mistakes: ordered.map((x) => ({ text: show(x), why: reason(x) })),
    sameValue,
    steps: [how, `So the ${greatest ? 'greatest' : 'smallest'} is ${show(best)}.`],
    keyConcepts: ['Comparing fractions', 'Common denominator', 'Like and unlike fractions'],
    relatedTopics: RELATED,
  });
};

const SHARED_FACTOR_PAIRS: [number, number][] = [
  [4, 6],
  [6, 8],
  [6, 9],
  [8, 12],
  [9, 12],
  [10, 15],
  [6, 10],
  [4, 10],
  [12, 18],
  [10, 12],
  [6, 15],
  [8, 10],
  [12, 16],
  [15, 20],
  [14, 21],
];

const addSubtract = (ctx: GeneratorContext): GeneratedQuestion => {
  const maxDen = MAX_DEN[ctx.cls];
  const unlike = ctx.cls >= 6 && ctx.level >= 1;
  const add = ctx.rng.chance(0.5);
  const pick = (den: number): number =>
    ctx.rng.pick(Array.from({ length: den - 1 }, (_, i) => i + 1).filter((n) => gcd(n, den) === 1));
  let x: Fraction;
  let y: Fraction;
  if (unlike) {
    let b: number;
    let d: number;
    if (ctx.level === 3) {
      // Denominators that share a factor, so the LCM is less than their product.
      [b, d] = ctx.rng.shuffle(
        ctx.rng.pick(SHARED_FACTOR_PAIRS.filter(([p, q]) => Math.max(p, q) <= maxDen + 6)),
      );
    } else {
      b = ctx.rng.int(2, maxDen);
      d = ctx.rng.pick(Array.from({ length: maxDen - 1 }, (_, i) => i + 2).filter((n) => n !== b));
    }
    x = f(pick(b), b);
    y = f(pick(d), d);
  } else {
    const den = ctx.rng.int(3, maxDen);
    const [a, c] = ctx.rng.sample(
      Array.from({ length: den - 1 }, (_, i) => i + 1).filter((n) => gcd(n, den) === 1),
      2,
    );
    x = f(a, den);
    y = f(c, den);
  }
  if (!add && x.compare(y) < 0) {
    [x, y] = [y, x];
  }
  const [a, b, c, d] = [x.num, x.den, y.num, y.den];
  const op = add ? '+' : '-';
  const result = add ? x.add(y) : x.sub(y);
  const L = lcm(b, d);
  const [na, nc] = [(a * L) / b, (c * L) / d];
  const raw = add ? na + nc : na - nc;
  const steps =
    b === d
      ? [
          `The denominators are the same, so ${add ? 'add' : 'subtract'} the numerators and keep the denominator: ${a} ${op} ${c} = ${raw}, giving ${raw}/${b}.`,
        ]
      : [
          `The LCM of ${b} and ${d} is ${L}.`,
          `${a}/${b} = ${na}/${L} and ${c}/${d} = ${nc}/${L}.`,
          `${na}/${L} ${op} ${nc}/${L} = ${raw}/${L}.`,
        ];
  if (raw !== result.num || L !== result.den) {
    steps.push(`In lowest terms, ${raw}/${L} = ${show(result)}.`);
  }
  const stem = `${a}/${b} ${op} ${c}/${d}`;
  const common = {
    topic: TOPIC,
    subTopic:
      b === d
        ? `${add ? 'Adding' : 'Subtracting'} like fractions`
        : `${add ? 'Adding' : 'Subtracting'} unlike fractions`,
    steps,
    keyConcepts:
      b === d
        ? ['Like fractions share a denominator']
        : ['LCM of the denominators', 'Equivalent fractions with a common denominator'],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.25)) {
    return ctx.fillBlank({
      ...common,
      stem: `${stem} = ____ (in lowest terms)`,
      answers: [show(result)],
    });
  }
  const mistakes: (Mistake | undefined)[] = add
    ? [
        { text: show(f(a + c, b + d)), why: 'adding the numerators and adding the denominators' },
        b !== d
          ? {
              text: show(f(a + c, L)),
              why: 'changing the denominators to the LCM but not the numerators',
            }
          : undefined,
        b !== d
          ? {
              text: show(f(a + c, b * d)),
              why: 'adding the numerators over the product of the denominators',
            }
          : undefined,
        { text: show(x.mul(y)), why: 'multiplying instead of adding' },
        { text: show(x.sub(y).abs()), why: 'subtracting instead of adding' },
      ]
    : [
        b !== d && a - c > 0
          ? {
              text: show(f(a - c, Math.abs(b - d))),
              why: 'subtracting the numerators and subtracting the denominators',
            }
          : undefined,
        b !== d && a - c > 0
          ? {
              text: show(f(a - c, L)),
              why: 'changing the denominators to the LCM but not the numerators',
            }
          : undefined,
        b === d ? { text: show(f(a - c, 2 * b)), why: 'adding the denominators' } : undefined,
        { text: show(x.add(y)), why: 'adding instead of subtracting' },
        ctx.cls >= 6 && b !== d
          ? { text: show(f(nc - na, L)), why: 'subtracting the wrong way round' }
          : undefined,
        { text: show(x.mul(y)), why: 'multiplying instead of subtracting' },
      ];
  return ctx.mcq({
    ...common,
    stem: `${stem} = ?`,
    correct: show(result),
    mistakes,
    moreMistakes: (i) => ({
      text: show(f(raw + i, L)),
      why: 'a slip while adding the new numerators',
    }),
    sameValue,
  });
};

const ofQuantity = (ctx: GeneratorContext): GeneratedQuestion => {
  const [a, b] = properFraction(ctx, 2, Math.min(MAX_DEN[ctx.cls], 4 + 2 * ctx.level));
  const part = ctx.rng.int(2, 6 + 4 * ctx.level);
  const whole = b * part;
  const answer = a * part;
  const [holder, things] = ctx.rng.pick([
    ['A bag has', 'marbles'],
    ['A class has', 'students'],
    ['A basket has', 'mangoes'],
    ['A book has', 'pages'],
  ] as const);
  return ctx.mcq({
    topic: TOPIC,
    subTopic: 'Fraction of a collection',
    stem: `${holder} ${formatInt(whole)} ${things}. What is ${a}/${b} of ${formatInt(whole)}?`,
    correct: formatInt(answer),
    mistakes: [
      { text: formatInt(part), why: `finding only 1/${b} (one part)` },
      a > 1
        ? { text: formatInt(whole * a), why: `multiplying by ${a} without dividing by ${b}` }
        : undefined,
      { text: formatInt(whole - part * a), why: 'finding the part that is left over' },
      whole - a > 0
        ? { text: formatInt(whole - a), why: `taking away ${a} instead of finding ${a}/${b}` }
        : undefined,
      { text: formatInt((a + 1) * part), why: 'counting one part too many' },
    ],
    moreMistakes: (i) => ({ text: formatInt((a + 1 + i) * part), why: 'counting parts wrongly' }),
    steps: [
      `Divide ${formatInt(whole)} ${things} into ${b} equal parts: ${formatInt(whole)} ÷ ${b} = ${formatInt(part)} in each part.`,
      `${a}/${b} means ${a} of those parts: ${a} × ${formatInt(part)} = ${formatInt(answer)}.`,
    ],
    keyConcepts: ['Fraction of a collection', 'Unit fraction first, then multiply'],
    relatedTopics: ['Division', 'Multiplication'],
  });
};

export const fractionsGenerator = defineGenerator({
  id: 'fractions',
  name: 'Fractions',
  section: 'S2',
  classes: [3, 4, 5, 6, 7, 8],
  topics: [
    'Equivalent fractions',
    'Comparing fractions',
    'Adding and subtracting fractions',
    'Fraction of a collection',
  ],
  build: (ctx) => {
    const kinds = [equivalent, compare];
    if (ctx.cls >= 4) {
      kinds.push(addSubtract);
    }
    if (ctx.cls <= 6) {
      kinds.push(ofQuantity);
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
