import { rebuildProjection, type Projection, type SqlDatabase } from '@abhyas/event-store';

/** Every row of the tables, in a stable order, as plain JSON. */
const snapshot = async (db: SqlDatabase, tables: readonly string[]) => {
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await db.query<{ row: unknown }>(
      `select to_jsonb(t) as row from ${table} t order by to_jsonb(t)::text`,
    );
    rows[table] = result.rows.map((entry) => entry.row);
  }
  return rows;
};

/**
 * The rule every read model keeps: rebuilt from the log, it equals the live one. Call it at
 * the end of a projection's tests, after they have written through the real command path.
 * The read model must not be empty, or nothing was compared.
 */
export const expectRebuildEqualsLive = async (options: {
  db: SqlDatabase;
  /** The service's schema; `tables` are named without it. */
  schema: string;
  projection: Projection;
  tables: readonly string[];
}): Promise<void> => {
  const tables = options.tables.map((table) => `${options.schema}.${table}`);
  const live = await snapshot(options.db, tables);
  expect(Object.values(live).some((rows) => rows.length > 0)).toBe(true);
  await rebuildProjection(options.db, options.schema, options.projection);
  expect(await snapshot(options.db, tables)).toEqual(live);
};
