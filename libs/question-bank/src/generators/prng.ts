/**
 * Seeded pseudo-random numbers for the question generators: mulberry32 on a 32-bit state.
 * Nothing in the generators may call Math.random; every choice goes through an `Rng`, so the
 * same seed always gives the same question (reproducible papers).
 */

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** Murmur3's finaliser: spreads nearby seeds (0, 1, 2, ...) over the whole 32-bit range. */
const mix32 = (value: number): number => {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

/** A stream seed from a user seed and a label (generator id, class, difficulty). */
export const deriveSeed = (seed: number, label: string): number =>
  mix32((seed >>> 0) ^ hashString(label));

export const MAX_SEED = 0xffffffff;

export const isValidSeed = (seed: number): boolean =>
  Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: the next unsigned 32-bit integer. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
      throw new RangeError(`Rng.int: bad range [${min}, ${max}]`);
    }
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) {
      throw new RangeError('Rng.pick: no items');
    }
    return items[this.int(0, items.length - 1)];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count > items.length) {
      throw new RangeError(`Rng.sample: ${count} from ${items.length}`);
    }
    return this.shuffle(items).slice(0, count);
  }
}
