import fc from 'fast-check';
import { deriveSeed, hashString, isValidSeed, Rng } from './prng';

describe('Rng (mulberry32)', () => {
  it('matches the reference mulberry32 output for seed 0', () => {
    // Reference: the widely published JavaScript mulberry32, first three outputs for seed 0.
    const reference = (seed: number): (() => number) => {
      let a = seed;
      return () => {
        a |= 0;
        a = (a + 0x6d2b79f5) | 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return (t ^ (t >>> 14)) >>> 0;
      };
    };
    for (const seed of [0, 1, 42, 0xffffffff, 123456789]) {
      const ours = new Rng(seed);
      const theirs = reference(seed);
      for (let i = 0; i < 50; i++) {
        expect(ours.nextUint32()).toBe(theirs());
      }
    }
  });

  it('is reproducible and stays in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (seed, lo, span) => {
          const a = new Rng(seed);
          const b = new Rng(seed);
          for (let i = 0; i < 20; i++) {
            const x = a.int(lo, lo + span);
            expect(x).toBe(b.int(lo, lo + span));
            expect(x).toBeGreaterThanOrEqual(lo);
            expect(x).toBeLessThanOrEqual(lo + span);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('spreads values evenly (chi-square on 6 buckets)', () => {
    const rng = new Rng(2024);
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60000;
    for (let i = 0; i < n; i++) {
      counts[rng.int(0, 5)]++;
    }
    const expected = n / 6;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it('shuffles into a permutation and samples distinct items', () => {
    const rng = new Rng(7);
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect([...rng.shuffle(items)].sort()).toEqual(items);
    const s = rng.sample(items, 5);
    expect(new Set(s).size).toBe(5);
    expect(() => rng.sample(items, 10)).toThrow(RangeError);
    expect(() => rng.int(3, 2)).toThrow(RangeError);
  });

  it('derives different streams for different labels and validates seeds', () => {
    expect(deriveSeed(1, 'a')).not.toBe(deriveSeed(1, 'b'));
    expect(deriveSeed(1, 'a')).not.toBe(deriveSeed(2, 'a'));
    expect(hashString('')).toBe(0x811c9dc5);
    expect(isValidSeed(0)).toBe(true);
    expect(isValidSeed(0xffffffff)).toBe(true);
    expect(isValidSeed(-1)).toBe(false);
    expect(isValidSeed(2 ** 32)).toBe(false);
    expect(isValidSeed(1.5)).toBe(false);
  });
});
