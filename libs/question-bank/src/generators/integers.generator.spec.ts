import { integersGenerator } from './integers.generator';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

/** A small recursive-descent evaluator for the stems' integer expressions: (+7), (-3), + - × ÷, brackets. */
const evaluate = (text: string): bigint => {
  const tokens = text.match(/\([+-]\d[\d,]*\)|[-+×÷()]/g) ?? [];
  let i = 0;
  const peek = (): string | undefined => tokens[i];
  const atom = (): bigint => {
    const t = tokens[i++];
    if (t === '(') {
      const v = sum();
      if (tokens[i++] !== ')') {
        throw new Error('unbalanced');
      }
      return v;
    }
    const m = /^\(([+-])([\d,]+)\)$/.exec(t ?? '');
    if (!m) {
      throw new Error(`bad token ${t}`);
    }
    return BigInt(m[2].replace(/,/g, '')) * (m[1] === '-' ? -1n : 1n);
  };
  const product = (): bigint => {
    let v = atom();
    while (peek() === '×' || peek() === '÷') {
      const op = tokens[i++];
      const r = atom();
      if (op === '÷' && v % r !== 0n) {
        throw new Error('division leaves a remainder');
      }
      v = op === '×' ? v * r : v / r;
    }
    return v;
  };
  const sum = (): bigint => {
    let v = product();
    while (peek() === '+' || peek() === '-') {
      const op = tokens[i++];
      const r = product();
      v = op === '+' ? v + r : v - r;
    }
    return v;
  };
  const v = sum();
  if (i !== tokens.length) {
    throw new Error('trailing tokens');
  }
  return v;
};

type Answer = { value: bigint; unit: string };

const solve = (question: GeneratedQuestion): Answer => {
  const s = question.stem;
  let m = /^(.+) = (?:\?|____)$/.exec(s) ?? /^Find the value of (.+)\.$/.exec(s);
  if (m) {
    return { value: evaluate(m[1]), unit: '' };
  }
  m = /highest temperature was (-?\d+)°C and the lowest was (-?\d+)°C\. By how many degrees/.exec(
    s,
  );
  if (m) {
    return { value: BigInt(m[1]) - BigInt(m[2]), unit: '°C' };
  }
  m = /temperature in \w+ was (-?\d+)°C\. By noon it had (risen|fallen) by (\d+)°C\./.exec(s);
  if (m) {
    // Walk the thermometer one degree at a time.
    let t = BigInt(m[1]);
    for (let k = 0; k < Number(m[3]); k++) {
      t += m[2] === 'risen' ? 1n : -1n;
    }
    return { value: t, unit: '°C' };
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Answer): boolean => {
  if (!text.endsWith(expected.unit)) {
    return false;
  }
  const core = text.slice(0, text.length - expected.unit.length);
  return /^-?[\d,]+$/.test(core) && BigInt(core.replace(/,/g, '')) === expected.value;
};

describe('integers generator', () => {
  it('agrees with an independent expression evaluator over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(integersGenerator, { solve, matches });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
    expect(result.types.fill_blank).toBeGreaterThan(0);
  });

  it('the evaluator follows the order of operations', () => {
    expect(evaluate('(-15) + (-14) × (-2)')).toBe(13n);
    expect(evaluate('((+3) + (-5)) × (-4)')).toBe(8n);
  });
});
