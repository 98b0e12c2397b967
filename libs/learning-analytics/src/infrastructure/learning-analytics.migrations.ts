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
];
