import type { Migration } from '@abhyas/event-store';

/** learning-analytics' read models (schema `learning_analytics`); ids from 101. */
export const learningAnalyticsMigrations: readonly Migration[] = [
  {
    id: 101,
    name: 'learners and their learning needs',
    sql: `
      create table if not exists {{schema}}.learners (
        child_id text primary key,
        parent_id text not null,
        name text not null,
        name_key text not null,
        needs jsonb,
        computed_at timestamptz
      );
      create index if not exists learners_name_idx on {{schema}}.learners (parent_id, name_key);
    `,
  },
];
