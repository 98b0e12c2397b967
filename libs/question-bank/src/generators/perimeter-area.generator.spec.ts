import { perimeterAreaGenerator } from './perimeter-area.generator';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

type Answer = { value: number; unit: string };

const n = (t: string): number => Number(t.replace(/,/g, ''));
/** Area by adding up rows of unit squares. */
const rowsArea = (l: number, b: number): number => {
  let total = 0;
  for (let row = 0; row < b; row++) {
    total += l;
  }
  return total;
};
/** Perimeter by walking round the rectangle one unit edge at a time. */
const walk = (l: number, b: number): number => {
  let edges = 0;
  for (let i = 0; i < l; i++) {
    edges += 2;
  }
  for (let j = 0; j < b; j++) {
    edges += 2;
  }
  return edges;
};
/** Twice the area of a triangle from its corners (shoelace formula). */
const shoelace2 = (pts: [number, number][]): number =>
  Math.abs(
    pts.reduce((s, [x1, y1], i) => {
      const [x2, y2] = pts[(i + 1) % pts.length];
      return s + x1 * y2 - x2 * y1;
    }, 0),
  );
const find = (ok: (x: number) => boolean): number => {
  for (let x = 1; x <= 100000; x++) {
    if (ok(x)) {
      return x;
    }
  }
  throw new Error('no whole-number solution');
};
const N = '([\\d,]+)';

const solve = (question: GeneratedQuestion): Answer => {
  const s = question.stem;
  let m = new RegExp(
    `^A (square|rectangle) (?:has sides of ${N} (cm|m)|is ${N} (cm|m) long and ${N} (cm|m) wide)\\. What is its (area|perimeter)\\?$`,
  ).exec(s);
  if (m) {
    const [l, b, unit] = m[1] === 'square' ? [n(m[2]), n(m[2]), m[3]] : [n(m[4]), n(m[6]), m[5]];
    if (m[1] === 'rectangle' && m[5] !== m[7]) {
      throw new Error('mixed units');
    }
    return m[8] === 'area'
      ? { value: rowsArea(l, b), unit: `${unit}²` }
      : { value: walk(l, b), unit };
  }
  m = new RegExp(
    `^A rectangular board is ${N} m long and ${N} cm wide\\. What is its (area in square centimetres|perimeter in centimetres)\\?$`,
  ).exec(s);
  if (m) {
    const l = rowsArea(100, n(m[1]));
    return m[3].startsWith('area')
      ? { value: rowsArea(l, n(m[2])), unit: 'cm²' }
      : { value: walk(l, n(m[2])), unit: 'cm' };
  }
  m = new RegExp(
    `^A right-angled triangle has sides of ${N} cm, ${N} cm and ${N} cm\\. What is its area\\?$`,
  ).exec(s);
  if (m) {
    const [a, b, c] = [n(m[1]), n(m[2]), n(m[3])].sort((x, y) => x - y);
    if (a * a + b * b !== c * c) {
      throw new Error('not a right-angled triangle');
    }
    return {
      value:
        shoelace2([
          [0, 0],
          [a, 0],
          [0, b],
        ]) / 2,
      unit: 'cm²',
    };
  }
  m = new RegExp(
    `^A triangle has a base of ${N} cm and a height of ${N} cm\\. What is its area\\?$`,
  ).exec(s);
  if (m) {
    // Any apex at that height gives the same area.
    return {
      value:
        shoelace2([
          [0, 0],
          [n(m[1]), 0],
          [3, n(m[2])],
        ]) / 2,
      unit: 'cm²',
    };
  }
  m = new RegExp(`^A square has a perimeter of ${N} cm\\. What is its area\\?$`).exec(s);
  if (m) {
    const side = find((x) => walk(x, x) === n(m![1]));
    return { value: rowsArea(side, side), unit: 'cm²' };
  }
  m = new RegExp(
    `^A rectangle has an area of ${N} cm² and a length of ${N} cm\\. What is its perimeter\\?$`,
  ).exec(s);
  if (m) {
    const b = find((x) => rowsArea(n(m![2]), x) === n(m![1]));
    return { value: walk(n(m[2]), b), unit: 'cm' };
  }
  m = new RegExp(
    `^The floor of a room is ${N} m long and ${N} m wide\\. Tiling costs ₹${N} per square metre\\.`,
  ).exec(s);
  if (m) {
    return { value: rowsArea(n(m[1]), n(m[2])) * n(m[3]), unit: '₹' };
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Answer): boolean => {
  if (expected.unit === '₹') {
    return /^₹[\d,]+$/.test(text) && n(text.slice(1)) === expected.value;
  }
  const m = /^([\d,]+) (.+)$/.exec(text);
  return m !== null && m[2] === expected.unit && n(m[1]) === expected.value;
};

describe('perimeter-area generator', () => {
  it('agrees with an independent solver (counting rows, walking edges, shoelace) over 2,400 seeds', () => {
    const result = checkGenerator(perimeterAreaGenerator, { solve, matches });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
  });

  it('gives class 3 perimeter only', () => {
    for (let seed = 0; seed < 300; seed++) {
      expect(perimeterAreaGenerator.generate(seed, { class: 3, difficulty: 'hard' }).stem).toMatch(
        /perimeter\?$/,
      );
    }
  });
});
