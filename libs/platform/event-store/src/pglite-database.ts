import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { AsyncMutex } from './async-mutex';
import { EventStoreErrorCode, EventStoreException } from './event-store.exception';
import type { SqlDatabase, SqlExecutor, SqlResult } from './sql-database';
import { toSqlError } from './sql-errors';

export type PgliteDatabaseOptions =
  /** A data folder, or in-memory when `dataDir` is absent. The adapter owns and closes it. */
  | { dataDir?: string }
  /** An instance shared with other adapters (one per service schema); its owner closes it. */
  | { instance: PGlite };

export interface PgliteDatabase extends SqlDatabase {
  readonly engine: 'pglite';
  readonly instance: PGlite;
}

const INT8 = 20;
const INT8_ARRAY = 1016;

// Per query rather than per instance, so a shared instance created elsewhere parses the same way.
const queryOptions = {
  parsers: {
    [INT8]: (value: string) => BigInt(value),
    [INT8_ARRAY]: (value: string) =>
      value
        .slice(1, -1)
        .split(',')
        .filter((item) => item !== '')
        .map((item) => (item === 'NULL' ? null : BigInt(item))),
  },
};

// One lock per PGlite instance, however many adapters (services) share it.
const locks = new WeakMap<PGlite, AsyncMutex>();
const lockOf = (instance: PGlite): AsyncMutex => {
  let lock = locks.get(instance);
  if (!lock) {
    lock = new AsyncMutex();
    locks.set(instance, lock);
  }
  return lock;
};

/**
 * Marks code running inside a transaction on an instance. Calling the database (not `tx`) from
 * there would wait for the very lock the transaction holds; we fail fast instead of hanging.
 */
const insideTransaction = new AsyncLocalStorage<{ instance: PGlite; active: boolean }>();

const assertNotReentrant = (instance: PGlite): void => {
  const context = insideTransaction.getStore();
  if (context?.active && context.instance === instance) {
    throw new EventStoreException(
      EventStoreErrorCode.ReentrantTransaction,
      'PGlite has one connection: inside a transaction use the `tx` executor, not the database',
    );
  }
};

const toResult = <Row>(result: Results<Row>): SqlResult<Row> => ({
  rows: result.rows,
  // PGlite reports 0 affected rows for a SELECT; node-postgres reports the rows returned.
  rowCount: Math.max(result.rows.length, result.affectedRows ?? 0),
});

async function run<Row>(
  target: PGlite | Transaction,
  sql: string,
  params: readonly unknown[] | undefined,
): Promise<SqlResult<Row>> {
  try {
    if (params === undefined || params.length === 0) {
      // The simple protocol, as node-postgres does without parameters: several commands allowed.
      const results = await target.exec(sql, queryOptions);
      const last = results[results.length - 1];
      return last ? toResult(last as Results<Row>) : { rows: [], rowCount: 0 };
    }
    return toResult(await target.query<Row>(sql, [...params], queryOptions));
  } catch (error) {
    throw toSqlError(error);
  }
}

/** PGlite (embedded PostgreSQL): one connection, so statements and transactions queue on a lock. */
export async function createPgliteDatabase(
  options: PgliteDatabaseOptions = {},
): Promise<PgliteDatabase> {
  const owned = !('instance' in options);
  const instance =
    'instance' in options ? options.instance : await PGlite.create({ dataDir: options.dataDir });
  await instance.waitReady;
  const lock = lockOf(instance);
  const query: SqlExecutor['query'] = (sql, params) => {
    assertNotReentrant(instance);
    return lock.runExclusive(() => run(instance, sql, params));
  };

  return {
    engine: 'pglite',
    instance,
    query,
    transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      assertNotReentrant(instance);
      return lock.runExclusive(() => {
        const context = { instance, active: true };
        return insideTransaction.run(context, async () => {
          try {
            return await instance.transaction(async (pgliteTx) => {
              const tx: SqlExecutor = {
                query: (sql, params) => {
                  if (!context.active) {
                    return Promise.reject(
                      new EventStoreException(
                        EventStoreErrorCode.TransactionFinished,
                        'Query on a finished transaction',
                      ),
                    );
                  }
                  return run(pgliteTx, sql, params);
                },
              };
              return work(tx);
            });
          } catch (error) {
            throw toSqlError(error);
          } finally {
            // Timers or promises started inside the transaction may outlive it; they are free to use the database then.
            context.active = false;
          }
        });
      });
    },
    async ping() {
      await query('select 1');
    },
    async close() {
      if (owned) {
        await lock.runExclusive(() => instance.close());
      }
    },
  };
}
