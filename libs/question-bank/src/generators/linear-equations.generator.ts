import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatFraction, formatInt } from './format';
import { Fraction } from './fraction';
import type { GeneratedQuestion } from './types';

const TOPIC = 'simple-equations';
const RELATED = ['Algebraic expressions', 'Inverse operations', 'Transposing terms'];
const show = (x: Fraction): string => formatFraction(x);
const f = (n: number, d = 1): Fraction => Fraction.of(n, d);

/** "3x", "x", "-x", "-3x". */
const term = (a: number): string => (a === 1 ? 'x' : a === -1 ? '-x' : `${formatInt(a)}x`);
/** " + 5", " - 5" (nothing for 0). */
const plus = (b: number): string =>
  b === 0 ? '' : b > 0 ? ` + ${formatInt(b)}` : ` - ${formatInt(-b)}`;
const sameValue = (a: string, b: string): boolean => {
  const read = (t: string): Fraction | undefined => {
    const m = /^(-?[\d,]+)(?:\/(\d+))?$/.exec(t);
    return m ? f(Number(m[1].replace(/,/g, '')), Number(m[2] ?? 1)) : undefined;
  };
  const [x, y] = [read(a), read(b)];
  return x !== undefined && y !== undefined && x.equals(y);
};

/** Keeps a mistake only if it is a number the class works with. */
const allowed = (ctx: GeneratorContext, x: Fraction, why: string): Mistake | undefined =>
  (ctx.cls < 7 && (!x.isInteger() || x.compare(0) < 0)) || Math.abs(x.num) > 100000
    ? undefined
    : { text: show(x), why };

const missingNumber = (ctx: GeneratorContext): GeneratedQuestion => {
  const op = ctx.rng.pick(['+', '-', 'from', '×', '÷'] as const);
  const max = [20, 50, 100, 500][ctx.level] * (ctx.cls === 5 ? 2 : 1);
  let box: number;
  let k: number;
  let result: number;
  let stem: string;
  let inverse: string;
  let wrong: number;
  if (op === '+' || op === '-' || op === 'from') {
    box = ctx.rng.int(2, max);
    k = ctx.rng.int(2, max);
    if (op === '+') {
      result = box + k;
      stem = `□ + ${formatInt(k)} = ${formatInt(result)}`;
      inverse = `□ = ${formatInt(result)} - ${formatInt(k)} = ${formatInt(box)}`;
      wrong = result + k;
    } else if (op === '-') {
      result = box;
      box = box + k;
      stem = `□ - ${formatInt(k)} = ${formatInt(result)}`;
      inverse = `□ = ${formatInt(result)} + ${formatInt(k)} = ${formatInt(box)}`;
      wrong = Math.abs(result - k);
    } else {
      result = k;
      k = box + result;
      stem = `${formatInt(k)} - □ = ${formatInt(result)}`;
      inverse = `□ = ${formatInt(k)} - ${formatInt(result)} = ${formatInt(box)}`;
      wrong = k + result;
    }
  } else {
    k = ctx.rng.int(2, [5, 9, 12, 15][ctx.level]);
    box = ctx.rng.int(2, [10, 12, 25, 50][ctx.level]);
    if (op === '×') {
      result = box * k;
      stem = `□ × ${k} = ${formatInt(result)}`;
      inverse = `□ = ${formatInt(result)} ÷ ${k} = ${formatInt(box)}`;
      wrong = result * k;
    } else {
      result = box;
      box = box * k;
      stem = `□ ÷ ${k} = ${formatInt(result)}`;
      inverse = `□ = ${formatInt(result)} × ${k} = ${formatInt(box)}`;
      wrong = result + k;
    }
  }
  const common = {
    topic: TOPIC,
    subTopic: 'Finding the missing number',
    steps: [
      `Undo the operation with its inverse: ${inverse}.`,
      `Check: put ${formatInt(box)} in the box: ${stem.replace('□', formatInt(box))}.`,
    ],
    keyConcepts: [
      'Inverse operations',
      'Addition and subtraction undo each other; so do multiplication and division',
    ],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.3)) {
    return ctx.fillBlank({
      ...common,
      stem: stem.replace('□', '____'),
      answers: [String(box), formatInt(box)].filter((x, i, a) => a.indexOf(x) === i),
    });
  }
  return ctx.mcq({
    ...common,
    stem: `What number goes in the box? ${stem}`,
    correct: formatInt(box),
    mistakes: [
      { text: formatInt(wrong), why: 'using the same operation instead of its inverse' },
      { text: formatInt(result), why: 'copying the answer side' },
      { text: formatInt(k), why: 'copying the number next to the box' },
    ],
    moreMistakes: (i) => ({ text: formatInt(box + i), why: 'a counting slip' }),
  });
};

/** x with the size and sign the class works with. */
const solution = (ctx: GeneratorContext, max: number): number => {
  const x = ctx.rng.int(1, max);
  return ctx.cls >= 7 && ctx.level >= 2 && ctx.rng.chance(0.5) ? -x : x;
};

const oneStep = (ctx: GeneratorContext): GeneratedQuestion => {
  const kind = ctx.rng.pick(['add', 'sub', 'mul', 'div'] as const);
  const x = ctx.rng.int(2, [15, 30, 60, 120][ctx.level]);
  const a = ctx.rng.int(2, [9, 12, 15, 25][ctx.level]);
  let lhs: string;
  let rhs: number;
  let steps: string[];
  let mistakes: (Mistake | undefined)[];
  if (kind === 'add') {
    rhs = x + a;
    lhs = `x + ${a}`;
    steps = [`Subtract ${a} from both sides: x = ${formatInt(rhs)} - ${a} = ${formatInt(x)}.`];
    mistakes = [
      allowed(ctx, f(rhs + a), `adding ${a} instead of subtracting it`),
      allowed(ctx, f(rhs), 'forgetting to move the number'),
    ];
  } else if (kind === 'sub') {
    rhs = x;
    lhs = `x - ${a}`;
    steps = [`Add ${a} to both sides: x = ${formatInt(rhs)} + ${a} = ${formatInt(rhs + a)}.`];
    mistakes = [
      allowed(ctx, f(rhs - a), `subtracting ${a} instead of adding it`),
      allowed(ctx, f(rhs), 'forgetting to move the number'),
    ];
    rhs = x;
  } else if (kind === 'mul') {
    rhs = a * x;
    lhs = `${a}x`;
    steps = [`Divide both sides by ${a}: x = ${formatInt(rhs)} ÷ ${a} = ${formatInt(x)}.`];
    mistakes = [
      allowed(ctx, f(rhs - a), `subtracting ${a} instead of dividing`),
      allowed(ctx, f(rhs * a), `multiplying by ${a} instead of dividing`),
    ];
  } else {
    rhs = x;
    lhs = `x/${a}`;
    steps = [`Multiply both sides by ${a}: x = ${formatInt(rhs)} × ${a} = ${formatInt(rhs * a)}.`];
    mistakes = [
      allowed(ctx, f(rhs, a), `dividing by ${a} instead of multiplying`),
      allowed(ctx, f(rhs + a), `adding ${a} instead of multiplying`),
    ];
  }
  const answer = kind === 'sub' ? x + a : kind === 'div' ? x * a : x;
  return linearQuestion(
    ctx,
    `${lhs} = ${formatInt(rhs)}`,
    f(answer),
    steps,
    mistakes,
    'One-step equations',
  );
};

const twoStep = (ctx: GeneratorContext): GeneratedQuestion => {
  const x = solution(ctx, [6, 10, 15, 20][ctx.level]);
  const a = ctx.rng.int(2, [5, 9, 12, 15][ctx.level]);
  let b =
    ctx.rng.int(1, [10, 20, 40, 60][ctx.level]) * (ctx.level >= 1 && ctx.rng.chance(0.5) ? -1 : 1);
  if (ctx.cls < 7 && a * x + b < 0) {
    b = Math.abs(b);
  }
  const c = a * x + b;
  const steps = [
    `${b > 0 ? `Subtract ${formatInt(b)} from` : `Add ${formatInt(-b)} to`} both sides: ${term(a)} = ${formatInt(c)} ${b > 0 ? '-' : '+'} ${formatInt(Math.abs(b))} = ${formatInt(c - b)}.`,
    `Divide both sides by ${a}: x = ${formatInt(c - b)} ÷ ${a} = ${formatInt(x)}.`,
  ];
  return linearQuestion(
    ctx,
    `${term(a)}${plus(b)} = ${formatInt(c)}`,
    f(x),
    steps,
    [
      allowed(
        ctx,
        f(c + b, a),
        `${b > 0 ? 'adding' : 'subtracting'} ${formatInt(Math.abs(b))} instead of ${b > 0 ? 'subtracting' : 'adding'} it`,
      ),
      allowed(ctx, f(c, a).sub(b), 'dividing by the coefficient before moving the constant'),
      allowed(ctx, f(c - b - a), `subtracting ${a} instead of dividing by it`),
      allowed(ctx, f((c - b) * a), `multiplying by ${a} instead of dividing`),
    ],
    'Two-step equations',
  );
};

const bothSides = (ctx: GeneratorContext): GeneratedQuestion => {
  const fractional = ctx.cls >= 9 && ctx.level === 3;
  let a = ctx.rng.int(2, [6, 8, 10, 12][ctx.level]);
  let c = ctx.rng.int(1, a - 1);
  if (ctx.rng.chance(0.5)) {
    [a, c] = [c, a];
  }
  let x: Fraction;
  let b: number;
  let d: number;
  if (fractional) {
    // (d - b) / (a - c) is a fraction that is not a whole number.
    if (Math.abs(a - c) < 2) {
      a = c + 3;
    }
    b = ctx.rng.int(-20, 20);
    let top = ctx.rng.int(1, 40);
    if (top % Math.abs(a - c) === 0) {
      top += 1;
    }
    d = b + top;
    x = f(d - b, a - c);
  } else {
    const xi = solution(ctx, [8, 10, 12, 15][ctx.level]);
    b = ctx.rng.int(-25, 25);
    d = (a - c) * xi + b;
    x = f(xi);
  }
  const k = a - c;
  const steps = [
    `Bring the x terms to one side and the numbers to the other: ${term(a)} - ${term(c)} = ${formatInt(d)} ${b >= 0 ? '-' : '+'} ${formatInt(Math.abs(b))}.`,
    `${term(k)} = ${formatInt(d - b)}.`,
    `x = ${formatInt(d - b)} ÷ ${k < 0 ? `(${k})` : k} = ${show(x)}.`,
  ];
  return linearQuestion(
    ctx,
    `${term(a)}${plus(b)} = ${term(c)}${plus(d)}`,
    x,
    steps,
    [
      a + c !== 0
        ? allowed(ctx, f(d - b, a + c), `adding ${term(c)} to the left instead of subtracting it`)
        : undefined,
      allowed(
        ctx,
        f(d + b, k),
        `${b >= 0 ? 'adding' : 'subtracting'} ${formatInt(Math.abs(b))} on the right instead of ${b >= 0 ? 'subtracting' : 'adding'} it`,
      ),
      allowed(ctx, x.neg(), 'moving both terms without changing their signs'),
      allowed(ctx, f(d - b), `forgetting to divide by ${k}`),
    ],
    'Variables on both sides',
  );
};

const brackets = (ctx: GeneratorContext): GeneratedQuestion => {
  const a = ctx.rng.int(2, 9);
  const b = ctx.rng.int(1, 12) * (ctx.rng.chance(0.5) ? -1 : 1);
  const x = solution(ctx, 15);
  const c = a * (x + b);
  const inside = `x${plus(b)}`;
  const steps = [
    `Divide both sides by ${a}: ${inside} = ${formatInt(c)} ÷ ${a} = ${formatInt(c / a)}.`,
    `${b > 0 ? `Subtract ${b} from` : `Add ${-b} to`} both sides: x = ${formatInt(c / a)} ${b > 0 ? '-' : '+'} ${Math.abs(b)} = ${formatInt(x)}.`,
  ];
  return linearQuestion(
    ctx,
    `${a}(${inside}) = ${formatInt(c)}`,
    f(x),
    steps,
    [
      allowed(
        ctx,
        f(c - b, a),
        `opening the bracket as ${a}x${plus(b)} (multiplying only x by ${a})`,
      ),
      allowed(
        ctx,
        f(c / a + b),
        `${b > 0 ? 'adding' : 'subtracting'} ${Math.abs(b)} instead of ${b > 0 ? 'subtracting' : 'adding'} it`,
      ),
      allowed(ctx, f(c - a * b), 'multiplying out and then forgetting to divide'),
      allowed(ctx, f(c - b - a), `subtracting ${a} instead of dividing by it`),
    ],
    'Equations with brackets',
  );
};

/** The value of one side ("3x - 5", "x/4", "2(x + 3)", "-x", "12") at x, for the check line. */
const evaluateSide = (side: string, x: Fraction): Fraction => {
  const n = (t: string): number => Number(t.replace(/,/g, ''));
  let m = /^(-?[\d,]*)x(?: ([+-]) ([\d,]+))?$/.exec(side);
  if (m) {
    const coef = m[1] === '' ? 1 : m[1] === '-' ? -1 : n(m[1]);
    return x.mul(coef).add(m[2] === undefined ? 0 : (m[2] === '+' ? 1 : -1) * n(m[3]));
  }
  m = /^x\/(\d+)$/.exec(side);
  if (m) {
    return x.div(n(m[1]));
  }
  m = /^(\d+)\(x ([+-]) ([\d,]+)\)$/.exec(side);
  if (m) {
    return x.add((m[2] === '+' ? 1 : -1) * n(m[3])).mul(n(m[1]));
  }
  return f(n(side));
};

const linearQuestion = (
  ctx: GeneratorContext,
  equation: string,
  x: Fraction,
  steps: string[],
  mistakes: (Mistake | undefined)[],
  subTopic: string,
): GeneratedQuestion => {
  const [left, right] = equation.split(' = ');
  const check = /^-?[\d,]+$/.test(right)
    ? `Check: when x = ${show(x)}, ${left} = ${show(evaluateSide(left, x))}, the same as the right side.`
    : `Check: when x = ${show(x)}, ${left} = ${show(evaluateSide(left, x))} and ${right} = ${show(evaluateSide(right, x))}.`;
  const common = {
    topic: TOPIC,
    subTopic,
    steps: [...steps, check],
    keyConcepts: ['Doing the same to both sides', 'Transposing changes the sign'],
    relatedTopics: RELATED,
  };
  if (ctx.rng.chance(0.25)) {
    return ctx.fillBlank({ ...common, stem: `If ${equation}, then x = ____.`, answers: [show(x)] });
  }
  return ctx.mcq({
    ...common,
    stem: `Solve for x: ${equation}`,
    correct: show(x),
    mistakes,
    moreMistakes: (i) => allowed(ctx, x.add(i), 'an arithmetic slip in the last step'),
    sameValue,
  });
};

export const linearEquationsGenerator = defineGenerator({
  id: 'linear-equations',
  name: 'Simple and linear equations',
  section: 'S2',
  classes: [4, 5, 6, 7, 8, 9, 10],
  topics: [
    'Finding the missing number',
    'One-step equations',
    'Two-step equations (ax + b = c)',
    'Equations with the variable on both sides',
    'Equations with brackets',
  ],
  build: (ctx) => {
    if (ctx.cls <= 5) {
      return missingNumber(ctx);
    }
    const kinds =
      ctx.cls === 6 ? [oneStep, twoStep] : [twoStep, ...(ctx.level === 0 ? [oneStep] : [])];
    if (ctx.cls >= 8) {
      kinds.push(bothSides);
    }
    if (ctx.cls >= 9 && ctx.level >= 1) {
      kinds.push(brackets);
    }
    return ctx.rng.pick(kinds)(ctx);
  },
});
