import type { Migration } from '@abhyas/event-store';

/** Identity's read models; the platform runs the event store's own migrations (1–99) first. */
export const identityMigrations: readonly Migration[] = [
  {
    id: 101,
    name: 'public-form read models',
    sql: `
      create table if not exists {{schema}}.contact_messages (
        message_id text primary key,
        name text not null,
        email text not null,
        message text not null,
        received_at timestamptz not null
      );
      create table if not exists {{schema}}.leads (
        lead_id text primary key,
        name text not null,
        email text not null,
        phone text not null,
        grade text not null,
        track text not null,
        consent boolean not null,
        captured_at timestamptz not null
      );
      create index if not exists leads_email_idx on {{schema}}.leads (email);
      create table if not exists {{schema}}.newsletter_subscribers (
        email text primary key,
        subscribed_at timestamptz not null
      );
    `,
  },
];
