import type { Migration } from '@abhyas/event-store';
import { familyChildrenTableSql } from '@abhyas/runtime';

/** explanations' read models (schema `explanations`); ids from 101, as 1–99 are the event store's. */
export const explanationsMigrations: readonly Migration[] = [
  {
    id: 101,
    name: 'family children, graded answers and explanation requests read models',
    sql: `${familyChildrenTableSql}
      create table if not exists {{schema}}.graded_attempts (
        attempt_id text primary key,
        child_id text not null,
        parent_id text not null
      );
      create index if not exists graded_attempts_child_idx on {{schema}}.graded_attempts (child_id);
      create table if not exists {{schema}}.explanation_requests (
        request_id text primary key,
        child_id text not null,
        parent_id text not null,
        attempt_id text not null,
        question_id text not null,
        status text not null,
        production text,
        failure_reason text,
        request jsonb not null,
        decision jsonb,
        explanation jsonb,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index if not exists explanation_requests_child_idx
        on {{schema}}.explanation_requests (child_id, created_at desc);
      create index if not exists explanation_requests_parent_idx
        on {{schema}}.explanation_requests (parent_id, created_at desc);
      create index if not exists explanation_requests_question_idx
        on {{schema}}.explanation_requests (question_id);
    `,
  },
  {
    id: 102,
    name: 'explanations written by the generation worker: deadline and settlement',
    sql: `alter table {{schema}}.explanation_requests
        add column if not exists deadline_at timestamptz,
        add column if not exists credits_settled boolean not null default false;
      create index if not exists explanation_requests_preparing_idx
        on {{schema}}.explanation_requests (deadline_at) where production = 'preparing';
    `,
  },
];
