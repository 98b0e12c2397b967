import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatInt } from './format';

const TOPIC = 'number-patterns';
const RELATED = ['Number patterns', 'Square and cube numbers', 'Multiplication tables'];

interface Series {
  /** The terms shown, and the one that follows. */
  terms: number[];
  next: number;
  rule: string;
  subTopic: string;
  mistakes: (Mistake | undefined)[];
  /** Whether a missing middle term can be asked (the rule is visible with a gap). */
  gapOk: boolean;
}

/** A wrong next term; the series here never go below zero, so neither do their slips. */
const num = (n: number, why: string): Mistake | undefined =>
  Number.isSafeInteger(n) && n >= 0 ? { text: formatInt(n), why } : undefined;
const diffs = (xs: number[]): number[] => xs.slice(1).map((x, i) => x - xs[i]);

const arithmetic = (ctx: GeneratorContext): Series => {
  const d = ctx.rng.int(
    ctx.level === 0 ? 1 : 2,
    [5, 9, 15, 25][ctx.level] + (ctx.cls >= 6 ? 10 : 0),
  );
  const down = ctx.cls >= 3 && ctx.rng.chance(0.4);
  const step = down ? -d : d;
  const start = down
    ? d * 5 + ctx.rng.int(1, 30 * (ctx.level + 1))
    : ctx.rng.int(1, 20 * (ctx.level + 1));
  const terms = Array.from({ length: 5 }, (_, i) => start + i * step);
  const last = terms[4];
  const next = last + step;
  return {
    terms,
    next,
    rule: `Each term is ${d} ${down ? 'less' : 'more'} than the one before: ${formatInt(last)} ${down ? '-' : '+'} ${d} = ${formatInt(next)}.`,
    subTopic: 'Arithmetic patterns',
    mistakes: [
      num(next + step, 'skipping a term (giving the term after the next)'),
      num(
        last + (down ? -(d + 1) : d + 1),
        `${down ? 'subtracting' : 'adding'} ${d + 1} instead of ${d}`,
      ),
      num(last - step, `${down ? 'adding' : 'subtracting'} ${d} (going the wrong way)`),
      d > 1
        ? num(
            last + (down ? -(d - 1) : d - 1),
            `${down ? 'subtracting' : 'adding'} ${d - 1} instead of ${d}`,
          )
        : undefined,
    ],
    gapOk: true,
  };
};

const geometric = (ctx: GeneratorContext): Series => {
  const r = ctx.rng.int(2, ctx.cls >= 6 ? [3, 4, 5, 5][ctx.level] : 3);
  const down = ctx.cls >= 6 && ctx.level >= 1 && ctx.rng.chance(0.3);
  const start = ctx.rng.int(1, [3, 5, 7, 9][ctx.level]);
  const up = Array.from({ length: 6 }, (_, i) => start * r ** i);
  const terms = down ? [...up].reverse().slice(0, 5) : up.slice(0, 5);
  const next = down ? up[0] : up[5];
  const last = terms[4];
  const prev = terms[3];
  return {
    terms,
    next,
    rule: down
      ? `Each term is the one before divided by ${r}: ${formatInt(last)} ÷ ${r} = ${formatInt(next)}.`
      : `Each term is the one before multiplied by ${r}: ${formatInt(last)} × ${r} = ${formatInt(next)}.`,
    subTopic: 'Multiplying patterns',
    mistakes: down
      ? [
          num(
            last - (prev - last),
            'taking away the last difference again (treating it as a subtracting pattern)',
          ),
          last % (r * r) === 0 ? num(last / (r * r), 'skipping a term') : undefined,
          num(last - r, `subtracting ${r} instead of dividing by it`),
          num(last * r, `multiplying by ${r} instead of dividing`),
        ]
      : [
          num(
            last + (last - prev),
            'adding the last difference again (treating it as an adding pattern)',
          ),
          num(last * r * r, 'skipping a term'),
          num(last * (r + 1), `multiplying by ${r + 1} instead of ${r}`),
          num(last + r, `adding ${r} instead of multiplying by it`),
        ],
    gapOk: true,
  };
};

const powers = (ctx: GeneratorContext, p: 2 | 3): Series => {
  const shift = ctx.cls >= 7 && ctx.level >= 2 ? ctx.rng.pick([-1, 1, 2, -2]) : 0;
  const first = ctx.rng.int(1, [4, 7, 10, 14][ctx.level]);
  const count = p === 3 ? 6 : 5;
  const terms = Array.from({ length: count }, (_, i) => (first + i) ** p + shift);
  const k = first + count;
  const next = k ** p + shift;
  const last = terms[count - 1];
  const lastDiff = last - terms[count - 2];
  const name = p === 2 ? 'square' : 'cube';
  // Before class 7 (no exponents yet) a square is written as a product: 3 × 3.
  const pw = (x: number): string =>
    ctx.cls >= 7 ? `${x}${p === 2 ? '²' : '³'}` : Array.from({ length: p }, () => x).join(' × ');
  return {
    terms,
    next,
    rule:
      shift === 0
        ? `These are ${name} numbers: ${pw(first)}, ${pw(first + 1)}, ... The next is ${pw(k)} = ${formatInt(next)}.`
        : `Each term is ${Math.abs(shift) === 1 ? 'one' : Math.abs(shift)} ${shift > 0 ? 'more' : 'less'} than a ${name} number: ${pw(first)} ${shift > 0 ? '+' : '-'} ${Math.abs(shift)} = ${formatInt(terms[0])}, ... The next is ${pw(k)} ${shift > 0 ? '+' : '-'} ${Math.abs(shift)} = ${formatInt(next)}.`,
    subTopic: p === 2 ? 'Square number patterns' : 'Cube number patterns',
    mistakes: [
      num(last + lastDiff, 'adding the last difference again instead of the next one'),
      num((k + 1) ** p + shift, 'skipping a term'),
      num(next + 1, 'a slip of one'),
      num(last * 2, 'doubling the last term'),
      num(k ** p, `forgetting the ${shift > 0 ? `+ ${shift}` : `- ${-shift}`}`),
    ],
    gapOk: p === 2,
  };
};

const secondOrder = (ctx: GeneratorContext): Series => {
  const d0 = ctx.rng.int(1, 6 + ctx.level * 2);
  const k = ctx.rng.int(1, 2 + ctx.level);
  const start = ctx.rng.int(1, 20);
  const terms = [start];
  for (let i = 0; i < 5; i++) {
    terms.push(terms[i] + d0 + i * k);
  }
  const lastDiff = d0 + 4 * k;
  const next = terms[5] + d0 + 5 * k;
  return {
    terms,
    next,
    rule: `The differences are ${diffs(terms).join(', ')}: each is ${k} more than the last, so the next difference is ${lastDiff + k} and the next term is ${formatInt(terms[5])} + ${lastDiff + k} = ${formatInt(next)}.`,
    subTopic: 'Patterns with growing differences',
    mistakes: [
      num(terms[5] + lastDiff, 'adding the last difference again instead of the next one'),
      num(next + lastDiff + 2 * k, 'skipping a term'),
      num(terms[5] + lastDiff + 2 * k, `increasing the difference by ${2 * k} instead of ${k}`),
      num(next + 1, 'a slip of one'),
    ],
    gapOk: false,
  };
};

const fibonacciLike = (ctx: GeneratorContext): Series => {
  const a = ctx.rng.int(1, 6 + ctx.level * 2);
  const b = ctx.rng.int(a, a + 8);
  const terms = [a, b];
  while (terms.length < 6) {
    terms.push(terms[terms.length - 1] + terms[terms.length - 2]);
  }
  const [p, q] = [terms[4], terms[5]];
  const next = p + q;
  return {
    terms,
    next,
    rule: `Each term is the sum of the two before it: ${formatInt(p)} + ${formatInt(q)} = ${formatInt(next)}.`,
    subTopic: 'Patterns from the two previous terms',
    mistakes: [
      num(q + (q - p), 'adding the last difference again'),
      num(2 * q, 'doubling the last term'),
      num(next + q, 'skipping a term'),
      num(p + q + terms[3], 'adding the last three terms'),
    ],
    gapOk: false,
  };
};

const interleaved = (ctx: GeneratorContext): Series => {
  const [a, d] = [ctx.rng.int(1, 9), ctx.rng.int(2, 6)];
  const [b, e] = [ctx.rng.int(10, 30), ctx.rng.int(5, 15) * (ctx.rng.chance(0.5) ? 1 : 2)];
  const terms: number[] = [];
  for (let i = 0; i < 3; i++) {
    terms.push(a + i * d, b + i * e);
  }
  const next = a + 3 * d;
  return {
    terms,
    next,
    rule: `Two patterns take turns: ${formatInt(a)}, ${formatInt(a + d)}, ${formatInt(a + 2 * d)} (adding ${d}) and ${formatInt(b)}, ${formatInt(b + e)}, ${formatInt(b + 2 * e)} (adding ${e}). The next term belongs to the first: ${formatInt(a + 2 * d)} + ${d} = ${formatInt(next)}.`,
    subTopic: 'Two patterns taking turns',
    mistakes: [
      num(b + 3 * e, 'continuing the second pattern instead of the first'),
      num(terms[5] + (terms[5] - terms[4]), 'adding the last difference again'),
      num(a + 2 * d + e, 'using the wrong pattern’s step'),
      num(a + 4 * d, 'skipping a term of the first pattern'),
    ],
    gapOk: false,
  };
};

export const numberSeriesGenerator = defineGenerator({
  id: 'number-series',
  name: 'Number series and patterns',
  section: 'S1',
  classes: [2, 3, 4, 5, 6, 7, 8, 9, 10],
  topics: [
    'Arithmetic patterns (next term)',
    'Multiplying patterns',
    'Square and cube number patterns',
    'Patterns with growing differences',
    'Patterns from the two previous terms',
    'Two patterns taking turns',
  ],
  build: (ctx) => {
    const kinds: ((c: GeneratorContext) => Series)[] = [arithmetic];
    if (ctx.cls >= 4) {
      kinds.push(geometric);
    }
    if (ctx.cls >= 5) {
      kinds.push((c) => powers(c, 2));
    }
    if (ctx.cls >= 6 && ctx.level >= 1) {
      kinds.push(secondOrder);
    }
    if (ctx.cls >= 7 && ctx.level >= 2) {
      kinds.push(fibonacciLike);
    }
    if (ctx.cls >= 8) {
      kinds.push((c) => powers(c, 3));
      if (ctx.level >= 2) {
        kinds.push(interleaved);
      }
    }
    const s = ctx.rng.pick(kinds)(ctx);
    const common = {
      topic: TOPIC,
      subTopic: s.subTopic,
      keyConcepts: ['Finding the rule of a pattern', 'Checking the rule on every term'],
      relatedTopics: RELATED,
    };
    if (s.gapOk && ctx.cls >= 3 && ctx.rng.chance(0.25)) {
      const all = [...s.terms, s.next];
      const gap = ctx.rng.int(1, all.length - 2);
      const shown = all.map((t, i) => (i === gap ? '____' : formatInt(t))).join(', ');
      return ctx.fillBlank({
        ...common,
        stem: `Fill in the missing number: ${shown}`,
        answers: [String(all[gap]), formatInt(all[gap])].filter((x, i, a) => a.indexOf(x) === i),
        steps: [
          s.rule.replace(/ The next is .*$| The next term .*$|: [^:]*$/, '.'),
          `The missing term is ${formatInt(all[gap])}; check it with the terms on both sides.`,
        ],
      });
    }
    return ctx.mcq({
      ...common,
      stem: `What is the next number in the series ${s.terms.map(formatInt).join(', ')}, ...?`,
      correct: formatInt(s.next),
      mistakes: s.mistakes,
      moreMistakes: (i) => num(s.next + (i % 2 === 1 ? i : -i), 'a slip of one in the last step'),
      steps: [s.rule],
    });
  },
});
