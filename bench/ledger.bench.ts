/**
 * Credits-ledger benchmark against PostgreSQL: transfers per second through the ledger's write
 * path (idempotency look-up; the account state this process remembers, the stream being read
 * only on a retry; decide; append with the expected version, outbox and read models), with
 * plain INSERTs of the same entry rows measured in the same run as the baseline.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node -r ./bench/register.js bench/ledger.bench.ts
 *
 * Cases (each call one transfer, alternately a grant of 5 and a debit of 3 credits):
 *   hot account    1 writer, then 16 concurrent writers, on one account
 *   many accounts  16 concurrent writers over 1 024 accounts
 *   plain insert   the same entry rows into a table with only a primary key, 1 and 16 writers
 * "Before" runs the same ledger with its read-model writes as statements of their own in the
 * append's transaction (begin, append, write, commit); "after", as the ledger runs, carries them
 * in the append's own statement (one round trip). The hot-account case also prints p50 of its
 * first and last tenth of calls: the cost of a write must not grow with the account's stream.
 * Bounded: BENCH_OPS calls (default 5 000, at most 100 000) or BENCH_SECONDS (default 3, at
 * most 30) per case, after 200 untimed warm-up calls. The schema is created fresh and dropped
 * at the end. Without DATABASE_URL it exits 0.
 */
import { randomUUID } from 'node:crypto';
import {
  eventStoreMigrations,
  runMigrations,
  ServiceStore,
  type SqlDatabase,
} from '@abhyas/event-store';
import {
  creditAccountStream,
  creditsLedgerMigrations,
  CreditsLedgerRepository,
  LedgerHandler,
  ledgerProjection,
} from '@abhyas/credits-ledger';
import { systemClock } from '@abhyas/runtime';
import { caseRow, envSetting, measureCase, median, type BenchCase } from './lib/closed-loop';
import { reportFailure, runPostgresBench } from './lib/postgres-bench';

const MAX_OPS = envSetting('BENCH_OPS', 5_000, 100, 100_000);
const MAX_MS = envSetting('BENCH_SECONDS', 3, 1, 30) * 1000;
const WARMUP_OPS = 200;
const WRITERS = 16;
const ACCOUNTS = 1_024;

const BUDGET = { maxMs: MAX_MS, maxOps: MAX_OPS, warmupOps: WARMUP_OPS };
const measure = (name: string, writers: number, op: (writer: number, n: number) => Promise<void>) =>
  measureCase(name, writers, op, BUDGET);

/** p50 of the first and of the last tenth of a case's calls: does a write slow as data grows? */
const drift = (result: BenchCase): string => {
  const tenth = Math.max(1, Math.floor(result.ops / 10));
  const first = median(result.inOrderMs.slice(0, tenth));
  const last = median(result.inOrderMs.slice(-tenth));
  return `${first.toFixed(2)} / ${last.toFixed(2)}`;
};

async function run(db: SqlDatabase, schema: string): Promise<BenchCase[]> {
  await runMigrations(db, schema, [...eventStoreMigrations, ...creditsLedgerMigrations]);
  // The baseline: the entries read model's columns, a primary key and nothing else.
  await db.query(`create table ${schema}.plain_entries (
    transaction_id text primary key, transfer_id text not null, account_id text not null,
    stream_version integer not null, type text not null, category text, amount bigint not null,
    balance_after bigint not null, description text not null, processed_at timestamptz not null)`);
  /** The ledger as it runs (`carried`), or with its read-model writes in a transaction. */
  const ledgerWith = (carried: boolean) => {
    const projection = ledgerProjection(schema);
    return new LedgerHandler(
      new ServiceStore({
        service: 'credits-ledger',
        db,
        schema,
        streams: [creditAccountStream],
        projections: [carried ? projection : { ...projection, statements: undefined }],
      }),
      new CreditsLedgerRepository(db, schema),
      systemClock,
      randomUUID,
    );
  };
  const carried = ledgerWith(true);
  const inTransaction = ledgerWith(false);

  // Per account: grant, debit, grant, ... in arrival order (the ledger queues one account's
  // writes in call order), so a debit always finds the credits it needs.
  const calls = new Map<string, number>();
  const transfer =
    (accountId: string, ledger = carried) =>
    async () => {
      const nth = calls.get(accountId) ?? 0;
      calls.set(accountId, nth + 1);
      const transferId = `${accountId}-${nth}`;
      if (nth % 2 === 0) {
        await ledger.grant({
          transferId,
          accountId,
          amount: 5,
          type: 'purchase',
          description: 'Pack',
        });
      } else {
        await ledger.debit({
          transferId,
          accountId,
          amount: 3,
          type: 'usage',
          category: 'paper_generation',
          description: 'AI paper',
        });
      }
    };
  const plainInsert = async (writer: number, n: number) => {
    await db.query(
      `insert into ${schema}.plain_entries (transaction_id, transfer_id, account_id, stream_version,
         type, category, amount, balance_after, description, processed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        `plain-${n}-${randomUUID()}`,
        `plain-${writer}`,
        n,
        'usage',
        'paper_generation',
        -3,
        100,
        'AI paper',
        new Date().toISOString(),
      ],
    );
  };

  const results: BenchCase[] = [];
  results.push(await measure('ledger, one hot account', 1, transfer('hot-1')));
  results.push(await measure('plain insert', 1, plainInsert));
  results.push(
    await measure(
      'hot account, writes in a transaction (before)',
      WRITERS,
      transfer('hot-2', inTransaction),
    ),
  );
  results.push(await measure('ledger, one hot account', WRITERS, transfer('hot-3')));
  results.push(
    await measure(`${ACCOUNTS} accounts, writes in a transaction (before)`, WRITERS, (writer, n) =>
      transfer(`alone-${Math.abs(n * 7919 + writer) % ACCOUNTS}`, inTransaction)(),
    ),
  );
  results.push(
    await measure(`ledger, ${ACCOUNTS} accounts`, WRITERS, (writer, n) =>
      transfer(`acct-${Math.abs(n * 7919 + writer) % ACCOUNTS}`)(),
    ),
  );
  results.push(await measure('plain insert', WRITERS, plainInsert));
  return results;
}

function print(results: BenchCase[]): void {
  console.table(
    results.map((r) => ({ ...caseRow(r, 'transfers/s'), 'p50 first/last tenth': drift(r) })),
  );
  const [hotOne, plainOne, hotAlone, hotMany, manyAlone, many, plainMany] = results;
  const ratio = (a: BenchCase, b: BenchCase) => (a.perSecond / b.perSecond).toFixed(2);
  console.log(`ledger / plain insert, hot account, 1 writer:      ${ratio(hotOne, plainOne)}`);
  console.log(
    `ledger / plain insert, hot account, ${WRITERS} writers:    ${ratio(hotAlone, plainMany)} before, ${ratio(hotMany, plainMany)} after`,
  );
  console.log(
    `ledger / plain insert, ${ACCOUNTS} accounts, ${WRITERS} writers: ${ratio(manyAlone, plainMany)} before, ${ratio(many, plainMany)} after`,
  );
  const memory = process.memoryUsage();
  console.log(
    `memory: heap used ${(memory.heapUsed / 1024 / 1024).toFixed(0)} MB, rss ${(memory.rss / 1024 / 1024).toFixed(0)} MB, peak RSS (maxRSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
}

runPostgresBench({
  name: 'ledger',
  schemaPrefix: 'ledger_bench',
  connections: WRITERS + 4,
  describe: `up to ${MAX_OPS} calls or ${MAX_MS / 1000} s per case`,
  run: async (db, schema) => print(await run(db, schema)),
}).catch(reportFailure);
