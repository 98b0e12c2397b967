import { z } from 'zod';
import {
  STATS_PERIODS,
  TRANSACTION_PAGE_SIZE,
  type CreditTransactionType,
  type CreditUsageCategory,
  type StatsPeriod,
} from './credits.constants';

/** `GET /api/credits/balance/{userId}` (a cache-buster query parameter is ignored). */
export interface CreditBalanceResponse {
  success: true;
  /** Credits that can be spent now: posted balance minus open reservations. */
  balance: number;
  /** Posted balance, including credits held by open reservations. */
  postedBalance: number;
  reserved: number;
}

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date (YYYY-MM-DD)`);

/** Date range of history calls: both optional, defaulting to the current month. */
export const dateRangeQuerySchema = z
  .object({
    startDate: isoDate('startDate').optional(),
    endDate: isoDate('endDate').optional(),
  })
  .refine(
    (range) =>
      !range.startDate ||
      !range.endDate ||
      Date.parse(range.startDate) <= Date.parse(range.endDate),
    { message: 'startDate must not be after endDate', path: ['startDate'] },
  );

/** `GET /api/credits/history/{userId}?page&limit&startDate&endDate` */
export const creditHistoryQuerySchema = z
  .object({
    page: z.coerce
      .number()
      .int('page must be a whole number')
      .min(1, 'page starts at 1')
      .default(1),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be between 1 and 100')
      .max(100, 'limit must be between 1 and 100')
      .default(TRANSACTION_PAGE_SIZE),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
    _: z.string().optional(),
  })
  .and(dateRangeQuerySchema);
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
  _: z.string().optional(),
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
