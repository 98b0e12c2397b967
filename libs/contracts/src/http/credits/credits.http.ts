import { z } from 'zod';
import {
  MAX_HISTORY_PAGE,
  STATS_PERIODS,
  TRANSACTION_PAGE_SIZE,
  type CreditTransactionType,
  type CreditUsageCategory,
  type StatsPeriod,
} from './credits.constants';
import { safeText } from '../safe-text';

/** `GET /api/credits/balance/{userId}` (a cache-buster query parameter is ignored). */
export interface CreditBalanceResponse {
  success: true;
  /** Credits that can be spent now: posted balance minus open reservations. */
  balance: number;
  /** Posted balance, including credits held by open reservations. */
  postedBalance: number;
  reserved: number;
}

/** History dates must fall in this span (inclusive): anything else is a typo or a probe. */
export const HISTORY_DATE_BOUNDS = { earliest: '2000-01-01', latest: '2100-01-01' } as const;

/** A day (`YYYY-MM-DD`), or an instant with its zone (`2026-11-22T10:00:00.000Z`). */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** The day exists in the calendar (no 2026-02-30 rolling over into March). */
const isCalendarDay = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const isoDate = (label: string) =>
  safeText(label)
    .trim()
    .superRefine((value, ctx) => {
      const parts = ISO_DATE.exec(value);
      const time = Date.parse(value);
      if (!parts || Number.isNaN(time) || !isCalendarDay(+parts[1], +parts[2], +parts[3])) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` });
        return;
      }
      const { earliest, latest } = HISTORY_DATE_BOUNDS;
      if (time < Date.parse(earliest) || time > Date.parse(latest)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be between ${earliest} and ${latest}`,
        });
      }
    });

/** Date range of history calls: both optional, defaulting to the current month. */
const dateRangeFields = {
  startDate: isoDate('startDate').optional(),
  endDate: isoDate('endDate').optional(),
};

/** Typed loosely so any history query (its own fields plus these) can use it. */
const startNotAfterEnd = (range: { startDate?: unknown; endDate?: unknown }): boolean =>
  typeof range.startDate !== 'string' ||
  typeof range.endDate !== 'string' ||
  Date.parse(range.startDate) <= Date.parse(range.endDate);

/**
 * A history query: its own fields plus the date range, as one object (an intersection would
 * parse the dates twice and throw when the two results differ).
 */
export const withDateRange = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, ...dateRangeFields }).refine(startNotAfterEnd, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });

export const dateRangeQuerySchema = withDateRange({});

/** `GET /api/credits/history/{userId}?page&limit&startDate&endDate` */
export const creditHistoryQuerySchema = withDateRange({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(MAX_HISTORY_PAGE, `page must be at most ${MAX_HISTORY_PAGE}`)
    .default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(TRANSACTION_PAGE_SIZE),
  _: safeText('_').optional(),
});
export type CreditHistoryQuery = z.input<typeof creditHistoryQuerySchema>;

export interface CreditTransaction {
  /** The ledger entry's id (`transactionId` in responses of writes). */
  _id: string;
  /** The caller-chosen transfer id that made this entry. */
  transferId: string;
  type: CreditTransactionType;
  description: string;
  /** Signed: positive adds credits, negative takes them away. */
  amount: number;
  balanceAfter: number;
  status: 'completed';
  category?: CreditUsageCategory;
  processedAt: string;
}

export interface CreditHistoryResponse {
  success: true;
  transactions: CreditTransaction[];
  pagination: { page: number; limit: number; totalPages: number; totalTransactions: number };
  totalTransactions: number;
  /** The range actually applied (the current month when none was given), ISO dates. */
  range: { startDate: string; endDate: string };
}

/** `GET /api/credits/stats/{userId}?period` (default month). */
export const creditStatsQuerySchema = z.object({
  period: z
    .enum(STATS_PERIODS, { error: `period must be one of ${STATS_PERIODS.join(', ')}` })
    .default('month'),
  _: safeText('_').optional(),
});

export interface UsageStats {
  period: StatsPeriod;
  papersGenerated: number;
  testsScheduled: number;
  /** Days the current balance lasts at avgCreditsPerDay; null when nothing was used. */
  daysRemaining: number | null;
  totalCreditsUsed: number;
  avgCreditsPerDay: number;
  /** Credits used per category in the period, largest first. */
  usageBreakdown: Array<{ id: CreditUsageCategory; totalCredits: number }>;
  /** The latest 5 entries of any type. */
  recentTransactions: CreditTransaction[];
  /** Credits used per day in the period (for the usage chart), oldest first. */
  dailyUsage: Array<{ date: string; credits: number }>;
}

export interface CreditStatsResponse {
  success: true;
  stats: UsageStats;
}
