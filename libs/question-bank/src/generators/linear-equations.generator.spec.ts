import { linearEquationsGenerator } from './linear-equations.generator';
import { checkGenerator, Q } from './spec-support';
import type { GeneratedQuestion } from './types';

/**
 * Evaluates one side of an equation at a value of the unknown (x, □ or ____), with its own
 * tokenizer: implicit multiplication ("3x", "2(x + 1)"), + - × ÷ / and brackets.
 */
const evaluateAt = (side: string, unknown: Q): Q => {
  const raw = side.replace(/____|□/g, 'x').match(/\d[\d,]*|x|[-+×÷/()]/g) ?? [];
  const tokens: string[] = [];
  raw.forEach((t, k) => {
    const prev = raw[k - 1];
    if (k > 0 && (t === 'x' || t === '(') && prev !== undefined && /\d$|x|\)/.test(prev)) {
      tokens.push('×');
    }
    tokens.push(t);
  });
  let i = 0;
  const atom = (): Q => {
    const t = tokens[i++];
    if (t === '-') {
      return Q.int(0).minus(atom());
    }
    if (t === '(') {
      const v = sum();
      i++;
      return v;
    }
    if (t === 'x') {
      return unknown;
    }
    return Q.read(t ?? '');
  };
  const product = (): Q => {
    let v = atom();
    while (tokens[i] === '×' || tokens[i] === '÷' || tokens[i] === '/') {
      const op = tokens[i++];
      v = op === '×' ? v.times(atom()) : v.over(atom());
    }
    return v;
  };
  const sum = (): Q => {
    let v = product();
    while (tokens[i] === '+' || tokens[i] === '-') {
      const op = tokens[i++];
      v = op === '+' ? v.plus(product()) : v.minus(product());
    }
    return v;
  };
  return sum();
};

/** Solves by evaluating left - right at 0 and 1 (a straight line) and finding its zero. */
const solve = (question: GeneratedQuestion): Q => {
  const m =
    /^What number goes in the box\? (.+)$/.exec(question.stem) ??
    /^Solve for x: (.+)$/.exec(question.stem) ??
    /^If (.+), then x = ____\.$/.exec(question.stem) ??
    /^(.*____.*)$/.exec(question.stem);
  if (!m) {
    throw new Error('unknown stem');
  }
  const [left, right] = m[1].split(' = ');
  const g = (x: Q): Q => evaluateAt(left, x).minus(evaluateAt(right, x));
  const [g0, g1] = [g(Q.int(0)), g(Q.int(1))];
  const slope = g1.minus(g0);
  if (slope.n === 0n) {
    throw new Error('no unique solution');
  }
  const x = Q.int(0).minus(g0).over(slope);
  // A straight line: it must also vanish there, and at x + 1 change by the slope.
  if (!g(x).eq(Q.int(0))) {
    throw new Error('not linear');
  }
  return x;
};

const matches = (text: string, expected: Q): boolean =>
  /^-?[\d,]+(\/\d+)?$/.test(text) && Q.read(text).eq(expected);

const rules = (question: GeneratedQuestion, { class: cls }: { class: number }): string[] => {
  const key =
    question.type === 'mcq'
      ? question.options['ABCD'.indexOf(question.answer)]
      : question.answer[0];
  const problems: string[] = [];
  if (cls < 7 && /(^|[ (=])-\d/.test(`${question.stem} ${key}`)) {
    problems.push('negative number before class 7');
  }
  if (cls < 9 && key.includes('/')) {
    problems.push('fractional solution before class 9');
  }
  if (cls <= 5 && /(^|[^a-z])x([^a-z]|$)/.test(question.stem)) {
    problems.push('a letter for the unknown before class 6');
  }
  return problems;
};

describe('linear-equations generator', () => {
  it('agrees with an independent solver (evaluate both sides, find the zero) over 2,400 seeds', () => {
    const result = checkGenerator(linearEquationsGenerator, { solve, matches, rules });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });

  it('the spec solver reads implicit multiplication and brackets', () => {
    expect(evaluateAt('3(x - 10)', Q.int(-5)).eq(Q.int(-45))).toBe(true);
    expect(evaluateAt('x/4', Q.int(8)).eq(Q.int(2))).toBe(true);
    expect(evaluateAt('-x + 3', Q.int(8)).eq(Q.int(-5))).toBe(true);
  });
});
