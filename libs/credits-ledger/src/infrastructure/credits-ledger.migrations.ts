import type { Migration } from '@abhyas/event-store';

/**
 * The ledger's read models; the platform runs the event store's own migrations (1–99) first.
 * `transfers` and `reservations` are also the idempotency keys: their primary keys make a
 * transfer or reservation id usable once, whichever account a racing duplicate names. The
 * checks on `accounts` are a second guard: a projection bug can never store a negative balance.
 */
export const creditsLedgerMigrations: readonly Migration[] = [
  {
    id: 101,
    name: 'credit accounts, entries, transfers and reservations read models',
    sql: `
      create table if not exists {{schema}}.accounts (
        account_id text primary key,
        posted bigint not null check (posted >= 0),
        reserved bigint not null check (reserved >= 0),
        spendable bigint not null check (spendable >= 0),
        updated_at timestamptz not null
      );
      create table if not exists {{schema}}.entries (
        transaction_id text primary key,
        transfer_id text not null,
        account_id text not null,
        stream_version integer not null,
        type text not null,
        category text,
        amount bigint not null,
        balance_after bigint not null,
        description text not null,
        processed_at timestamptz not null
      );
      create index if not exists entries_account_time_idx
        on {{schema}}.entries (account_id, processed_at desc, stream_version desc);
      create table if not exists {{schema}}.transfers (
        transfer_id text primary key,
        account_id text not null,
        kind text not null,
        amount bigint not null,
        transaction_id text not null,
        new_balance bigint not null,
        recorded_at timestamptz not null
      );
      create table if not exists {{schema}}.reservations (
        reservation_id text primary key,
        account_id text not null,
        amount bigint not null,
        category text not null,
        description text not null,
        status text not null,
        expires_at timestamptz not null,
        reserved_at timestamptz not null,
        spendable_after_reserve bigint not null,
        committed_amount bigint,
        commit_transaction_id text,
        settled_at timestamptz,
        spendable_after_settle bigint
      );
      create index if not exists reservations_open_expiry_idx
        on {{schema}}.reservations (expires_at) where status = 'open';
    `,
  },
];
