import { decimalsGenerator } from './decimals.generator';
import { checkGenerator, Q } from './spec-support';
import type { GeneratedQuestion } from './types';

const D = '(\\d[\\d,]*(?:\\.\\d+)?)';

/** Reads the stem back and computes with bigint rationals (decimal strings read digit by digit). */
const solve = (question: GeneratedQuestion): Q => {
  const s = question.stem;
  let m = new RegExp(`^Write ${D}/${D} as a decimal\\.$`).exec(s);
  if (m) {
    return Q.read(m[1]).over(Q.read(m[2]));
  }
  m = /^Which of these decimals is the (greatest|smallest)\?$/.exec(s);
  if (m && question.type === 'mcq') {
    const values = question.options.map((o) => Q.read(o));
    return values.reduce((best, v) =>
      (m![1] === 'greatest' ? best.lt(v) : v.lt(best)) ? v : best,
    );
  }
  m = new RegExp(`^(?:What is )?${D} ([-+×÷]) ${D}(?: = \\?| = ____|\\?)$`).exec(s);
  if (m) {
    const [x, y] = [Q.read(m[1]), Q.read(m[3])];
    switch (m[2]) {
      case '+':
        return x.plus(y);
      case '-':
        return x.minus(y);
      case '×':
        return x.times(y);
      default:
        return x.over(y);
    }
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Q): boolean =>
  /^\d[\d,]*(\.\d+)?$/.test(text) && Q.read(text).eq(expected);

const rules = (question: GeneratedQuestion, { class: cls }: { class: number }): string[] => {
  const all = [question.stem, ...(question.type === 'mcq' ? question.options : question.answer)];
  const problems: string[] = [];
  if (all.some((t) => /(^|[^\d ])-\d|^-/.test(t))) {
    problems.push('negative number');
  }
  // Class 4 works in tenths and hundredths (a distractor may still show a child's 0.007).
  const key =
    question.type === 'mcq'
      ? question.options['ABCD'.indexOf(question.answer)]
      : question.answer[0];
  if (cls === 4 && [question.stem, key].some((t) => /\.\d{3}/.test(t))) {
    problems.push('thousandths in class 4');
  }
  if (question.type === 'mcq' && question.options.some((o) => o.includes('/'))) {
    problems.push('an option written as a fraction');
  }
  return problems;
};

describe('decimals generator', () => {
  it('agrees with an independent bigint-rational solver over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(decimalsGenerator, { solve, matches, rules });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });

  it('never shows a floating-point artefact', () => {
    for (let seed = 0; seed < 1000; seed++) {
      const q = decimalsGenerator.generate(seed, {
        class: 7,
        difficulty: seed % 2 === 0 ? 'hard' : 'very_hard',
      });
      const texts = [
        q.stem,
        ...(q.type === 'mcq' ? q.options : q.answer),
        ...q.explanation.detailedSolution,
      ];
      for (const t of texts) {
        expect(t).not.toMatch(/\.\d{8,}/);
      }
    }
  });
});
