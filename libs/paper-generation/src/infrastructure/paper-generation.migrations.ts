import type { Migration } from '@abhyas/event-store';

/** paper-generation's read models (schema `paper_generation`); ids from 101, as 1–99 are the event store's. */
export const paperGenerationMigrations: readonly Migration[] = [
  {
    id: 101,
    name: 'generations, papers, question use and family children read models',
    sql: `
      create table if not exists {{schema}}.family_children (
        child_id text primary key,
        parent_id text not null
      );
      create table if not exists {{schema}}.generations (
        generation_id text primary key,
        parent_id text not null,
        child_id text not null,
        created_at timestamptz not null,
        paper jsonb not null
      );
      create index if not exists generations_child_idx on {{schema}}.generations (child_id);
      create table if not exists {{schema}}.papers (
        paper_id text primary key,
        parent_id text not null,
        child_id text not null,
        title text not null,
        title_key text not null,
        subject text not null,
        created_at timestamptz not null,
        paper jsonb not null,
        constraint papers_parent_title_unique unique (parent_id, title_key)
      );
      create index if not exists papers_child_idx on {{schema}}.papers (child_id, created_at desc);
      create table if not exists {{schema}}.child_seen_questions (
        child_id text not null,
        question_id text not null,
        primary key (child_id, question_id)
      );
      create table if not exists {{schema}}.question_usage (
        question_id text primary key,
        times_used int not null
      );
    `,
  },
  {
    id: 102,
    name: 'AI generation jobs; generations without a child',
    sql: `
      alter table {{schema}}.generations alter column child_id drop not null;
      create table if not exists {{schema}}.generation_jobs (
        job_id text primary key,
        parent_id text not null,
        child_id text,
        title text not null,
        status text not null,
        step int not null,
        requested_at timestamptz not null,
        deadline_at timestamptz not null,
        deadline_ms int not null,
        error text,
        settled boolean not null default false,
        updated_at timestamptz not null
      );
      create index if not exists generation_jobs_open_idx
        on {{schema}}.generation_jobs (deadline_at) where status in ('queued', 'running');
      create index if not exists generation_jobs_unsettled_idx
        on {{schema}}.generation_jobs (updated_at)
        where status in ('completed', 'failed') and not settled;
    `,
  },
  {
    id: 103,
    name: 'generations keep who and when; the paper is read from its event (one copy, not two)',
    sql: `alter table {{schema}}.generations drop column if exists paper;`,
  },
  {
    id: 104,
    name: 'paper tests: which child a paper is scheduled for, and their newest result',
    sql: `
      create table if not exists {{schema}}.paper_tests (
        paper_id text not null,
        child_id text not null,
        scheduled_date text not null,
        attempt_number int,
        marks_obtained numeric,
        max_marks numeric,
        num_correct int,
        num_wrong int,
        primary key (paper_id, child_id)
      );
      create index if not exists paper_tests_child_idx on {{schema}}.paper_tests (child_id);
    `,
  },
  {
    id: 105,
    name: "family questions: each family's own saved questions, by where they serve",
    sql: `
      create table if not exists {{schema}}.family_questions (
        parent_id text not null,
        question_id text not null,
        curriculum text not null,
        class int not null,
        subject_key text not null,
        branch_key text,
        saved_at timestamptz not null,
        saved jsonb not null,
        primary key (parent_id, question_id)
      );
      create index if not exists family_questions_place_idx
        on {{schema}}.family_questions (parent_id, curriculum, class, subject_key);
    `,
  },
];

/** The unique constraint that keeps a parent's paper titles distinct (trimmed, lower-cased). */
export const PAPER_TITLE_CONSTRAINT = 'papers_parent_title_unique';
