import { defineGenerator, type GeneratorContext, type Mistake } from './build';
import { formatInt } from './format';

const TOPIC = 'number-analogies';

interface Rule {
  apply: (n: number) => number;
  /** "multiply by 3", "square the number and add 1". */
  says: string;
  /** One worked example: "3 × 3 = 9". */
  show: (n: number) => string;
}

const linear = (p: number, q: number): Rule => ({
  apply: (n) => p * n + q,
  says:
    p === 1
      ? `${q > 0 ? 'add' : 'subtract'} ${Math.abs(q)}`
      : q === 0
        ? `multiply by ${p}`
        : `multiply by ${p}, then ${q > 0 ? 'add' : 'subtract'} ${Math.abs(q)}`,
  show: (n) =>
    `${p === 1 ? n : `${p} × ${n}`}${q === 0 ? '' : ` ${q > 0 ? '+' : '-'} ${Math.abs(q)}`} = ${formatInt(p * n + q)}`,
});

/** n^e + c; before class 7 (no exponents yet) the working is written as a product: 3 × 3. */
const power = (e: 2 | 3, c: number, plain = false): Rule => ({
  apply: (n) => n ** e + c,
  says: `${e === 2 ? 'square' : 'cube'} the number${c === 0 ? '' : `, then ${c > 0 ? 'add' : 'subtract'} ${Math.abs(c)}`}`,
  show: (n) =>
    `${plain ? Array.from({ length: e }, () => n).join(' × ') : `${n}${e === 2 ? '²' : '³'}`}${c === 0 ? '' : ` ${c > 0 ? '+' : '-'} ${Math.abs(c)}`} = ${formatInt(n ** e + c)}`,
});

const timesNext = (k: 1 | -1): Rule => ({
  apply: (n) => n * (n + k),
  says: `multiply the number by the number ${k > 0 ? 'after' : 'before'} it`,
  show: (n) => `${n} × ${n + k} = ${formatInt(n * (n + k))}`,
});

/** The rules a class meets. */
const rulesFor = (ctx: GeneratorContext): Rule[] => {
  const rules: Rule[] = [];
  for (let k = 2; k <= 5 + ctx.level; k++) {
    rules.push(linear(k, 0));
  }
  for (const q of [3, 5, 7, 9, 11, 12, 15, 20]) {
    rules.push(linear(1, q));
    if (ctx.cls >= 4) {
      rules.push(linear(1, -q));
    }
  }
  if (ctx.cls >= 5) {
    for (const [p, q] of [
      [2, 1],
      [2, -1],
      [3, 1],
      [3, -2],
      [4, -3],
      [5, 2],
    ]) {
      rules.push(linear(p, q));
    }
    rules.push(power(2, 0, ctx.cls < 7));
  }
  if (ctx.cls >= 7) {
    rules.push(power(2, 1), power(2, -1), power(3, 0), timesNext(1), timesNext(-1));
  }
  if (ctx.cls >= 8 && ctx.level >= 2) {
    rules.push(power(3, 1), power(3, -1), power(2, 2), power(2, -2));
  }
  return ctx.level === 0
    ? rules.filter((r) => r.apply(2) !== 2 ** 2 && r.apply(2) !== 2 ** 3)
    : rules;
};

/**
 * Every rule a child could reasonably find, for the ambiguity check: p·n + q (p 1..12,
 * q -30..30), n² + c and n³ + c (c -10..10), n² + k·n (k -3..3), k·n² (k 2..3).
 */
const ALL_RULES: ((n: number) => number)[] = (() => {
  const out: ((n: number) => number)[] = [];
  for (let p = 1; p <= 12; p++) {
    for (let q = -30; q <= 30; q++) {
      out.push((n) => p * n + q);
    }
  }
  for (let c = -10; c <= 10; c++) {
    out.push(
      (n) => n * n + c,
      (n) => n * n * n + c,
    );
  }
  for (let k = -3; k <= 3; k++) {
    out.push((n) => n * n + k * n);
  }
  out.push(
    (n) => 2 * n * n,
    (n) => 3 * n * n,
  );
  return out;
})();

/** Rules a child tries first, simplest first: the source of "fits only one pair" slips. */
const SIMPLE_RULES: Rule[] = (() => {
  const out: Rule[] = [];
  for (let k = 2; k <= 12; k++) {
    out.push(linear(k, 0));
  }
  for (let q = 1; q <= 30; q++) {
    out.push(linear(1, q), linear(1, -q));
  }
  out.push(power(2, 0), power(3, 0), timesNext(1), timesNext(-1));
  for (let c = 1; c <= 5; c++) {
    out.push(power(2, c), power(2, -c));
  }
  for (let p = 2; p <= 5; p++) {
    for (let q = 1; q <= 9; q++) {
      out.push(linear(p, q), linear(p, -q));
    }
  }
  return out;
})();

export const numberAnalogiesGenerator = defineGenerator({
  id: 'number-analogies',
  name: 'Number analogies',
  section: 'S1',
  classes: [3, 4, 5, 6, 7, 8, 9, 10],
  topics: [
    'Number pairs that follow one rule',
    'Analogies with multiplying, adding, squares and cubes',
  ],
  build: (ctx) => {
    const rules = rulesFor(ctx);
    const top = 9 + 3 * ctx.level;
    let rule = ctx.rng.pick(rules);
    let xs: number[] = [];
    let query = 0;
    // Pick examples until the three pairs leave only one answer among all simple rules.
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0 && attempt % 10 === 0) {
        rule = ctx.rng.pick(rules);
      }
      const isCube =
        rule.apply(3) - rule.apply(2) > 15 &&
        rule.apply(4) - rule.apply(3) > 30 &&
        rule.apply(5) > 100;
      const cap = isCube ? 6 : top;
      const picks = ctx.rng.sample(
        Array.from({ length: cap - 1 }, (_, i) => i + 2),
        4,
      );
      xs = picks.slice(0, 3).sort((a, b) => a - b);
      query = picks[3];
      const ys = xs.map(rule.apply);
      if (ys.some((y) => y <= 0) || rule.apply(query) <= 0) {
        continue;
      }
      const answers = new Set(
        ALL_RULES.filter((f) => xs.every((x, i) => f(x) === ys[i])).map((f) => f(query)),
      );
      if (answers.size === 1) {
        break;
      }
      if (attempt > 200) {
        // Never reached in the specs' sweeps; a rule and examples that are always unambiguous.
        rule = linear(2, 0);
        xs = [2, 5, 9];
        query = 7;
        break;
      }
    }
    const ys = xs.map(rule.apply);
    const answer = rule.apply(query);
    // Slips: the simplest rule that fits only the first pair (or only the last), or the right rule misapplied.
    const fitsOnly = (k: number): Rule | undefined =>
      SIMPLE_RULES.find(
        (r) =>
          r.apply(xs[k]) === ys[k] &&
          !xs.every((x, i) => r.apply(x) === ys[i]) &&
          r.apply(query) > 0 &&
          r.apply(query) !== answer,
      );
    const f1 = fitsOnly(0);
    const f2 = fitsOnly(2);
    const mistakes: (Mistake | undefined)[] = [
      f1 !== undefined
        ? {
            text: formatInt(f1.apply(query)),
            why: `using the rule "${f1.says}" (it fits only the first pair)`,
          }
        : undefined,
      rule.apply(query + 1) > 0
        ? {
            text: formatInt(rule.apply(query + 1)),
            why: `applying the rule to ${query + 1} instead of ${query}`,
          }
        : undefined,
      f2 !== undefined
        ? {
            text: formatInt(f2.apply(query)),
            why: `using the rule "${f2.says}" (it fits only the last pair)`,
          }
        : undefined,
      query - 1 > 0 && rule.apply(query - 1) > 0
        ? {
            text: formatInt(rule.apply(query - 1)),
            why: `applying the rule to ${query - 1} instead of ${query}`,
          }
        : undefined,
    ];
    return ctx.mcq({
      topic: TOPIC,
      subTopic: 'Number pairs that follow one rule',
      stem: `Each pair follows the same rule: ${xs.map((x, i) => `(${x}, ${formatInt(ys[i])})`).join(', ')}. Which number makes (${query}, ?) follow the rule too?`,
      correct: formatInt(answer),
      mistakes,
      moreMistakes: (i) =>
        answer + (i % 2 === 1 ? i : -i) > 0
          ? { text: formatInt(answer + (i % 2 === 1 ? i : -i)), why: 'a slip in the last step' }
          : undefined,
      steps: [
        `Look for one rule that works for every pair: ${rule.says}.`,
        `Check it: ${xs.map((x) => rule.show(x)).join('; ')}.`,
        `Apply it to ${query}: ${rule.show(query)}.`,
      ],
      keyConcepts: ['Finding a rule that fits every example', 'Checking a rule before using it'],
      relatedTopics: ['Number patterns', 'Squares and cubes', 'Multiplication tables'],
    });
  },
});
