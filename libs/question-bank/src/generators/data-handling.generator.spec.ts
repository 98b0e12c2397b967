import { dataHandlingGenerator } from './data-handling.generator';
import { checkGenerator, Q } from './spec-support';
import type { GeneratedQuestion } from './types';

const n = (t: string): bigint => BigInt(t.replace(/,/g, ''));

/** Insertion sort, written here rather than borrowed. */
const inOrder = (xs: bigint[]): bigint[] => {
  const out: bigint[] = [];
  for (const x of xs) {
    let i = out.length;
    while (i > 0 && out[i - 1] > x) {
      i--;
    }
    out.splice(i, 0, x);
  }
  return out;
};

const solve = (question: GeneratedQuestion): Q => {
  const s = question.stem;
  let m = /^The .+ are ([\d, ]+)\. What is the (mean|median|mode|range)\?$/.exec(s);
  if (m) {
    const xs = m[1].split(', ').map(n);
    const ordered = inOrder(xs);
    switch (m[2]) {
      case 'mean':
        return new Q(
          xs.reduce((a, b) => a + b, 0n),
          BigInt(xs.length),
        );
      case 'median': {
        // Strip the smallest and largest in pairs until one or two are left.
        let rest = ordered;
        while (rest.length > 2) {
          rest = rest.slice(1, -1);
        }
        return rest.length === 1 ? Q.int(rest[0]) : new Q(rest[0] + rest[1], 2n);
      }
      case 'mode': {
        // Runs in the ordered list; the longest run must be unique.
        const runs: [bigint, number][] = [];
        for (const x of ordered) {
          if (runs.length > 0 && runs[runs.length - 1][0] === x) {
            runs[runs.length - 1][1]++;
          } else {
            runs.push([x, 1]);
          }
        }
        const best = Math.max(...runs.map((r) => r[1]));
        const winners = runs.filter((r) => r[1] === best);
        if (winners.length !== 1 || best < 2) {
          throw new Error('no single mode');
        }
        return Q.int(winners[0][0]);
      }
      default:
        return Q.int(ordered[ordered.length - 1] - ordered[0]);
    }
  }
  m =
    /^The mean of (\d+) numbers is ([\d,]+)\. (?:One of them is|\d+ of them are) ([\d, ]+)\. What is the remaining number\?$/.exec(
      s,
    );
  if (m) {
    const known = m[3].split(', ').map(n);
    if (known.length !== Number(m[1]) - 1) {
      throw new Error('count mismatch');
    }
    // Try every candidate: the one that makes the mean right.
    for (let x = 1n; x <= 100000n; x++) {
      const all = [...known, x];
      if (
        new Q(
          all.reduce((a, b) => a + b, 0n),
          BigInt(all.length),
        ).eq(Q.read(m[2]))
      ) {
        return Q.int(x);
      }
    }
    throw new Error('no positive whole number fits');
  }
  throw new Error('unknown stem');
};

const matches = (text: string, expected: Q): boolean =>
  /^[\d,]+(\.\d+)?$/.test(text) && Q.read(text).eq(expected);

describe('data-handling generator', () => {
  it('agrees with an independent solver (insertion sort, runs, trial) over 2,400 seeds', () => {
    const result = checkGenerator(dataHandlingGenerator, { solve, matches });
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.checked).toBeGreaterThanOrEqual(2400);
  });
});
