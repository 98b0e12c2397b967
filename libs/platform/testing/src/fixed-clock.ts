import type { Clock } from '@abhyas/runtime';

/** A clock tests move by hand. */
export const fixedClock = (start = new Date('2026-11-25T10:00:00.000Z')) => {
  let now = start;
  const clock: Clock = { now: () => now };
  return { clock, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};
