import type { LedgerWriteResult } from '@abhyas/contracts';
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

/** Primary-key reads of the read models that the write path and the balance need. */
export class LedgerRecords {
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
}
