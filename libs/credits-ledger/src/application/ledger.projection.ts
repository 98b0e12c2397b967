import { defineProjection, type Projection, type SqlExecutor } from '@abhyas/event-store';
import { creditAccountStream } from '../domain/credit-account.stream';

interface Entry {
  transactionId: string;
  transferId: string;
  accountId: string;
  type: string;
  category: string | null;
  amount: number;
  balanceAfter: number;
  description: string;
  at: string;
}

/**
 * Accounts, entries, transfers and reservations, kept in the append's transaction and
 * rebuildable from the log. One projection, because each write's "spendable after" (kept for
 * idempotent answers) depends on the account row at that point of the replay.
 */
export const ledgerProjection = (schema: string): Projection => {
  /** Only an account's first event (a grant: nothing reserved yet) inserts its row. */
  const postBalance = async (
    tx: SqlExecutor,
    accountId: string,
    posted: number,
    reservedChange: number,
    at: string,
  ): Promise<number> => {
    const result = await tx.query<{ spendable: bigint }>(
      `insert into ${schema}.accounts as a (account_id, posted, reserved, spendable, updated_at)
         values ($1, $2::bigint, 0, $2::bigint, $4)
       on conflict (account_id) do update set
         posted = $2::bigint, reserved = a.reserved + $3::bigint,
         spendable = $2::bigint - (a.reserved + $3::bigint), updated_at = $4
       returning spendable`,
      [accountId, posted, reservedChange, at],
      { repeated: true },
    );
    return Number(result.rows[0].spendable);
  };
  const hold = async (tx: SqlExecutor, accountId: string, change: number, at: string) => {
    const result = await tx.query<{ spendable: bigint }>(
      `update ${schema}.accounts set reserved = reserved + $2::bigint, spendable = posted - (reserved + $2::bigint),
         updated_at = $3
       where account_id = $1 returning spendable`,
      [accountId, change, at],
      { repeated: true },
    );
    return Number(result.rows[0].spendable);
  };
  const insertEntry = (tx: SqlExecutor, entry: Entry, version: number) =>
    tx.query(
      `insert into ${schema}.entries (transaction_id, transfer_id, account_id, stream_version, type,
         category, amount, balance_after, description, processed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        entry.transactionId,
        entry.transferId,
        entry.accountId,
        version,
        entry.type,
        entry.category,
        entry.amount,
        entry.balanceAfter,
        entry.description,
        entry.at,
      ],
      { repeated: true },
    );
  /**
   * A grant or a debit: the account row, the transfer and the entry in one statement (three
   * writes, one round trip), the transfer keeping the spendable balance the account row gives.
   */
  const postTransfer = (
    tx: SqlExecutor,
    kind: 'grant' | 'debit',
    data: { transferId: string; amount: number },
    entry: Entry,
    version: number,
  ) =>
    // A duplicate transfer id fails here, rolling the whole append back (see LedgerHandler).
    tx.query(
      `with account as (
         insert into ${schema}.accounts as a (account_id, posted, reserved, spendable, updated_at)
           values ($1::text, $2::bigint, 0, $2::bigint, $3::timestamptz)
         on conflict (account_id) do update set
           posted = $2::bigint, spendable = $2::bigint - a.reserved, updated_at = $3::timestamptz
         returning spendable
       ), transfer as (
         insert into ${schema}.transfers (transfer_id, account_id, kind, amount, transaction_id,
           new_balance, recorded_at)
         select $4::text, $1::text, $5::text, $6::bigint, $7::text, spendable, $3::timestamptz
           from account
       )
       insert into ${schema}.entries (transaction_id, transfer_id, account_id, stream_version,
         type, category, amount, balance_after, description, processed_at)
       values ($7::text, $4::text, $1::text, $8::integer, $9::text, $10::text, $11::bigint,
         $2::bigint, $12::text, $3::timestamptz)`,
      [
        entry.accountId,
        entry.balanceAfter,
        entry.at,
        data.transferId,
        kind,
        data.amount,
        entry.transactionId,
        version,
        entry.type,
        entry.category,
        entry.amount,
        entry.description,
      ],
      { repeated: true },
    );

  return defineProjection({
    name: 'credits-ledger',
    streams: [creditAccountStream],
    handlers: {
      CreditsGranted: async (tx, { data, streamVersion }) => {
        await postTransfer(tx, 'grant', data, { ...data, category: null }, streamVersion);
      },
      CreditsDebited: async (tx, { data, streamVersion }) => {
        const entry = { ...data, type: data.type ?? 'usage', amount: -data.amount };
        await postTransfer(tx, 'debit', data, entry, streamVersion);
      },
      CreditsReserved: async (tx, { data }) => {
        const spendable = await hold(tx, data.accountId, data.amount, data.at);
        await tx.query(
          `insert into ${schema}.reservations (reservation_id, account_id, amount, category,
             description, status, expires_at, reserved_at, spendable_after_reserve)
           values ($1, $2, $3, $4, $5, 'open', $6, $7, $8)`,
          [
            data.reservationId,
            data.accountId,
            data.amount,
            data.category,
            data.description,
            data.expiresAt,
            data.at,
            spendable,
          ],
          { repeated: true },
        );
      },
      ReservationCommitted: async (tx, { data, streamVersion }) => {
        const spendable = await postBalance(
          tx,
          data.accountId,
          data.balanceAfter,
          -data.reservedAmount,
          data.at,
        );
        await tx.query(
          `update ${schema}.reservations set status = 'committed', committed_amount = $2,
             commit_transaction_id = $3, settled_at = $4, spendable_after_settle = $5
           where reservation_id = $1`,
          [data.reservationId, data.amount, data.transactionId, data.at, spendable],
          { repeated: true },
        );
        await insertEntry(
          tx,
          { ...data, transferId: data.reservationId, type: 'usage', amount: -data.amount },
          streamVersion,
        );
      },
      ReservationReleased: async (tx, { data }) => {
        const spendable = await hold(tx, data.accountId, -data.reservedAmount, data.at);
        await tx.query(
          `update ${schema}.reservations set status = $2, settled_at = $3,
             spendable_after_settle = $4
           where reservation_id = $1`,
          [data.reservationId, data.reason, data.at, spendable],
          { repeated: true },
        );
      },
    },
    reset: async (tx) => {
      await tx.query(
        `truncate ${schema}.accounts, ${schema}.entries, ${schema}.transfers, ${schema}.reservations`,
      );
    },
  });
};
