import { attemptSummary } from '../../testing/attempt-fixtures';
import { activityItems } from './activity-items';
import { weeklyProgress } from './weekly-progress';

const at = (completedAt: string, percentage = 50) =>
  attemptSummary({ _id: completedAt, completedAt, percentage });

describe('weeklyProgress', () => {
  // 19:00 UTC on 6 Dec is 00:30 on 7 Dec in India: "today" is the 7th.
  const now = new Date('2026-12-06T19:00:00.000Z');

  it('makes four 7-day buckets, oldest first, the last ending today in India', () => {
    const weeks = weeklyProgress([], now);
    expect(weeks.map(({ from, to }) => [from, to])).toEqual([
      ['2026-11-10', '2026-11-16'],
      ['2026-11-17', '2026-11-23'],
      ['2026-11-24', '2026-11-30'],
      ['2026-12-01', '2026-12-07'],
    ]);
    expect(weeks[3].label).toBe('1 Dec – 7 Dec');
    expect(weeks[3].shortLabel).toBe('1 Dec');
    expect(weeks.every((week) => week.completed === 0 && week.average === null)).toBe(true);
  });

  it('counts each test in the week of its Indian date, and averages the week', () => {
    const weeks = weeklyProgress(
      activityItems([
        // 18:45 UTC on 30 Nov is 00:15 on 1 Dec in India: this week, not last.
        at('2026-11-30T18:45:00.000Z', 80),
        at('2026-12-06T18:00:00.000Z', 60),
        // 18:00 UTC on 30 Nov is 23:30 on 30 Nov in India: last week.
        at('2026-11-30T18:00:00.000Z', 40),
        at('2026-11-10T00:00:00.000Z', 90),
        // Before the four weeks: not shown.
        at('2026-11-09T12:00:00.000Z', 10),
      ]),
      now,
    );
    expect(weeks.map((week) => week.completed)).toEqual([1, 0, 1, 2]);
    expect(weeks.map((week) => week.average)).toEqual([90, null, 40, 70]);
  });
});
