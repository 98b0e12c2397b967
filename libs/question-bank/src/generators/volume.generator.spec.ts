import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';
import { volumeGenerator } from './volume.generator';

type Answer = { value: number; unit: string };

const n = (t: string): number => Number(t.replace(/,/g, ''));
/** Counts unit cubes layer by layer, row by row. */
const countCubes = (l: number, b: number, h: number): number => {
  let total = 0;
  for (let z = 0; z < h; z++) {
    for (let y = 0; y < b; y++) {
      total += l;
    }
  }
  return total;
};
const N = '([\\d,]+)';

const solve = (question: GeneratedQuestion): Answer => {
  const s = question.stem;
  let m =
    /It is (\d+) cubes long, (\d+) cubes wide and (\d+) cubes high\. How many cubes are used\?$/.exec(
      s,
    );
  if (m) {
    return { value: countCubes(n(m[1]), n(m[2]), n(m[3])), unit: 'cubes' };
  }
  m = /^What is the volume of a cube with edges of (\d+) (cm|m)\?$/.exec(s);
  if (m) {
    return { value: countCubes(n(m[1]), n(m[1]), n(m[1])), unit: `${m[2]}³` };
  }
  m =
    /^What is the volume of a cuboid (\d+) (cm|m) long, (\d+) (?:cm|m) wide and (\d+) (?:cm|m) high\?$/.exec(
      s,
    );
  if (m) {
    return { value: countCubes(n(m[1]), n(m[3]), n(m[4])), unit: `${m[2]}³` };
  }
  m = /^A water tank is (\d+) m long, (\d+) m wide and (\d+) m deep\./.exec(s);
  if (m) {
    // Count cubes of 10 cm (1 litre each): 10 per metre along every edge.
    return { value: countCubes(n(m[1]) * 10, n(m[2]) * 10, n(m[3]) * 10), unit: 'litres' };
  }
  m = /^A box is (\d+) cm long, (\d+) cm wide and (\d+) cm high\. How many litres/.exec(s);
  if (m) {
    const [l, b, h] = [n(m[1]), n(m[2]), n(m[3])];
    if (l % 10 !== 0 || b % 10 !== 0 || h % 10 !== 0) {
      throw new Error('not whole litres');
    }
    return { value: countCubes(l / 10, b / 10, h / 10), unit: 'litres' };
  }
  m = new RegExp(
    `^A cuboid has a volume of ${N} cm³\\. Its length is (\\d+) cm and its breadth is (\\d+) cm\\. What is its height\\?$`,
  ).exec(s);
  if (m) {
    for (let h = 1; h <= 10000; h++) {
      if (countCubes(n(m[2]), n(m[3]), h) === n(m[1])) {
        return { value: h, unit: 'cm' };
      }
    }
    throw new Error('no whole height');
  }
  m =
    /^How many cubes of edge (\d+) cm fit exactly into a box (\d+) cm long, (\d+) cm wide and (\d+) cm high\?$/.exec(
      s,
    );
  if (m) {
    const e = n(m[1]);
    const fit = (x: number): number => {
      let k = 0;
      while ((k + 1) * e <= x) {
        k++;
      }
      if (k * e !== x) {
        throw new Error('does not fit exactly');
      }
      return k;
    };
    return { value: countCubes(fit(n(m[2])), fit(n(m[3])), fit(n(m[4]))), unit: '' };
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Answer): boolean => {
  if (expected.unit === '') {
    return /^[\d,]+$/.test(text) && n(text) === expected.value;
  }
  const m = /^([\d,]+) (.+)$/.exec(text);
  return m !== null && m[2] === expected.unit && n(m[1]) === expected.value;
};

describe('volume generator', () => {
  it('agrees with a cube-counting solver over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(volumeGenerator, { solve, matches });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
  });
});
