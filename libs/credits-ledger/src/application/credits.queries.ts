import type {
  CreditHistoryResponse,
  CreditStatsResponse,
  CreditUsageCategory,
  StatsPeriod,
} from '@abhyas/contracts';
import type { Clock } from '@abhyas/runtime';
import { daysElapsed, daysFrom, historyRange, periodStart } from './credit-periods';
import type { CreditsLedgerRepository } from './credits-ledger.repository';

const PAPER_CATEGORIES: readonly CreditUsageCategory[] = ['paper_generation', 'bank_generation'];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A parent's history and usage statistics, read from the entries read model. */
export class CreditsQueries {
  constructor(
    private readonly repository: CreditsLedgerRepository,
    private readonly clock: Clock,
  ) {}

  async history(
    accountId: string,
    query: { page: number; limit: number; startDate?: string; endDate?: string },
  ): Promise<CreditHistoryResponse> {
    const range = historyRange(this.clock.now(), query.startDate, query.endDate);
    const total = await this.repository.countEntries(accountId, range);
    const transactions = await this.repository.entries(accountId, range, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return {
      success: true,
      transactions,
      pagination: {
        page: query.page,
        limit: query.limit,
        totalPages: Math.ceil(total / query.limit),
        totalTransactions: total,
      },
      totalTransactions: total,
      range: { startDate: range.startDate, endDate: range.endDate },
    };
  }

  async stats(accountId: string, period: StatsPeriod): Promise<CreditStatsResponse> {
    const now = this.clock.now();
    const start = periodStart(period, now, await this.repository.firstEntryAt(accountId));
    const { byCategory: breakdown, byDay: perDay } = await this.repository.usageSince(
      accountId,
      start,
    );
    const recent = await this.repository.recentEntries(accountId, 5);
    const spendable = (await this.repository.account(accountId))?.spendable ?? 0;

    const countOf = (categories: readonly CreditUsageCategory[]) =>
      breakdown.filter((b) => categories.includes(b.id)).reduce((sum, b) => sum + b.count, 0);
    const totalCreditsUsed = breakdown.reduce((sum, b) => sum + b.totalCredits, 0);
    const average = totalCreditsUsed / daysElapsed(start, now);
    return {
      success: true,
      stats: {
        period,
        papersGenerated: countOf(PAPER_CATEGORIES),
        testsScheduled: countOf(['test_scheduling']),
        daysRemaining: average > 0 ? Math.floor(spendable / average) : null,
        totalCreditsUsed,
        avgCreditsPerDay: round2(average),
        usageBreakdown: breakdown.map(({ id, totalCredits }) => ({ id, totalCredits })),
        recentTransactions: recent,
        dailyUsage: daysFrom(start, now).map((date) => ({ date, credits: perDay.get(date) ?? 0 })),
      },
    };
  }
}
