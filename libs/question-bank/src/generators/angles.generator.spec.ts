import { anglesGenerator } from './angles.generator';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

type Answer = { value: number; degrees: boolean };

/** The one whole number in [lo, hi] that satisfies `ok`, found by trying them all. */
const search = (ok: (x: number) => boolean, lo = -200, hi = 400): number => {
  const found: number[] = [];
  for (let x = lo; x <= hi; x++) {
    if (ok(x)) {
      found.push(x);
    }
  }
  if (found.length !== 1) {
    throw new Error(`${found.length} solutions`);
  }
  return found[0];
};

/** Angle facts written as conditions, solved by brute force. */
const solve = (question: GeneratedQuestion): Answer => {
  const s = question.stem;
  const n = (t: string): number => Number(t.replace(/,/g, ''));
  let m = /^What is the (complement|supplement) of (\d+)°\?$/.exec(s);
  if (m) {
    const total = m[1] === 'complement' ? 90 : 180;
    const a = n(m[2]);
    return { value: search((x) => x >= 0 && a + x === total), degrees: true };
  }
  m = /^Two angles of a triangle are (\d+)° and (\d+)°\. What is the third angle\?$/.exec(s);
  if (m) {
    const [a, b] = [n(m[1]), n(m[2])];
    return { value: search((x) => x > 0 && a + b + x === 180), degrees: true };
  }
  m = /angle between the two equal sides is (\d+)°\. What is each of the other two angles\?$/.exec(
    s,
  );
  if (m) {
    const v = n(m[1]);
    return { value: search((x) => x > 0 && v + x + x === 180), degrees: true };
  }
  m = /each of the two equal angles is (\d+)°\. What is the third angle\?$/.exec(s);
  if (m) {
    const b = n(m[1]);
    return { value: search((x) => x > 0 && b + b + x === 180), degrees: true };
  }
  m =
    /^An exterior angle of a triangle is (\d+)°\. One of the two interior opposite angles is (\d+)°\./.exec(
      s,
    );
  if (m) {
    // Through the straight line: the interior angle next to it is 180 - ext; the triangle's angles add to 180.
    const [ext, a] = [n(m[1]), n(m[2])];
    return { value: search((x) => x > 0 && a + x + (180 - ext) === 180), degrees: true };
  }
  m =
    /^The angles of a triangle are in the ratio (\d+) : (\d+) : (\d+)\. What is the (largest|smallest) angle\?$/.exec(
      s,
    );
  if (m) {
    const parts = [n(m[1]), n(m[2]), n(m[3])];
    const k = search((x) => x > 0 && parts.reduce((sum, p) => sum + p * x, 0) === 180, 1, 180);
    const sizes = parts.map((p) => p * k);
    return { value: m[4] === 'largest' ? Math.max(...sizes) : Math.min(...sizes), degrees: true };
  }
  m = /^What is each interior angle of a regular (.+)\?$/.exec(s);
  if (m) {
    const sides: Record<string, number> = {
      pentagon: 5,
      hexagon: 6,
      octagon: 8,
      nonagon: 9,
      decagon: 10,
    };
    const count = sides[m[1]] ?? n(/polygon with (\d+) sides/.exec(m[1])?.[1] ?? 'NaN');
    // Walk round the polygon: the exterior angles make one full turn.
    return { value: search((x) => count * (180 - x) === 360, 1, 179), degrees: true };
  }
  m =
    /^Two angles \((\d*)x ([+-]) (\d+)\)° and \((\d*)x ([+-]) (\d+)\)° are (supplementary|complementary)\. What is x\?$/.exec(
      s,
    );
  if (m) {
    const lin = (k: string, sign: string, c: string) => (x: number) =>
      (k === '' ? 1 : n(k)) * x + (sign === '+' ? 1 : -1) * n(c);
    const [f, g] = [lin(m[1], m[2], m[3]), lin(m[4], m[5], m[6])];
    const total = m[7] === 'supplementary' ? 180 : 90;
    return { value: search((x) => f(x) > 0 && g(x) > 0 && f(x) + g(x) === total), degrees: false };
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Answer): boolean =>
  text === (expected.degrees ? `${expected.value}°` : String(expected.value));

describe('angles generator', () => {
  it('agrees with a brute-force solver over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(anglesGenerator, { solve, matches });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
  });

  it('shows only positive angles in the options (x itself may be any integer)', () => {
    for (let seed = 0; seed < 500; seed++) {
      const q = anglesGenerator.generate(seed, { class: 8, difficulty: 'very_hard' });
      if (q.type === 'mcq') {
        for (const o of q.options.filter((x) => x.endsWith('°'))) {
          expect(o).not.toMatch(/^-|^0°$/);
        }
      }
    }
  });
});
