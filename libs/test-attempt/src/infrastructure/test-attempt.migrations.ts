import type { Migration } from '@abhyas/event-store';
import { familyChildrenTableSql } from '@abhyas/runtime';

/** test-attempt's read models (schema `test_attempt`); ids from 101, as 1–99 are the event store's. */
export const testAttemptMigrations: readonly Migration[] = [
  {
    id: 101,
    name: 'family children, accommodations, assignments, attempts and answers read models',
    sql: `${familyChildrenTableSql}
      create table if not exists {{schema}}.child_accommodations (
        child_id text primary key,
        extra_time_percent int not null
      );
      create table if not exists {{schema}}.assignments (
        assignment_id text primary key,
        parent_id text not null,
        child_id text not null,
        paper_id text not null,
        scheduled_date text not null,
        time_duration int not null,
        scheduled_at timestamptz not null,
        current_attempt int not null,
        paper_view jsonb not null,
        student_paper jsonb not null,
        keyed_paper jsonb not null
      );
      create index if not exists assignments_child_idx
        on {{schema}}.assignments (child_id, scheduled_date);
      create table if not exists {{schema}}.attempts (
        attempt_id text primary key,
        assignment_id text not null,
        parent_id text not null,
        child_id text not null,
        paper_id text not null,
        attempt_number int not null,
        status text not null,
        started_at timestamptz not null,
        deadline timestamptz not null,
        duration_seconds int not null,
        extra_time_percent int not null,
        paper jsonb not null,
        progress jsonb not null,
        submitted_at timestamptz,
        submitted_by text,
        result jsonb
      );
      create index if not exists attempts_child_idx on {{schema}}.attempts (child_id, started_at desc);
      create index if not exists attempts_assignment_idx
        on {{schema}}.attempts (assignment_id, attempt_number);
      create index if not exists attempts_open_deadline_idx
        on {{schema}}.attempts (deadline) where status = 'in_progress';
      create table if not exists {{schema}}.attempt_answers (
        attempt_id text not null,
        question_id text not null,
        selected_answer text not null,
        version int not null,
        primary key (attempt_id, question_id)
      );
    `,
  },
  {
    id: 102,
    name: 'answers and progress are read from the attempt stream only',
    sql: `drop table if exists {{schema}}.attempt_answers;
      alter table {{schema}}.attempts drop column if exists progress;`,
  },
];
