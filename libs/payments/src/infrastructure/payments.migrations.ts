import { secretTableSql, type Migration } from '@abhyas/event-store';

/** Payments' read models and secrets; the platform runs the event store's own migrations first. */
export const paymentsMigrations: readonly Migration[] = [
  {
    id: 101,
    name: 'payments, payment failures and subscriptions read models; secrets; sandbox payments',
    sql: `
      create table if not exists {{schema}}.payments (
        payment_id text primary key,
        user_id text not null,
        purpose text not null,
        credits int not null,
        amount_paise int not null,
        currency text not null,
        plan_id text,
        billing_cycle text,
        gateway text not null,
        order_id text unique,
        gateway_subscription_id text unique,
        gateway_payment_id text,
        status text not null,
        method_type text,
        error_code text,
        error_description text,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index if not exists payments_user_idx on {{schema}}.payments (user_id, created_at desc);
      create table if not exists {{schema}}.payment_failures (
        failure_id text primary key,
        order_id text not null unique,
        user_id text not null,
        payment_id text,
        amount int,
        currency text not null,
        gateway text not null,
        gateway_transaction_id text,
        status text not null,
        error_code text not null,
        error_description text not null,
        error_source text,
        error_step text,
        error_reason text,
        failure_class text not null,
        metadata jsonb,
        reported_at text,
        recorded_at timestamptz not null
      );
      create index if not exists payment_failures_user_idx
        on {{schema}}.payment_failures (user_id, recorded_at desc);
      create table if not exists {{schema}}.subscriptions (
        subscription_id text primary key,
        payment_id text not null,
        user_id text not null,
        plan_id text not null,
        billing_cycle text not null,
        credits int not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null
      );
      create index if not exists subscriptions_user_idx on {{schema}}.subscriptions (user_id);
      ${secretTableSql('payment_secrets')}
      -- The sandbox's own memory of what its checkout charged, so fetch-razorpay-details answers.
      create table if not exists {{schema}}.sandbox_payments (
        gateway_payment_id text primary key,
        order_id text,
        subscription_id text,
        status text not null,
        method jsonb not null,
        created_at timestamptz not null
      );
    `,
  },
  {
    id: 102,
    name: 'pending payments by age, for the checkout expiry sweep',
    sql: `
      create index if not exists payments_pending_idx
        on {{schema}}.payments (created_at) where status = 'pending';
    `,
  },
];
