import { defineProjection, type Projection, type ProjectionStatement } from '@abhyas/event-store';
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
 * Accounts, entries, transfers and reservations, rebuildable from the log. One projection,
 * because each write's "spendable after" (kept for idempotent answers) depends on the account
 * row at that point of the replay. Every write is one statement that the append carries in its
 * own (`ProjectionStatement`): a ledger write is one round trip, and a repeated transfer or
 * reservation id fails that statement on the read model's key, so nothing of it is written.
 */
export const ledgerProjection = (schema: string): Projection => {
  /** The entry row of a balance movement, taking its rows from `claim`. */
  const entryWrite = (first: number) => ({
    name: 'entry',
    sql: `insert into ${schema}.entries (transaction_id, transfer_id, account_id, stream_version,
        type, category, amount, balance_after, description, processed_at)
      select $${first}::text, $${first + 1}::text, $${first + 2}::text, $${first + 3}::integer,
        $${first + 4}::text, $${first + 5}::text, $${first + 6}::bigint, $${first + 7}::bigint,
        $${first + 8}::text, $${first + 9}::timestamptz
      from claim`,
  });
  const entryParams = (entry: Entry, version: number) => [
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
  ];

  /**
   * A grant or a debit: the account row (inserted by an account's first event, a grant), the
   * transfer keeping the spendable balance the account row gives, and the entry.
   */
  const postTransfer = (
    kind: 'grant' | 'debit',
    data: { transferId: string; amount: number },
    entry: Entry,
    version: number,
  ): ProjectionStatement => ({
    writes: [
      {
        name: 'account',
        sql: `insert into ${schema}.accounts as a (account_id, posted, reserved, spendable, updated_at)
          select $1::text, $2::bigint, 0, $2::bigint, $3::timestamptz from claim
          on conflict (account_id) do update set
            posted = $2::bigint, spendable = $2::bigint - a.reserved, updated_at = $3::timestamptz
          returning spendable`,
      },
      {
        name: 'transfer',
        sql: `insert into ${schema}.transfers (transfer_id, account_id, kind, amount, transaction_id,
            new_balance, recorded_at)
          select $4::text, $1::text, $5::text, $6::bigint, $7::text, spendable, $3::timestamptz
          from account`,
      },
      entryWrite(8),
    ],
    params: [
      entry.accountId,
      entry.balanceAfter,
      entry.at,
      data.transferId,
      kind,
      data.amount,
      entry.transactionId,
      ...entryParams(entry, version),
    ],
  });

  /** Moves `change` credits into (or, negative, out of) the account's reserved amount. */
  const holdWrite = {
    name: 'account',
    sql: `update ${schema}.accounts a set reserved = a.reserved + $2::bigint,
        spendable = a.posted - (a.reserved + $2::bigint), updated_at = $3::timestamptz
      from claim where a.account_id = $1::text
      returning a.spendable`,
  };

  return defineProjection({
    name: 'credits-ledger',
    streams: [creditAccountStream],
    handlers: {},
    statements: {
      CreditsGranted: ({ data, streamVersion }) =>
        postTransfer('grant', data, { ...data, category: null }, streamVersion),
      CreditsDebited: ({ data, streamVersion }) =>
        postTransfer(
          'debit',
          data,
          { ...data, type: data.type ?? 'usage', amount: -data.amount },
          streamVersion,
        ),
      CreditsReserved: ({ data }) => ({
        writes: [
          holdWrite,
          {
            name: 'reservation',
            sql: `insert into ${schema}.reservations (reservation_id, account_id, amount, category,
                description, status, expires_at, reserved_at, spendable_after_reserve)
              select $4::text, $1::text, $2::bigint, $5::text, $6::text, 'open', $7::timestamptz,
                $3::timestamptz, spendable
              from account`,
          },
        ],
        params: [
          data.accountId,
          data.amount,
          data.at,
          data.reservationId,
          data.category,
          data.description,
          data.expiresAt,
        ],
      }),
      ReservationCommitted: ({ data, streamVersion }) => ({
        writes: [
          {
            name: 'account',
            sql: `update ${schema}.accounts a set posted = $2::bigint,
                reserved = a.reserved - $3::bigint,
                spendable = $2::bigint - (a.reserved - $3::bigint), updated_at = $4::timestamptz
              from claim where a.account_id = $1::text
              returning a.spendable`,
          },
          {
            name: 'reservation',
            sql: `update ${schema}.reservations r set status = 'committed',
                committed_amount = $6::bigint, commit_transaction_id = $7::text,
                settled_at = $4::timestamptz, spendable_after_settle = account.spendable
              from account where r.reservation_id = $5::text`,
          },
          entryWrite(8),
        ],
        params: [
          data.accountId,
          data.balanceAfter,
          data.reservedAmount,
          data.at,
          data.reservationId,
          data.amount,
          data.transactionId,
          ...entryParams(
            {
              ...data,
              transferId: data.reservationId,
              type: 'usage',
              amount: -data.amount,
            },
            streamVersion,
          ),
        ],
      }),
      ReservationReleased: ({ data }) => ({
        writes: [
          holdWrite,
          {
            name: 'reservation',
            sql: `update ${schema}.reservations r set status = $5::text,
                settled_at = $3::timestamptz, spendable_after_settle = account.spendable
              from account where r.reservation_id = $4::text`,
          },
        ],
        params: [data.accountId, -data.reservedAmount, data.at, data.reservationId, data.reason],
      }),
    },
    reset: async (tx) => {
      await tx.query(
        `truncate ${schema}.accounts, ${schema}.entries, ${schema}.transfers, ${schema}.reservations`,
      );
    },
  });
};
