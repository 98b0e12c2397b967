import type {
  CreditHistoryResponse,
  CreditStatsResponse,
  CreditTransaction,
  CreditUsageCategory,
  StatsPeriod,
} from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import { daysElapsed, daysFrom, historyRange, periodStart } from './credit-periods';
import { LedgerRecords } from './ledger-records';

interface EntryRow {
  transaction_id: string;
  transfer_id: string;
  type: CreditTransaction['type'];
  category: CreditUsageCategory | null;
  amount: bigint;
  balance_after: bigint;
  description: string;
  processed_at: Date;
}

const ENTRY_COLUMNS =
  'transaction_id, transfer_id, type, category, amount, balance_after, description, processed_at';
const NEWEST_FIRST = 'order by processed_at desc, stream_version desc';
const PAPER_CATEGORIES: readonly CreditUsageCategory[] = ['paper_generation', 'bank_generation'];

const transactionOf = (row: EntryRow): CreditTransaction => ({
  _id: row.transaction_id,
  transferId: row.transfer_id,
  type: row.type,
  description: row.description,
  amount: Number(row.amount),
  balanceAfter: Number(row.balance_after),
  status: 'completed',
  ...(row.category ? { category: row.category } : {}),
  processedAt: new Date(row.processed_at).toISOString(),
});

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A parent's history and usage statistics, read from the entries read model. */
export class CreditsQueries {
  private readonly records: LedgerRecords;

  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
    private readonly clock: Clock,
  ) {
    this.records = new LedgerRecords(db, schema);
  }

  async history(
    accountId: string,
    query: { page: number; limit: number; startDate?: string; endDate?: string },
  ): Promise<CreditHistoryResponse> {
    const range = historyRange(this.clock.now(), query.startDate, query.endDate);
    const inRange = `from ${this.schema}.entries
      where account_id = $1 and processed_at >= $2 and processed_at < $3`;
    const params = [accountId, range.from.toISOString(), range.until.toISOString()];
    const counted = await this.db.query<{ n: number }>(
      `select count(*)::int as n ${inRange}`,
      params,
    );
    const total = Number(counted.rows[0]?.n ?? 0);
    const rows = await this.db.query<EntryRow>(
      `select ${ENTRY_COLUMNS} ${inRange} ${NEWEST_FIRST} limit $4 offset $5`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    return {
      success: true,
      transactions: rows.rows.map(transactionOf),
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
    const first = await this.db.query<{ first: Date | null }>(
      `select min(processed_at) as first from ${this.schema}.entries where account_id = $1`,
      [accountId],
    );
    const firstAt = first.rows[0]?.first;
    const start = periodStart(period, now, firstAt ? new Date(firstAt) : undefined);
    const usage = `from ${this.schema}.entries
      where account_id = $1 and type = 'usage' and processed_at >= $2`;
    const params = [accountId, start.toISOString()];
    const byCategory = await this.db.query<{
      category: CreditUsageCategory;
      n: number;
      credits: bigint;
    }>(
      `select category, count(*)::int as n, sum(-amount)::bigint as credits ${usage}
       group by category order by credits desc, category`,
      params,
    );
    const byDay = await this.db.query<{ day: string; credits: bigint }>(
      `select to_char(processed_at at time zone 'UTC', 'YYYY-MM-DD') as day,
         sum(-amount)::bigint as credits ${usage} group by day`,
      params,
    );
    const recent = await this.db.query<EntryRow>(
      `select ${ENTRY_COLUMNS} from ${this.schema}.entries where account_id = $1
       ${NEWEST_FIRST} limit 5`,
      [accountId],
    );
    const spendable = (await this.records.account(accountId))?.spendable ?? 0;

    const breakdown = byCategory.rows.map((row) => ({
      id: row.category,
      totalCredits: Number(row.credits),
      count: Number(row.n),
    }));
    const countOf = (categories: readonly CreditUsageCategory[]) =>
      breakdown.filter((b) => categories.includes(b.id)).reduce((sum, b) => sum + b.count, 0);
    const totalCreditsUsed = breakdown.reduce((sum, b) => sum + b.totalCredits, 0);
    const average = totalCreditsUsed / daysElapsed(start, now);
    const perDay = new Map(byDay.rows.map((row) => [row.day, Number(row.credits)]));
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
        recentTransactions: recent.rows.map(transactionOf),
        dailyUsage: daysFrom(start, now).map((date) => ({ date, credits: perDay.get(date) ?? 0 })),
      },
    };
  }
}
