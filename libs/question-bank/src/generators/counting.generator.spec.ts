import { countingGenerator } from './counting.generator';
import { checkGenerator } from './spec-support';
import type { GeneratedQuestion } from './types';

/** Every answer here is found by listing the things and counting them. */
const solve = (question: GeneratedQuestion): number => {
  const s = question.stem;
  let m =
    /has (\d+) shirts(?:,| and) (\d+) pairs of trousers(?: and (\d+) caps)?\. How many different outfits/.exec(
      s,
    );
  if (m) {
    const outfits: string[] = [];
    for (let a = 0; a < Number(m[1]); a++) {
      for (let b = 0; b < Number(m[2]); b++) {
        for (let c = 0; c < Number(m[3] ?? 1); c++) {
          outfits.push(`${a}-${b}-${c}`);
        }
      }
    }
    return new Set(outfits).size;
  }
  m = /each of (\d+) (?:friends|teams)|^(\d+) points are marked on a circle/.exec(s);
  if (m) {
    const n = Number(m[1] ?? m[2]);
    const pairs = new Set<string>();
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i !== j) {
          pairs.add([i, j].sort((x, y) => x - y).join('-'));
        }
      }
    }
    return pairs.size;
  }
  m = /divided into a (\d+) by (\d+) grid of small squares\. How many squares/.exec(s);
  if (m) {
    const n = Number(m[1]);
    let found = 0;
    // Every square: a top-left corner and a side that stays inside the grid.
    for (let x = 0; x < n; x++) {
      for (let y = 0; y < n; y++) {
        for (let side = 1; x + side <= n && y + side <= n; side++) {
          found++;
        }
      }
    }
    return found;
  }
  m = /grid of (\d+) rows and (\d+) columns of small squares\. How many rectangles/.exec(s);
  if (m) {
    const [rows, cols] = [Number(m[1]), Number(m[2])];
    let found = 0;
    for (let top = 0; top < rows; top++) {
      for (let bottom = top + 1; bottom <= rows; bottom++) {
        for (let left = 0; left < cols; left++) {
          for (let right = left + 1; right <= cols; right++) {
            found++;
          }
        }
      }
    }
    return found;
  }
  m =
    /^How many (\d)-digit numbers can be made from the digits ([\d, ]+) if digits (may be repeated|may not be repeated)\?$/.exec(
      s,
    );
  if (m) {
    const len = Number(m[1]);
    const digits = m[2].split(', ');
    const repeat = m[3] === 'may be repeated';
    let made: string[] = [''];
    for (let place = 0; place < len; place++) {
      made = made.flatMap((prefix) =>
        digits.filter((d) => repeat || !prefix.includes(d)).map((d) => prefix + d),
      );
    }
    return new Set(made.filter((x) => x[0] !== '0')).size;
  }
  throw new Error('unknown stem');
};

describe('counting generator', () => {
  it('agrees with brute-force listing over 2,400 seeds of every class and difficulty', () => {
    const result = checkGenerator(countingGenerator, {
      solve,
      matches: (text, expected) =>
        /^[\d,]+$/.test(text) && Number(text.replace(/,/g, '')) === expected,
    });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
  });
});
