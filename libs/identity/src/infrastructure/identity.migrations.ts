import { secretTableSql, type Migration } from '@abhyas/event-store';

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
  {
    id: 102,
    name: 'accounts, children, sessions read models; platform secrets; demo family',
    sql: `
      create table if not exists {{schema}}.accounts (
        account_id text primary key,
        name text not null,
        email text not null unique,
        mobile text not null unique,
        password_hash text not null,
        as_student boolean not null,
        registered_at timestamptz not null,
        notification_preferences jsonb,
        examination_preferences jsonb
      );
      create table if not exists {{schema}}.children (
        child_id text primary key,
        parent_id text not null,
        name text not null,
        class text not null,
        username text not null unique,
        created_at timestamptz not null
      );
      create index if not exists children_parent_idx on {{schema}}.children (parent_id);
      create table if not exists {{schema}}.child_tombstones (
        child_id text primary key,
        parent_id text not null,
        deleted_at timestamptz not null
      );
      create table if not exists {{schema}}.sessions (
        sid text primary key,
        user_id text not null,
        role text not null,
        parent_id text,
        refresh_hash text not null,
        started_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz
      );
      create index if not exists sessions_user_idx on {{schema}}.sessions (user_id) where revoked_at is null;
      ${secretTableSql('platform_secrets')}
      -- Demo only (SEED_DEMO): the printed sign-in details of the demo family. Real accounts
      -- never have a row here; the PINs used for sign-in are hashed in the child streams.
      create table if not exists {{schema}}.demo_credentials (
        label text primary key,
        login text not null,
        secret text not null,
        position int not null
      );
    `,
  },
  {
    id: 103,
    name: 'children: when a PIN lock ends',
    sql: `
      alter table {{schema}}.children add column if not exists locked_until timestamptz;
    `,
  },
  {
    id: 104,
    name: 'sessions: the revocation feed reads recent revocations',
    sql: `
      create index if not exists sessions_revoked_idx on {{schema}}.sessions (revoked_at)
        where revoked_at is not null;
    `,
  },
];
