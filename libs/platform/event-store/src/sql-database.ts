/**
 * The one database port every service uses. Two adapters implement it with the same SQL:
 * PostgreSQL through `pg` (distributed) and PGlite (standalone, embedded).
 *
 * Both adapters return the same JavaScript values: `int8`/`bigint` columns (including
 * `count(*)`) as `bigint`, never a lossy `number`; `jsonb` parsed; timestamps as `Date`;
 * `numeric` and `xid8` as strings. Pass JSON as `JSON.stringify(value)` with a `::jsonb` cast
 * (node-postgres would turn a JS array into a PostgreSQL array). A statement without
 * parameters may hold several commands (used by migrations). A unique violation rejects with
 * `UniqueViolationError`.
 */
export interface SqlResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * The statement runs again and again with other parameters (an append, a stream read): the
   * adapter may keep its plan per connection. Only for statements naming their columns, so a
   * migration cannot change a cached plan's result shape.
   */
  repeated?: boolean;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<SqlResult<Row>>;
}

export interface SqlDatabase extends SqlExecutor {
  /** Runs `work` in one transaction: commit when it resolves, roll back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Cheap liveness probe used by health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
