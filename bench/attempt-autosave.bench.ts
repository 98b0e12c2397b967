/**
 * Autosave benchmark against PostgreSQL: answers saved per second through test-attempt's own
 * write path (the attempt stream kept hot in a state cache, decided, appended), as it is now
 * (the append alone: one statement) and, in the same run, as it was (an answers read model
 * upserted in the append's transaction: begin, append, upsert, commit).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node -r ./bench/register.js bench/attempt-autosave.bench.ts
 *
 * Each of 64 students (concurrent callers) saves answers to their own attempt, one at a time,
 * the version counting up as the test-taking screen does. Bounded: BENCH_OPS saves (default
 * 10 000, at most 100 000) or BENCH_SECONDS (default 4, at most 30) per case, after 200 untimed
 * warm-up saves. The schema is created fresh and dropped at the end. Without DATABASE_URL it
 * exits 0.
 */
import { randomUUID } from 'node:crypto';
import {
  defineProjection,
  eventStoreMigrations,
  runMigrations,
  ServiceStore,
  StreamStateCache,
  type Projection,
  type SqlDatabase,
} from '@abhyas/event-store';
import { familyChildrenProjection } from '@abhyas/runtime';
import { attemptStream, testAttemptMigrations, testAttemptProjection } from '@abhyas/test-attempt';
import { caseRow, envSetting, measureCase, type BenchCase } from './lib/closed-loop';
import { reportFailure, runPostgresBench } from './lib/postgres-bench';

const STUDENTS = 64;
const QUESTIONS = 20;
const MAX_OPS = envSetting('BENCH_OPS', 10_000, 100, 100_000);
const MAX_MS = envSetting('BENCH_SECONDS', 4, 1, 30) * 1000;

/** The read model saves used to keep: each attempt's newest answer per question. */
const answersReadModel = (schema: string): Projection =>
  defineProjection({
    name: 'answers-before',
    streams: [attemptStream],
    handlers: {
      AnswerRecorded: async (tx, { streamId, data }) => {
        await tx.query(
          `insert into ${schema}.answers_before (attempt_id, question_id, selected_answer, version)
           values ($1, $2, $3, $4)
           on conflict (attempt_id, question_id) do update
             set selected_answer = excluded.selected_answer, version = excluded.version`,
          [streamId, data.questionId, data.selectedAnswer, data.version],
        );
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.answers_before`);
    },
  });

type SaveCase = BenchCase & { cpuMsPerSave: number };

async function measureSaves(name: string, store: ServiceStore): Promise<SaveCase> {
  const cache = new StreamStateCache(attemptStream);
  const now = new Date();
  const questionIds = Array.from({ length: QUESTIONS }, (_, n) => `q-${n + 1}`);
  const students = Array.from({ length: STUDENTS }, () => ({
    attemptId: randomUUID(),
    childId: randomUUID(),
  }));
  for (const { attemptId, childId } of students) {
    await store.handle(
      attemptStream,
      attemptId,
      {
        type: 'StartAttempt',
        data: {
          attemptId,
          assignmentId: randomUUID(),
          attemptNumber: 1,
          parentId: 'bench-parent',
          childId,
          paperId: 'bench-paper',
          paper: {
            title: 'Bench',
            curriculum: 'CBSE',
            class: 8,
            subject: 'Mathematics',
            chapter: 'ch01',
          },
          questionIds,
          durationSeconds: 3600,
          extraTimePercent: 0,
          startedAt: now.toISOString(),
          deadline: new Date(now.getTime() + 3_600_000).toISOString(),
        },
      },
      { cache, serialize: true },
    );
  }
  const versions = new Array<number>(STUDENTS).fill(0);
  const cpuBefore = process.cpuUsage();
  const measured = await measureCase(
    name,
    STUDENTS,
    async (worker, n) => {
      const { attemptId, childId } = students[worker];
      const version = ++versions[worker];
      const { events } = await store.handle(
        attemptStream,
        attemptId,
        {
          type: 'RecordAnswer',
          data: {
            childId,
            questionId: questionIds[Math.abs(n) % QUESTIONS],
            selectedAnswer: 'ABCD'[version % 4],
            version,
            at: new Date().toISOString(),
          },
        },
        { cache, serialize: true },
      );
      if (events.length !== 1) {
        throw new Error(`save ${version} of ${attemptId} was not recorded`);
      }
    },
    { maxMs: MAX_MS, maxOps: MAX_OPS, warmupOps: 200 },
  );
  // This process's CPU (the service's side of a save; PostgreSQL's is not counted).
  const cpu = process.cpuUsage(cpuBefore);
  return { ...measured, cpuMsPerSave: (cpu.user + cpu.system) / 1000 / (measured.ops + 200) };
}

async function run(db: SqlDatabase, schema: string): Promise<SaveCase[]> {
  await runMigrations(db, schema, [...eventStoreMigrations, ...testAttemptMigrations]);
  await db.query(`create table ${schema}.answers_before (
    attempt_id text not null, question_id text not null, selected_answer text not null,
    version int not null, primary key (attempt_id, question_id))`);
  const storeWith = (extra: Projection[]) =>
    new ServiceStore({
      service: 'test-attempt',
      db,
      schema,
      streams: [attemptStream],
      projections: [familyChildrenProjection(schema), testAttemptProjection(schema), ...extra],
    });
  return [
    await measureSaves('answers read model (before)', storeWith([answersReadModel(schema)])),
    await measureSaves('the append alone (now)', storeWith([])),
  ];
}

function print(results: SaveCase[]): void {
  console.table(
    results.map((r) => ({ ...caseRow(r, 'saves/s'), 'CPU ms a save': r.cpuMsPerSave.toFixed(3) })),
  );
  const [before, now] = results;
  console.log(`saves/s now / before: ${(now.perSecond / before.perSecond).toFixed(2)}`);
  const memory = process.memoryUsage();
  console.log(
    `memory: heap used ${(memory.heapUsed / 1024 / 1024).toFixed(0)} MB, rss ${(memory.rss / 1024 / 1024).toFixed(0)} MB`,
  );
}

runPostgresBench({
  name: 'attempt-autosave',
  schemaPrefix: 'autosave_bench',
  connections: 16,
  describe: `${STUDENTS} students, up to ${MAX_OPS} saves or ${MAX_MS / 1000} s per case`,
  run: async (db, schema) => print(await run(db, schema)),
}).catch(reportFailure);
