import { FixedWindowCounters } from './fixed-window-counters';
import { MemoryWindowCounters } from './window-counters';

describe('MemoryWindowCounters', () => {
  let now = 1_000;
  const counters = new MemoryWindowCounters(() => now);
  afterAll(() => counters.close());

  it('gives each key the window its first hit names, and says when it ends', async () => {
    expect(await counters.hit('lock', 3_600_000)).toEqual({ count: 1, resetMs: 3_600_000 });
    expect(await counters.hit('tries', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now = 31_000;
    expect(await counters.hit('tries', 60_000)).toEqual({ count: 2, resetMs: 30_000 });
    expect(await counters.peek('lock')).toEqual({ count: 1, resetMs: 3_570_000 });
    now = 61_000;
    expect(await counters.peek('tries')).toEqual({ count: 0, resetMs: 0 });
    expect(await counters.peek('lock')).toMatchObject({ count: 1 });
    await counters.clear('lock');
    expect(await counters.peek('lock')).toEqual({ count: 0, resetMs: 0 });
  });
});

describe('FixedWindowCounters.peek', () => {
  it('reads a window without adding to it', () => {
    const counters = new FixedWindowCounters(1_000, () => 5);
    counters.hit('a');
    expect(counters.peek('a')).toEqual({ count: 1, endsAt: 1_005, now: 5 });
    expect(counters.peek('b')).toEqual({ count: 0, endsAt: 5, now: 5 });
    counters.close();
  });
});
