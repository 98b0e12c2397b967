import type {
  ClaimedEvent,
  ExpectedVersion,
  NewEvent,
  Projection,
  ProjectionStatement,
} from './event-store.types';
import type { SqlExecutor } from './sql-database';

/** Names the append's own statement uses; a projection's write may not take them. */
const APPEND_NAMES = new Set(['claim', 'messages']);

/** `$n` → `$(n + offset)`, so several writes' parameters can share one statement. */
const shiftParameters = (sql: string, offset: number): string =>
  offset === 0 ? sql : sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);

/**
 * The projections' writes as a CTE list (`, name as (…)` each) whose parameters follow the
 * `firstParameter - 1` the statement already has. Two writes of one name are a programming
 * error, refused rather than silently merged.
 */
export const statementCtes = (
  statements: readonly ProjectionStatement[],
  firstParameter: number,
): { sql: string; params: unknown[] } => {
  const names = new Set<string>();
  const params: unknown[] = [];
  let sql = '';
  for (const statement of statements) {
    const offset = firstParameter - 1 + params.length;
    for (const write of statement.writes) {
      if (APPEND_NAMES.has(write.name) || names.has(write.name)) {
        throw new Error(`Two projection writes in one append are named "${write.name}"`);
      }
      names.add(write.name);
      sql += `, ${write.name} as (${shiftParameters(write.sql, offset)})`;
    }
    params.push(...statement.params);
  }
  return { sql, params };
};

/** A statement write run on its own (a rebuild, or an append of several events): always claimed. */
export const runProjectionStatement = async (
  tx: SqlExecutor,
  statement: ProjectionStatement,
): Promise<void> => {
  const ctes = statementCtes([statement], 1);
  await tx.query(`with claim as (select 1 as claimed)${ctes.sql} select 1`, ctes.params, {
    repeated: true,
  });
};

/**
 * Whether an append can carry its projections' writes in its own statement: one event, at a
 * version known before it is written, and every projection that handles it writing it as a
 * statement. Then the append is atomic without a transaction of its own.
 */
export const carriesProjections = (
  projections: readonly Projection[],
  events: readonly Pick<NewEvent, 'type'>[],
  expected: ExpectedVersion,
): boolean =>
  events.length === 1 &&
  expected !== 'any' &&
  projections.every(
    (projection) =>
      !projection.handles.includes(events[0].type) ||
      (projection.statements?.types.includes(events[0].type) ?? false),
  );

/**
 * The statements of the projections that handle the one event an append carries them for
 * (`carriesProjections` said each of them writes it as a statement).
 */
export const projectionStatementsFor = (
  projections: readonly Projection[],
  event: ClaimedEvent,
): ProjectionStatement[] =>
  projections.flatMap((projection) =>
    projection.statements && projection.handles.includes(event.type)
      ? [projection.statements.write(event)]
      : [],
  );

/** The version the one new event gets, when the append names the stream's version. */
export const claimedVersion = (expected: ExpectedVersion): number =>
  expected === 'no_stream' ? 1 : (expected as number) + 1;
