/**
 * Event store benchmark against PostgreSQL: appends per second and latency per append, with
 * plain INSERTs of the same rows into a plain table measured in the same run as the baseline.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node -r ./bench/register.js bench/event-store.bench.ts
 *
 * Cases (each one event of ~200 bytes per call, one round trip to the pool per call), with
 * 1 writer and with 16 concurrent writers, each over its own 64 streams:
 *   plain insert   the same rows into a table with only a primary key (the baseline)
 *   append before  the append as it was: the layout before migration 5 (a global-position key
 *                  too), its statement parsed and planned on every call
 *   append         today's: migration 5's layout, the statement prepared once per connection
 * Every case runs ROUNDS times on emptied tables, in alternating order; the median is shown.
 * Bounded: BENCH_OPS calls (default 5 000, at most 100 000) or BENCH_SECONDS (default 3, at
 * most 30) per case, whichever ends first, after 200 untimed warm-up calls. The schema is
 * created fresh and dropped at the end. Without DATABASE_URL it prints why and exits 0.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  appendToStream,
  eventStoreMigrations,
  runMigrations,
  type NewEvent,
  type SqlDatabase,
} from '@abhyas/event-store';
import { caseRow, envSetting, measureCase, type BenchCase } from './lib/closed-loop';
import { reportFailure, runPostgresBench } from './lib/postgres-bench';

const MAX_OPS = envSetting('BENCH_OPS', 5_000, 100, 100_000);
const MAX_MS = envSetting('BENCH_SECONDS', 3, 1, 30) * 1000;
const WARMUP_OPS = 200;
const MANY_WRITERS = 16;
const STREAMS_PER_WRITER = 64;

const payload = (n: number): NewEvent => ({
  type: 'AnswerRecorded',
  data: {
    attemptId: randomUUID(),
    questionId: `q-${n % 50}`,
    answer: randomBytes(24).toString('hex'),
    elapsedMs: n % 9000,
  },
  metadata: {
    traceparent: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`,
  },
});

const BUDGET = { maxMs: MAX_MS, maxOps: MAX_OPS, warmupOps: WARMUP_OPS };
const measure = (name: string, writers: number, op: (writer: number, n: number) => Promise<void>) =>
  measureCase(name, writers, op, BUDGET);

/** Rounds per case; the order of the cases alternates each round, so drift hits all alike. */
const ROUNDS = 4;

/** The event store's layout before migration 5 (a separate global-position key), as "before". */
const BEFORE_MIGRATIONS = eventStoreMigrations.filter((migration) => migration.id < 5);

async function run(db: SqlDatabase, schema: string): Promise<BenchCase[]> {
  const before = `${schema}_before`;
  await runMigrations(db, schema, eventStoreMigrations);
  await runMigrations(db, before, BEFORE_MIGRATIONS);
  // The baseline: the same columns, a primary key and nothing else (no version check, no log key).
  await db.query(`create table "${schema}".plain_events (
    global_position bigserial primary key, stream_id text not null, stream_version integer not null,
    event_id uuid not null, type text not null, data jsonb not null, metadata jsonb not null,
    recorded_at timestamptz not null default now())`);
  const empty = () =>
    db.query(
      `truncate "${schema}".plain_events, "${schema}".events, "${schema}".streams, "${before}".events, "${before}".streams`,
    );

  const plainInsert = async (writer: number, n: number) => {
    const event = payload(n);
    await db.query(
      `insert into "${schema}".plain_events (stream_id, stream_version, event_id, type, data, metadata)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      [
        `plain-${writer}`,
        n,
        randomUUID(),
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      ],
    );
  };
  // "Before" as the append was: the old layout, its statement planned on every call.
  const planEachTime: SqlDatabase = { ...db, query: (sql, params) => db.query(sql, params) };
  const appendTo = (target: string, through: SqlDatabase = db) => {
    const versions = new Map<string, number>();
    return async (writer: number, n: number) => {
      const stream = `writer-${writer}-stream-${Math.abs(n) % STREAMS_PER_WRITER}`;
      const version = versions.get(stream) ?? 0;
      const result = await appendToStream(through, target, stream, [payload(n)], {
        expectedVersion: version === 0 ? 'no_stream' : version,
      });
      versions.set(stream, result.nextExpectedVersion);
    };
  };
  const cases: Array<[string, number, () => (writer: number, n: number) => Promise<void>]> = [
    ['plain insert', 1, () => plainInsert],
    ['append, 1 writer, before', 1, () => appendTo(before, planEachTime)],
    ['append, 1 writer', 1, () => appendTo(schema)],
    ['plain insert', MANY_WRITERS, () => plainInsert],
    [`append, ${MANY_WRITERS} writers, before`, MANY_WRITERS, () => appendTo(before, planEachTime)],
    [`append, ${MANY_WRITERS} writers`, MANY_WRITERS, () => appendTo(schema)],
  ];
  const rounds: BenchCase[][] = cases.map(() => []);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order = cases.map((_, index) => index);
      for (const index of round % 2 === 0 ? order : order.reverse()) {
        const [name, writers, op] = cases[index];
        await empty();
        rounds[index].push(await measure(name, writers, op()));
      }
    }
  } finally {
    await db.query(`drop schema if exists "${before}" cascade`);
  }
  // Each case's median round.
  return rounds.map(
    (results) => [...results].sort((a, b) => a.perSecond - b.perSecond)[ROUNDS >> 1],
  );
}

function print(results: BenchCase[]): void {
  console.table(results.map((r) => caseRow(r, 'ops/s')));
  const [plainOne, beforeOne, afterOne, plainMany, beforeMany, afterMany] = results;
  const ratio = (a: BenchCase, b: BenchCase) => (a.perSecond / b.perSecond).toFixed(2);
  console.log(
    `append / plain insert, 1 writer:   ${ratio(beforeOne, plainOne)} before, ${ratio(afterOne, plainOne)} after`,
  );
  console.log(
    `append / plain insert, ${MANY_WRITERS} writers: ${ratio(beforeMany, plainMany)} before, ${ratio(afterMany, plainMany)} after`,
  );
  console.log(
    `process peak RSS (maxRSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
}

runPostgresBench({
  name: 'event-store',
  schemaPrefix: 'es_bench',
  connections: MANY_WRITERS + 4,
  describe: `up to ${MAX_OPS} calls or ${MAX_MS / 1000} s per case`,
  run: async (db, schema) => print(await run(db, schema)),
}).catch(reportFailure);
