import type { AttemptSummary } from '@abhyas/contracts';

/** Spec §2 and §9: the result filters. `all` applies none. */
export const RESULT_FILTERS = ['all', 'week', 'month', 'quarter', 'year', 'custom'] as const;
export type ResultFilter = (typeof RESULT_FILTERS)[number];

export const RESULT_FILTER_LABELS: Readonly<Record<ResultFilter, string>> = {
  all: 'All time',
  week: 'Last 7 days',
  month: 'This month',
  quarter: 'Last 90 days',
  year: 'This year',
  custom: 'Custom range',
};

/** The filter's busy indicator shows this long after a change (spec §9). */
export const FILTER_BUSY_MS = 300;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CustomRange {
  /** `YYYY-MM-DD` from a date input; '' when not set. */
  start: string;
  end: string;
}

export interface TimeWindow {
  from: Date;
  to: Date;
}

const localDate = (value: string, endOfDay: boolean): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    return null;
  }
  const [, year, month, day] = match.map(Number);
  return endOfDay
    ? new Date(year, month - 1, day, 23, 59, 59, 999)
    : new Date(year, month - 1, day, 0, 0, 0, 0);
};

/** `YYYY-MM-DD` of the browser's calendar day: the date inputs' `max`. */
export const localDateInput = (at: Date): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/**
 * The window a filter keeps (spec §9): week the last 7 days, month from the 1st, quarter the
 * last 90 days, year from 1 January. A custom range needs both dates (else no filter), neither
 * later than today, and runs to the end of its last day. Null keeps everything.
 */
export function filterWindow(
  filter: ResultFilter,
  now: Date,
  custom: CustomRange = { start: '', end: '' },
): TimeWindow | null {
  switch (filter) {
    case 'all':
      return null;
    case 'week':
      return { from: new Date(now.getTime() - 7 * DAY_MS), to: now };
    case 'month':
      return { from: new Date(now.getFullYear(), now.getMonth(), 1), to: now };
    case 'quarter':
      return { from: new Date(now.getTime() - 90 * DAY_MS), to: now };
    case 'year':
      return { from: new Date(now.getFullYear(), 0, 1), to: now };
    case 'custom': {
      const today = localDateInput(now);
      const clamp = (value: string) => (value > today ? today : value);
      const from = localDate(clamp(custom.start), false);
      const to = localDate(clamp(custom.end), true);
      return from && to ? { from, to } : null;
    }
    default: {
      const unknown: never = filter;
      throw new Error(`Unknown filter ${String(unknown)}`);
    }
  }
}

/** Completed attempts within the window, newest first. */
export function completedAttempts(
  attempts: readonly AttemptSummary[],
  window: TimeWindow | null,
): AttemptSummary[] {
  return attempts
    .filter((attempt) => attempt.status === 'completed' && attempt.completedAt !== null)
    .filter((attempt) => {
      if (!window) {
        return true;
      }
      const at = Date.parse(attempt.completedAt ?? '');
      return at >= window.from.getTime() && at <= window.to.getTime();
    })
    .sort((a, b) => Date.parse(b.completedAt ?? '') - Date.parse(a.completedAt ?? ''));
}
