import type { Migration } from './run-migrations';

/**
 * The event store's tables in a service schema. A service runs these first (ids 1–99 are
 * reserved for them), then its own read-model migrations.
 */
export const eventStoreMigrations: readonly Migration[] = [
  {
    id: 1,
    name: 'event-store: streams and events',
    sql: `
      -- One row per stream: the compare-and-set target of an append, so a concurrent writer waits
      -- on the row lock and then sees the new version (a conflict, never a lost update).
      create table {{schema}}.streams (
        stream_id text primary key,
        version integer not null check (version >= 0),
        -- Highest log-order key in the stream; the next append's key is at least this.
        last_transaction_id xid8 not null,
        updated_at timestamptz not null default now()
      );

      create table {{schema}}.events (
        global_position bigserial primary key,
        stream_id text not null,
        stream_version integer not null check (stream_version > 0),
        event_id uuid not null,
        type text not null,
        data jsonb not null,
        metadata jsonb not null default '{}',
        transaction_id xid8 not null default pg_current_xact_id(),
        recorded_at timestamptz not null default now(),
        constraint events_stream_version_unique unique (stream_id, stream_version),
        constraint events_event_id_unique unique (event_id)
      );

      -- The global log's order, and the catch-up readers' cursor.
      create index events_log_order on {{schema}}.events (transaction_id, global_position);
    `,
  },
  {
    id: 2,
    name: 'event-store: checkpoints',
    sql: `
      create table {{schema}}.checkpoints (
        subscription_id text primary key,
        transaction_id xid8 not null default '0',
        global_position bigint not null default 0,
        updated_at timestamptz not null default now()
      );
    `,
  },
  {
    id: 3,
    name: 'event-store: outbox',
    sql: `
      create table {{schema}}.outbox (
        id bigserial primary key,
        message_id text not null,
        topic text not null,
        key text not null,
        type text not null,
        payload jsonb not null,
        headers jsonb not null default '{}',
        status text not null default 'pending'
          check (status in ('pending', 'in_progress', 'published', 'failed')),
        attempts integer not null default 0,
        last_error text,
        -- Earliest next attempt (retry backoff).
        available_at timestamptz not null default now(),
        -- Lease: an in_progress row claimed longer ago than the relay's lease is claimed again.
        claimed_at timestamptz,
        claim_token uuid,
        created_at timestamptz not null default now(),
        published_at timestamptz,
        constraint outbox_message_id_unique unique (message_id)
      );

      create index outbox_unpublished on {{schema}}.outbox (id) where status in ('pending', 'in_progress');
      create index outbox_key_order on {{schema}}.outbox (topic, key, id) where status in ('pending', 'in_progress');
    `,
  },
  {
    id: 4,
    name: 'event-store: inbox',
    sql: `
      create table {{schema}}.inbox (
        consumer text not null,
        message_id text not null,
        handled_at timestamptz not null default now(),
        primary key (consumer, message_id)
      );
    `,
  },
  {
    id: 5,
    name: 'event-store: one key fewer on events',
    sql: `
      -- The stream position is the natural key; global_position stays unique by its sequence
      -- and ordered by events_log_order, so its own index only cost every append a write.
      alter table {{schema}}.events drop constraint events_pkey;
      alter table {{schema}}.events drop constraint events_stream_version_unique;
      alter table {{schema}}.events add constraint events_pkey primary key (stream_id, stream_version);
    `,
  },
];
