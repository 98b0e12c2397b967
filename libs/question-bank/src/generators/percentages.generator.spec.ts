import { percentagesGenerator } from './percentages.generator';
import { checkGenerator, Q } from './spec-support';
import type { GeneratedQuestion } from './types';

type Answer = { value: Q; unit: '%' | '₹' | '' | 'change' };

const N = '([\\d,]+(?:\\.\\d+)?)';
const hundred = Q.int(100);

/** Reads the stem and computes with bigint rationals; successive changes by applying each in turn. */
const solve = (question: GeneratedQuestion): Answer => {
  const s = question.stem;
  const blank = question.type === 'fill_blank';
  let m = new RegExp(`^(?:What is )?${N}% of ${N}(?:\\?| = ____)$`).exec(s);
  if (m) {
    return { value: Q.read(m[1]).times(Q.read(m[2])).over(hundred), unit: '' };
  }
  m = new RegExp(`^(?:Express )?(?:(\\d+)/(\\d+)|${N})(?: as a percentage\\.| = ____%)$`).exec(s);
  if (m) {
    const x = m[3] !== undefined ? Q.read(m[3]) : new Q(BigInt(m[1]), BigInt(m[2]));
    return { value: x.times(hundred), unit: blank ? '' : '%' };
  }
  m = new RegExp(`from ₹${N} to ₹${N}\\. What is the percentage (increase|decrease)\\?$`).exec(s);
  if (m) {
    const [from, to] = [Q.read(m[1]), Q.read(m[2])];
    if ((m[3] === 'increase') !== from.lt(to)) {
      throw new Error('the direction in the stem is wrong');
    }
    const change = from.lt(to) ? to.minus(from) : from.minus(to);
    return { value: change.over(from).times(hundred), unit: '%' };
  }
  m = new RegExp(`marked ₹${N} is sold at a ${N}% discount\\. What is the selling price\\?$`).exec(
    s,
  );
  if (m) {
    const price = Q.read(m[1]);
    return { value: price.minus(price.times(Q.read(m[2])).over(hundred)), unit: '₹' };
  }
  m = new RegExp(
    `for ₹${N} and sells it at a ${N}% (profit|loss)\\. What is the selling price\\?$`,
  ).exec(s);
  if (m) {
    const cost = Q.read(m[1]);
    const rate = Q.read(m[2]);
    const factor = m[3] === 'profit' ? hundred.plus(rate) : hundred.minus(rate);
    return { value: cost.times(factor).over(hundred), unit: '₹' };
  }
  m = new RegExp(`^${N}% of a number is ${N}\\. What is the number\\?$`).exec(s);
  if (m) {
    return { value: Q.read(m[2]).times(hundred).over(Q.read(m[1])), unit: '' };
  }
  if (/What is the overall change in price\?$/.test(s)) {
    // Apply each change, in the order the stem gives them, to a price of 1.
    let price = Q.int(1);
    for (const c of s.matchAll(/(increased|decreased) by (\d+)%/g)) {
      const r = Q.int(BigInt(c[2])).over(hundred);
      price = price.times(c[1] === 'increased' ? Q.int(1).plus(r) : Q.int(1).minus(r));
    }
    return { value: price.minus(Q.int(1)).times(hundred), unit: 'change' };
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Answer): boolean => {
  if (expected.unit === 'change') {
    if (text === 'No change') {
      return expected.value.n === 0n;
    }
    const m = /^(\d+(?:\.\d+)?)% (increase|decrease)$/.exec(text);
    return (
      m !== null &&
      Q.read(m[1])
        .times(Q.int(m[2] === 'increase' ? 1 : -1))
        .eq(expected.value)
    );
  }
  const m = /^(₹?)(\d[\d,]*(?:\.\d+)?)(%?)$/.exec(text);
  if (!m) {
    return false;
  }
  const unit = m[1] || m[3];
  return unit === expected.unit && Q.read(m[2]).eq(expected.value);
};

describe('percentages generator', () => {
  it('agrees with an independent bigint-rational solver over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(percentagesGenerator, { solve, matches });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });
});
