import { indianDate } from '@abhyas/contracts';
import type { ActivityItem } from './activity-items';
import { PROGRESS_RULES } from './progress.constants';

/** One 7-day bucket of the Weekly Progress chart (parent doc §2), days inclusive. */
export interface WeekBucket {
  /** `YYYY-MM-DD` in India, first and last day. */
  from: string;
  to: string;
  label: string;
  /** The first day alone (`24 Nov`), for a chart axis with little room. */
  shortLabel: string;
  completed: number;
  /** Average score of the week's tests; null in a week without one. */
  average: number | null;
}

const DAY_MS = 86_400_000;

/** A calendar date `days` before `date` (both `YYYY-MM-DD`): plain date arithmetic, no zone. */
const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

const shortDay = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * Four 7-day buckets, oldest first, the last ending today as the family's calendar in India
 * reads it (a test at 23:30 IST on Monday counts on Monday, whatever the browser's zone).
 */
export function weeklyProgress(items: readonly ActivityItem[], now: Date): WeekBucket[] {
  const today = indianDate(now);
  const { weeks, daysPerWeek } = PROGRESS_RULES;
  return Array.from({ length: weeks }, (_, index) => {
    const weeksBack = weeks - 1 - index;
    const to = daysBefore(today, weeksBack * daysPerWeek);
    const from = daysBefore(to, daysPerWeek - 1);
    const inWeek = items.filter((item) => {
      const day = indianDate(new Date(item.date));
      return day >= from && day <= to;
    });
    return {
      from,
      to,
      label: `${shortDay(from)} – ${shortDay(to)}`,
      shortLabel: shortDay(from),
      completed: inWeek.length,
      average:
        inWeek.length === 0
          ? null
          : inWeek.reduce((sum, item) => sum + item.score, 0) / inWeek.length,
    };
  });
}
