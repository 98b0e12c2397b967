/**
 * Event store benchmark against PostgreSQL: appends per second and latency per append, with
 * plain INSERTs of the same rows into a plain table measured in the same run as the baseline.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node -r ./bench/register.js bench/event-store.bench.ts
 *
 * Cases (each one event of ~200 bytes per call, one round trip to the pool per call):
 *   hot stream     1 writer appending to one stream with the expected version it last saw
 *   many streams   16 concurrent writers, each over its own 64 streams, expected versions
 *   plain insert   the same rows into a table with only a primary key, 1 and then 16 writers
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

async function run(db: SqlDatabase, schema: string): Promise<BenchCase[]> {
  await runMigrations(db, schema, eventStoreMigrations);
  // The baseline: the same columns, a primary key and nothing else (no version check, no log key).
  await db.query(`create table "${schema}".plain_events (
    global_position bigserial primary key, stream_id text not null, stream_version integer not null,
    event_id uuid not null, type text not null, data jsonb not null, metadata jsonb not null,
    recorded_at timestamptz not null default now())`);

  const results: BenchCase[] = [];

  let hotVersion = 0;
  results.push(
    await measure('append, one hot stream', 1, async (_writer, n) => {
      const result = await appendToStream(db, schema, 'hot-stream', [payload(n)], {
        expectedVersion: hotVersion === 0 ? 'no_stream' : hotVersion,
      });
      hotVersion = result.nextExpectedVersion;
    }),
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
  results.push(await measure('plain insert', 1, plainInsert));

  const versions = new Map<string, number>();
  results.push(
    await measure(
      `append, ${MANY_WRITERS} writers x ${STREAMS_PER_WRITER} streams`,
      MANY_WRITERS,
      async (writer, n) => {
        const stream = `writer-${writer}-stream-${Math.abs(n) % STREAMS_PER_WRITER}`;
        const version = versions.get(stream) ?? 0;
        const result = await appendToStream(db, schema, stream, [payload(n)], {
          expectedVersion: version === 0 ? 'no_stream' : version,
        });
        versions.set(stream, result.nextExpectedVersion);
      },
    ),
  );
  results.push(await measure('plain insert', MANY_WRITERS, plainInsert));
  return results;
}

function print(results: BenchCase[]): void {
  console.table(results.map((r) => caseRow(r, 'ops/s')));
  const [hot, plainOne, many, plainMany] = results;
  console.log(
    `append / plain insert, 1 writer:   ${(hot.perSecond / plainOne.perSecond).toFixed(2)}`,
  );
  console.log(
    `append / plain insert, ${MANY_WRITERS} writers: ${(many.perSecond / plainMany.perSecond).toFixed(2)}`,
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
