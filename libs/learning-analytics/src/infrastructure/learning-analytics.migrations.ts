import type { Migration } from '@abhyas/event-store';
import { familyChildrenTableSql } from '@abhyas/runtime';

/** learning-analytics' read models (schema `learning_analytics`); ids from 101. */
export const learningAnalyticsMigrations: readonly Migration[] = [
  {
    id: 101,
    name: "family children and learners' needs",
    sql: `${familyChildrenTableSql}
      create table if not exists {{schema}}.learners (
        child_id text primary key,
        needs jsonb not null,
        computed_at timestamptz not null
      );
    `,
  },
  {
    id: 102,
    name: 'detailed analytics reports',
    sql: `
      create table if not exists {{schema}}.analytics_reports (
        report_id text primary key,
        request_id text not null,
        parent_id text not null,
        child_id text not null,
        period_from text not null,
        period_to text not null,
        requested_at text not null
      );
      create index if not exists analytics_reports_child on {{schema}}.analytics_reports (child_id, requested_at);
    `,
  },
];
