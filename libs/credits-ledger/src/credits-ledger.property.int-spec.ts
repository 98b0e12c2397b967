import fc from 'fast-check';
import { LEDGER_INTERNAL_ROUTES as R, type LedgerWriteResult } from '@abhyas/contracts';
import { rebuildProjection, type SqlDatabase } from '@abhyas/event-store';
import {
  bootServiceForTest,
  testDatabases,
  type ServiceUnderTest,
  useBootedService,
} from '@abhyas/testing';
import { asService, eventually, ledgerClient, TEST_ENV } from '../testing/ledger-test-client';
import { ledgerProjection } from './application/ledger.projection';
import { creditsLedgerService } from './credits-ledger.service';

/**
 * The bank checker: random batches of concurrent grants, debits, reservations, commits and
 * releases over a few accounts, with ids reused on purpose, responses "lost" and retried,
 * reservations never settled (a crashed worker) and the clock moving under them. Afterwards
 * the books must balance, whatever interleaving happened. Two instances of the service share
 * the database, as two processes would, so their caches go stale and their appends conflict.
 */
type Op =
  | { kind: 'grant' | 'debit'; account: number; transfer: number; amount: number; lost: boolean }
  | { kind: 'reserve'; account: number; reservation: number; amount: number }
  | { kind: 'commit'; reservation: number; amount: number | undefined }
  | { kind: 'release'; reservation: number }
  | { kind: 'tick'; seconds: number };

const ACCOUNTS = 5;
const account = fc.nat(ACCOUNTS - 1);
const transfer = fc.nat(24);
const reservation = fc.nat(7);
const lost = fc.boolean();
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      account,
      transfer,
      amount: fc.integer({ min: 1, max: 80 }),
      lost,
    }),
  },
  fc.record({
    kind: fc.constant('debit' as const),
    account,
    transfer,
    amount: fc.integer({ min: 1, max: 20 }),
    lost,
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reserve' as const),
      account,
      reservation,
      amount: fc.integer({ min: 1, max: 20 }),
    }),
  },
  fc.record({
    kind: fc.constant('commit' as const),
    reservation,
    amount: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('release' as const), reservation }),
  fc.record({ kind: fc.constant('tick' as const), seconds: fc.integer({ min: 5, max: 40 }) }),
);
const program = fc.array(fc.array(fc.tuple(op, fc.nat(1)), { minLength: 1, maxLength: 10 }), {
  minLength: 4,
  maxLength: 10,
});

/** Statuses each call may answer; anything else (a 500, a 503) fails the property. */
const ALLOWED: Record<Exclude<Op['kind'], 'tick'>, number[]> = {
  grant: [200, 409],
  debit: [200, 402, 409],
  reserve: [200, 402, 409],
  commit: [200, 400, 404, 409],
  release: [200, 404, 409],
};

const rows = async (db: SqlDatabase, sql: string) => (await db.query(sql)).rows;
const readModels = async (db: SqlDatabase) => ({
  accounts: await rows(db, 'select * from credits_ledger.accounts order by account_id'),
  entries: await rows(db, 'select * from credits_ledger.entries order by transaction_id'),
  transfers: await rows(db, 'select * from credits_ledger.transfers order by transfer_id'),
  reservations: await rows(db, 'select * from credits_ledger.reservations order by reservation_id'),
});

describe.each(testDatabases())('credits-ledger bank checker on $engine', (factory) => {
  const tally = new Map<string, number>();
  let now = new Date('2026-11-22T10:00:00.000Z');
  let run = 0;
  const suite = useBootedService(factory, async (database) => {
    const instances: ServiceUnderTest[] = [];
    for (let i = 0; i < 2; i++) {
      instances.push(
        await bootServiceForTest(creditsLedgerService, database, {
          clock: { now: () => now },
          env: { ...TEST_ENV, CREDITS_EXPIRY_SWEEP_MS: '20' },
        }),
      );
    }
    return {
      callers: instances.map(ledgerClient),
      stop: async () => {
        for (const instance of instances) {
          await instance.stop();
        }
      },
    };
  });

  const execute = async (
    prefix: string,
    [step, via]: [Op, number],
    entryIds: Set<string>,
  ): Promise<void> => {
    if (step.kind === 'tick') {
      now = new Date(now.getTime() + step.seconds * 1000);
      return;
    }
    const post = (path: string, body: unknown) =>
      suite.service.callers[via]<LedgerWriteResult>('POST', path, { body, as: asService });
    let answer;
    switch (step.kind) {
      case 'grant':
      case 'debit': {
        const body = {
          transferId: `${prefix}-t${step.transfer}`,
          accountId: `${prefix}-a${step.account}`,
          amount: step.amount,
          description: step.kind,
          ...(step.kind === 'grant' ? { type: 'purchase' } : { category: 'paper_generation' }),
        };
        const path = step.kind === 'grant' ? R.grant : R.debit;
        if (step.lost) {
          // The first answer never reaches the caller, who retries with the same id.
          const first = await post(path, body);
          answer = await post(path, body);
          if (first.status === 200) {
            expect(answer.body).toEqual({ ...first.body, applied: false });
          }
        } else {
          answer = await post(path, body);
        }
        break;
      }
      case 'reserve':
        answer = await post(R.reserve, {
          reservationId: `${prefix}-r${step.reservation}`,
          accountId: `${prefix}-a${step.account}`,
          amount: step.amount,
          category: 'paper_generation',
          description: 'AI paper',
          timeoutSeconds: 60,
        });
        break;
      case 'commit':
        answer = await post(
          R.commit(`${prefix}-r${step.reservation}`),
          step.amount === undefined ? {} : { amount: step.amount },
        );
        break;
      case 'release':
        answer = await post(R.release(`${prefix}-r${step.reservation}`), {});
        break;
    }
    expect(ALLOWED[step.kind]).toContain(answer.status);
    const outcome = `${step.kind} ${answer.status}`;
    tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
    if (answer.status === 200 && step.kind !== 'reserve' && step.kind !== 'release') {
      entryIds.add(answer.body.transactionId);
    }
  };

  it('keeps the books balanced under any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(program, async (batches) => {
        const prefix = `run${++run}`;
        const entryIds = new Set<string>();
        for (const batch of batches) {
          await Promise.all(batch.map((step) => execute(prefix, step, entryIds)));
        }
        // Every reservation nobody settled (a crashed worker) is released by the ledger.
        now = new Date(now.getTime() + 3_600_000);
        await eventually(async () =>
          expect(
            await rows(
              suite.database.db,
              `select 1 from credits_ledger.reservations where status = 'open'`,
            ),
          ).toEqual([]),
        );
        const db = suite.database.db;
        const mine = `'${prefix}-%'`;
        // Exactly the entries whose ids the callers were given exist: nothing lost, nothing extra.
        const entries = await rows(
          db,
          `select transaction_id from credits_ledger.entries where account_id like ${mine}`,
        );
        expect(new Set(entries.map((e) => e.transaction_id))).toEqual(entryIds);
        expect(entries).toHaveLength(entryIds.size);
        // Each transfer id applied at most once, across every account's stream.
        expect(
          await rows(
            db,
            `select data->>'transferId' as id from credits_ledger.events
             where type in ('CreditsGranted', 'CreditsDebited') group by 1 having count(*) > 1`,
          ),
        ).toEqual([]);
        // Posted balance = its entries; reserved = its open reservations (none now); never negative.
        expect(
          await rows(
            db,
            `select a.account_id from credits_ledger.accounts a
             where a.posted <> coalesce((select sum(e.amount) from credits_ledger.entries e
                                         where e.account_id = a.account_id), 0)
                or a.reserved <> coalesce((select sum(r.amount) from credits_ledger.reservations r
                                           where r.account_id = a.account_id and r.status = 'open'), 0)
                or a.spendable <> a.posted - a.reserved
                or a.posted < 0 or a.spendable < 0`,
          ),
        ).toEqual([]);
        expect(
          await rows(db, `select 1 from credits_ledger.entries where balance_after < 0`),
        ).toEqual([]);
        // The read models rebuilt from the events are the live ones.
        const live = await readModels(db);
        await rebuildProjection(db, 'credits_ledger', ledgerProjection('credits_ledger'));
        expect(await readModels(db)).toEqual(live);
      }),
      { numRuns: 15, endOnFailure: true },
    );
    // The runs reached every outcome that matters, not only refusals.
    for (const outcome of [
      'grant 200',
      'debit 200',
      'debit 402',
      'reserve 200',
      'commit 200',
      'release 200',
    ]) {
      expect(tally.get(outcome)).toBeGreaterThan(0);
    }
  }, 120_000);
});
