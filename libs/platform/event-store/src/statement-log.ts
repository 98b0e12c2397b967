import type { SqlDatabase, SqlExecutor } from './sql-database';

/** A statement as the database was asked to run it; `transaction` numbers the one it ran in. */
export interface LoggedStatement {
  sql: string;
  params: readonly unknown[];
  transaction?: number;
}

/**
 * Wraps a database so that every statement it runs is noted, with the transaction it ran in:
 * for tests that hold a write path to its round trips (a transaction adds its begin and commit).
 */
export const withStatementLog = (db: SqlDatabase) => {
  const statements: LoggedStatement[] = [];
  let transactions = 0;
  const logged =
    (executor: SqlExecutor, transaction?: number): SqlExecutor['query'] =>
    (sql, params, options) => {
      statements.push({ sql, params: params ?? [], transaction });
      return executor.query(sql, params, options);
    };
  const database: SqlDatabase = {
    ping: () => db.ping(),
    close: () => db.close(),
    query: logged(db),
    transaction: (work) => {
      const transaction = ++transactions;
      return db.transaction((tx) => work({ query: logged(tx, transaction) }));
    },
  };
  return { db: database, statements };
};
