import fc from 'fast-check';
import { partitionOf } from './partition';

describe('partitionOf', () => {
  it('is stable across processes and releases (values pinned from a reference FNV-1a)', () => {
    expect(
      ['child-1', 'child-2', 'parent-42', '', 'पाठ'].map((key) => partitionOf(key, 4)),
    ).toEqual([3, 2, 2, 1, 3]);
  });

  it('always lands within [0, partitions)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 64 }), (key, partitions) => {
        const partition = partitionOf(key, partitions);
        return Number.isInteger(partition) && partition >= 0 && partition < partitions;
      }),
    );
  });

  it('spreads uuid-like keys evenly enough', () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4_000; i += 1) {
      counts[partitionOf(`0b9e3d0c-${i.toString(16).padStart(4, '0')}-4a1b-9c2d-${i * 7919}`, 4)] +=
        1;
    }
    counts.forEach((count) => expect(count).toBeGreaterThan(800));
  });
});
