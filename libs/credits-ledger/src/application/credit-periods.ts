import type { StatsPeriod } from '@abhyas/contracts';

export const DAY_MS = 86_400_000;

export const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

const firstOfMonth = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const lastOfMonth = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));

export interface DayRange {
  /** First instant included. */
  from: Date;
  /** First instant after the range: the end date is a whole day, included. */
  until: Date;
  startDate: string;
  endDate: string;
}

/**
 * A history range in whole UTC days. Without dates it is the current calendar month; a single
 * date given picks the rest of its own month, so `startDate` alone means "from then to that
 * month's end".
 */
export const historyRange = (now: Date, startDate?: string, endDate?: string): DayRange => {
  const end = endDate ? startOfUtcDay(new Date(endDate)) : undefined;
  const start = startDate ? startOfUtcDay(new Date(startDate)) : firstOfMonth(end ?? now);
  const last = end ?? lastOfMonth(startDate ? start : now);
  return {
    from: start,
    until: new Date(last.getTime() + DAY_MS),
    startDate: isoDay(start),
    endDate: isoDay(last),
  };
};

/**
 * Where a stats period starts: the calendar week (from Monday), month or year that holds `now`,
 * or the account's first entry for `all`.
 */
export const periodStart = (period: StatsPeriod, now: Date, firstEntryAt?: Date): Date => {
  const today = startOfUtcDay(now);
  switch (period) {
    case 'week': {
      const sinceMonday = (today.getUTCDay() + 6) % 7;
      return new Date(today.getTime() - sinceMonday * DAY_MS);
    }
    case 'month':
      return firstOfMonth(now);
    case 'year':
      return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    case 'all':
      return firstEntryAt ? startOfUtcDay(firstEntryAt) : today;
    default: {
      const unhandled: never = period;
      throw new Error(`unknown period ${String(unhandled)}`);
    }
  }
};

/** Days of the period so far, today included. */
export const daysElapsed = (start: Date, now: Date): number =>
  Math.max(1, Math.floor((startOfUtcDay(now).getTime() - start.getTime()) / DAY_MS) + 1);

/** Every day from `start` to today, oldest first. */
export const daysFrom = (start: Date, now: Date): string[] =>
  Array.from({ length: daysElapsed(start, now) }, (_, index) =>
    isoDay(new Date(start.getTime() + index * DAY_MS)),
  );
