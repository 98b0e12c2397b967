/**
 * The one database port every service uses. Two adapters implement it with the same SQL:
 * PostgreSQL through `pg` (distributed) and PGlite (standalone, embedded).
 */
export interface SqlResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<SqlResult<Row>>;
}

export interface SqlDatabase extends SqlExecutor {
  /** Runs `work` in one transaction: commit when it resolves, roll back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Cheap liveness probe used by health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
