import type { CreditTransaction, CreditUsageCategory, LedgerWriteResult } from '@abhyas/contracts';
import type { SqlExecutor } from '@abhyas/event-store';
import { creditsErrors } from './credits-ledger.exception';

export type ReservationStatus = 'open' | 'committed' | 'released' | 'expired';

export interface ReservationRecord {
  reservationId: string;
  accountId: string;
  amount: number;
  status: ReservationStatus;
  spendableAfterReserve: number;
  commitTransactionId: string | null;
  spendableAfterSettle: number | null;
}

export interface AccountRecord {
  posted: number;
  reserved: number;
  spendable: number;
}

const numberOrNull = (value: bigint | null): number | null =>
  value === null ? null : Number(value);

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

export interface EntryRange {
  from: Date;
  until: Date;
}

/**
 * The ledger's one way to its read models (accounts, transfers, reservations, entries): the
 * primary-key reads the write path and the balance need, and the history and usage queries.
 */
export class CreditsLedgerRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly schema: string,
  ) {}

  /** The first answer for a transfer id, or 409 when it was used for a different transfer. */
  async earlierTransfer(
    transferId: string,
    request: { accountId: string; amount: number },
    kind: 'grant' | 'debit',
  ): Promise<LedgerWriteResult | undefined> {
    const result = await this.db.query<{
      account_id: string;
      kind: string;
      amount: bigint;
      transaction_id: string;
      new_balance: bigint;
    }>(
      `select account_id, kind, amount, transaction_id, new_balance from ${this.schema}.transfers
       where transfer_id = $1`,
      [transferId],
      { repeated: true },
    );
    const row = result.rows[0];
    if (!row) {
      return undefined;
    }
    if (
      row.account_id !== request.accountId ||
      row.kind !== kind ||
      Number(row.amount) !== request.amount
    ) {
      throw creditsErrors.transferIdReused();
    }
    return {
      success: true,
      transactionId: row.transaction_id,
      accountId: row.account_id,
      newBalance: Number(row.new_balance),
      applied: false,
    };
  }

  async reservation(reservationId: string): Promise<ReservationRecord | undefined> {
    const result = await this.db.query<{
      account_id: string;
      amount: bigint;
      status: ReservationStatus;
      spendable_after_reserve: bigint;
      commit_transaction_id: string | null;
      spendable_after_settle: bigint | null;
    }>(
      `select account_id, amount, status, spendable_after_reserve, commit_transaction_id,
         spendable_after_settle
       from ${this.schema}.reservations where reservation_id = $1`,
      [reservationId],
      { repeated: true },
    );
    const row = result.rows[0];
    return row
      ? {
          reservationId,
          accountId: row.account_id,
          amount: Number(row.amount),
          status: row.status,
          spendableAfterReserve: Number(row.spendable_after_reserve),
          commitTransactionId: row.commit_transaction_id,
          spendableAfterSettle: numberOrNull(row.spendable_after_settle),
        }
      : undefined;
  }

  async account(accountId: string): Promise<AccountRecord | undefined> {
    const result = await this.db.query<{ posted: bigint; reserved: bigint; spendable: bigint }>(
      `select posted, reserved, spendable from ${this.schema}.accounts where account_id = $1`,
      [accountId],
      { repeated: true },
    );
    const row = result.rows[0];
    return row
      ? {
          posted: Number(row.posted),
          reserved: Number(row.reserved),
          spendable: Number(row.spendable),
        }
      : undefined;
  }

  /** Open reservations whose time-out has passed, oldest first. */
  async dueReservations(
    now: Date,
    limit: number,
  ): Promise<Array<{ accountId: string; reservationId: string }>> {
    const result = await this.db.query<{ account_id: string; reservation_id: string }>(
      `select account_id, reservation_id from ${this.schema}.reservations
       where status = 'open' and expires_at <= $1 order by expires_at limit $2`,
      [now.toISOString(), limit],
    );
    return result.rows.map((row) => ({
      accountId: row.account_id,
      reservationId: row.reservation_id,
    }));
  }

  async countEntries(accountId: string, range: EntryRange): Promise<number> {
    const counted = await this.db.query<{ n: number }>(
      `select count(*)::int as n from ${this.schema}.entries
       where account_id = $1 and processed_at >= $2 and processed_at < $3`,
      [accountId, range.from.toISOString(), range.until.toISOString()],
    );
    return Number(counted.rows[0]?.n ?? 0);
  }

  /** A page of entries in the range, newest first. */
  async entries(
    accountId: string,
    range: EntryRange,
    page: { limit: number; offset: number },
  ): Promise<CreditTransaction[]> {
    const rows = await this.db.query<EntryRow>(
      `select ${ENTRY_COLUMNS} from ${this.schema}.entries
       where account_id = $1 and processed_at >= $2 and processed_at < $3
       ${NEWEST_FIRST} limit $4 offset $5`,
      [accountId, range.from.toISOString(), range.until.toISOString(), page.limit, page.offset],
    );
    return rows.rows.map(transactionOf);
  }

  async recentEntries(accountId: string, limit: number): Promise<CreditTransaction[]> {
    const rows = await this.db.query<EntryRow>(
      `select ${ENTRY_COLUMNS} from ${this.schema}.entries where account_id = $1
       ${NEWEST_FIRST} limit $2`,
      [accountId, limit],
    );
    return rows.rows.map(transactionOf);
  }

  async firstEntryAt(accountId: string): Promise<Date | undefined> {
    const first = await this.db.query<{ first: Date | null }>(
      `select min(processed_at) as first from ${this.schema}.entries where account_id = $1`,
      [accountId],
    );
    const at = first.rows[0]?.first;
    return at ? new Date(at) : undefined;
  }

  /** Usage entries since `start`: per category (largest first) and per UTC day. */
  async usageSince(
    accountId: string,
    start: Date,
  ): Promise<{
    byCategory: Array<{ id: CreditUsageCategory; totalCredits: number; count: number }>;
    byDay: Map<string, number>;
  }> {
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
    return {
      byCategory: byCategory.rows.map((row) => ({
        id: row.category,
        totalCredits: Number(row.credits),
        count: Number(row.n),
      })),
      byDay: new Map(byDay.rows.map((row) => [row.day, Number(row.credits)])),
    };
  }
}
