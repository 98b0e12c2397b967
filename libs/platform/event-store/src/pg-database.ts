import { createHash } from 'node:crypto';
import { Pool, types, type PoolClient, type QueryResult, type QueryResultRow } from 'pg';
import { EventStoreErrorCode, EventStoreException } from './event-store.exception';
import type { QueryOptions, SqlDatabase, SqlExecutor, SqlResult } from './sql-database';
import { toSqlError } from './sql-errors';

export interface PgDatabaseOptions {
  connectionString: string;
  /** Pool size; default 10. */
  max?: number;
  /** Called when an idle pooled connection fails (server restart); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

export interface PgDatabase extends SqlDatabase {
  readonly engine: 'postgres';
  readonly pool: Pool;
}

type GetTypeParser = typeof types.getTypeParser;
type TypeId = Parameters<GetTypeParser>[0];
type TextParser = (value: string) => unknown;
const INT8: number = 20;
const INT8_ARRAY: number = 1016;

const defaultParser = (oid: number, format?: 'text' | 'binary'): TextParser =>
  (types.getTypeParser as (oid: number, format?: 'text' | 'binary') => TextParser)(oid, format);

// Same values as the PGlite adapter: int8 becomes bigint instead of node-postgres' string.
const parseInt8Array = (value: string): (bigint | null)[] =>
  (defaultParser(INT8_ARRAY)(value) as (string | null)[]).map((item) =>
    item === null ? null : BigInt(item),
  );

const getTypeParser = (oid: TypeId, format?: 'text' | 'binary'): TextParser => {
  const id: number = oid;
  if (id === INT8) {
    return (value) => BigInt(value);
  }
  if (id === INT8_ARRAY) {
    return parseInt8Array;
  }
  return defaultParser(id, format);
};

const typeParsers = { getTypeParser: getTypeParser as GetTypeParser };

// Several commands in one parameterless statement give one result each; the last one is the answer.
const toResult = <Row>(
  results: QueryResult<QueryResultRow> | QueryResult<QueryResultRow>[],
): SqlResult<Row> => {
  const result = Array.isArray(results) ? results[results.length - 1] : results;
  return result
    ? { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length }
    : { rows: [], rowCount: 0 };
};

/** A repeated statement's name: the same text always gets the same prepared statement. */
const statementName = (sql: string): string =>
  `abhyas_${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;

async function run<Row>(
  target: Pool | PoolClient,
  sql: string,
  params: readonly unknown[] | undefined,
  options?: QueryOptions,
): Promise<SqlResult<Row>> {
  try {
    // No parameters: node-postgres uses the simple protocol, which accepts several commands.
    const values = params === undefined ? undefined : [...params];
    const result: QueryResult<QueryResultRow> | QueryResult<QueryResultRow>[] =
      options?.repeated && values
        ? await target.query<QueryResultRow>({ name: statementName(sql), text: sql, values })
        : await target.query<QueryResultRow>(sql, values);
    return toResult<Row>(result);
  } catch (error) {
    throw toSqlError(error);
  }
}

/** PostgreSQL through a `pg` pool; each transaction holds one dedicated pooled client. */
export function createPgDatabase(options: PgDatabaseOptions): PgDatabase {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: typeParsers,
  });
  // Without a listener an idle client's error (e.g. the server restarting) would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));

  return {
    engine: 'postgres',
    pool,
    query: (sql, params, options) => run(pool, sql, params, options),
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let finished = false;
      const tx: SqlExecutor = {
        query: (sql, params, options) => {
          if (finished) {
            return Promise.reject(
              new EventStoreException(
                EventStoreErrorCode.TransactionFinished,
                'Query on a finished transaction',
              ),
            );
          }
          return run(client, sql, params, options);
        },
      };
      let broken: Error | undefined;
      try {
        await run(client, 'begin', undefined);
        const result = await work(tx);
        await run(client, 'commit', undefined);
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          // The connection is unusable; tell the pool to discard it rather than reuse it.
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        finished = true;
        client.release(broken);
      }
    },
    async ping() {
      await run(pool, 'select 1', undefined);
    },
    close: () => pool.end(),
  };
}
