import { FixedWindowCounters } from './fixed-window-counters';

describe('FixedWindowCounters', () => {
  let now = 1_000;
  const counters = new FixedWindowCounters(60_000, () => now);
  afterAll(() => counters.close());

  it('counts hits per key within a window that starts at the first hit', () => {
    expect(counters.hit('a')).toEqual({ count: 1, endsAt: 61_000, now: 1_000 });
    now = 30_000;
    expect(counters.hit('a')).toEqual({ count: 2, endsAt: 61_000, now: 30_000 });
    expect(counters.hit('b').count).toBe(1);
    expect(counters.count('a')).toBe(2);
  });

  it('starts over once the window has ended, and forgets a cleared key', () => {
    now = 61_000;
    expect(counters.count('a')).toBe(0);
    expect(counters.hit('a')).toEqual({ count: 1, endsAt: 121_000, now: 61_000 });
    counters.clear('a');
    expect(counters.count('a')).toBe(0);
  });
});
