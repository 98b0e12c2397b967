import { randomUUID } from 'node:crypto';
import {
  EventStoreErrorCode,
  EventStoreException,
  StreamVersionConflictError,
} from './event-store.exception';
import type {
  AppendOptions,
  AppendResult,
  EventMetadata,
  ExpectedVersion,
  NewEvent,
  OutboxMessage,
  Projection,
  ProjectionStatement,
  RecordedEvent,
} from './event-store.types';
import {
  carriesProjections,
  claimedVersion,
  projectionStatementsFor,
  statementCtes,
} from './projection-statement';
import { eventStoreTables, type EventStoreTables } from './schema-name';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { isUniqueViolation } from './sql-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (message: string) =>
  new EventStoreException(EventStoreErrorCode.InvalidArgument, message);

function validate(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): void {
  if (typeof streamId !== 'string' || streamId.length === 0) {
    throw invalid('A stream id must be a non-empty string');
  }
  if (events.length === 0) {
    throw invalid(`Nothing to append to "${streamId}"`);
  }
  if (typeof expected === 'number' && (!Number.isSafeInteger(expected) || expected < 0)) {
    throw invalid(`Expected version must be a non-negative integer, got ${expected}`);
  }
  for (const event of events) {
    if (event.eventId !== undefined && !UUID.test(event.eventId)) {
      throw invalid(`Event id must be a uuid, got "${event.eventId}"`);
    }
  }
}

/**
 * The version claim on the streams row. Under concurrency the loser blocks on the row (or the
 * speculative insert), then re-checks against the winner's committed version and claims nothing.
 * The new events' log-order key is greatest(own transaction id, the stream's last key): a
 * transaction that took its id early (e.g. an inbox insert) still sorts after the stream's
 * earlier events.
 */
function claimSql(tables: EventStoreTables, expected: ExpectedVersion): string {
  const newKey = 'greatest(s.last_transaction_id, pg_current_xact_id())';
  if (expected === 'any') {
    return `insert into ${tables.streams} as s (stream_id, version, last_transaction_id)
      values ($1::text, $2::int, pg_current_xact_id())
      on conflict (stream_id) do update set version = s.version + $2::int, last_transaction_id = ${newKey}, updated_at = now()
      returning version, last_transaction_id`;
  }
  if (expected === 'no_stream' || expected === 0) {
    return `insert into ${tables.streams} (stream_id, version, last_transaction_id)
      values ($1::text, $2::int, pg_current_xact_id())
      on conflict (stream_id) do nothing
      returning version, last_transaction_id`;
  }
  return `update ${tables.streams} s set version = s.version + $2::int, last_transaction_id = ${newKey}, updated_at = now()
    where s.stream_id = $1::text and s.version = $3::int
    returning version, last_transaction_id`;
}

/** A new event with its id fixed and its JSON written once, before the statement. */
interface SerialisedEvent extends NewEvent {
  eventId: string;
  dataJson: string;
  metadataJson: string;
}

interface AppendedRow {
  global_position: bigint;
  event_id: string;
  stream_version: number;
  transaction_id: string;
  recorded_at: Date;
}

/**
 * One statement claims the version, inserts the events and (when given) their outbox messages
 * and the projections' writes it carries, so such an append is one round trip. The outbox rows
 * and the writes hang off the claim: when the version check claims nothing, none is written
 * either. Only what the store assigns comes back (positions, versions, times); type, data and
 * metadata are the caller's own.
 */
function appendStatement(
  tables: EventStoreTables,
  streamId: string,
  events: readonly SerialisedEvent[],
  expected: ExpectedVersion,
  outbox: readonly OutboxMessage[],
  carried: readonly ProjectionStatement[],
): { sql: string; params: unknown[] } {
  const params: unknown[] = [streamId, events.length];
  if (typeof expected === 'number' && expected > 0) {
    params.push(expected);
  }
  const values = events.map((event, index) => {
    const base = params.length;
    params.push(event.eventId, event.type, event.dataJson, event.metadataJson);
    return `($${base + 1}::uuid, ${index + 1}, $${base + 2}::text, $${base + 3}::jsonb, $${base + 4}::jsonb)`;
  });
  const messages = outbox.map((message) => {
    const base = params.length;
    params.push(
      message.messageId,
      message.topic,
      message.key,
      message.type,
      JSON.stringify(message.payload ?? null),
      JSON.stringify(message.headers ?? {}),
    );
    return `($${base + 1}::text, $${base + 2}::text, $${base + 3}::text, $${base + 4}::text, $${base + 5}::jsonb, $${base + 6}::jsonb)`;
  });
  const outboxInsert =
    messages.length === 0
      ? ''
      : `, messages as (
      insert into ${tables.outbox} (message_id, topic, key, type, payload, headers)
      select m.message_id, m.topic, m.key, m.type, m.payload, m.headers
      from claim cross join (values ${messages.join(', ')}) as m (message_id, topic, key, type, payload, headers)
    )`;
  const writes = statementCtes(carried, params.length + 1);
  params.push(...writes.params);
  // ORDER BY feeds the rows to the insert in version order, so positions follow versions.
  const sql = `with claim as (${claimSql(tables, expected)})${outboxInsert}${writes.sql}
    insert into ${tables.events} (event_id, stream_id, stream_version, type, data, metadata, transaction_id)
    select v.event_id, $1::text, claim.version - $2::int + v.ord, v.type, v.data, v.metadata, claim.last_transaction_id
    from claim cross join (values ${values.join(', ')}) as v (event_id, ord, type, data, metadata)
    order by v.ord
    returning global_position, event_id, stream_version, transaction_id, recorded_at`;
  return { sql, params };
}

async function currentVersion(
  executor: SqlExecutor,
  tables: EventStoreTables,
  streamId: string,
): Promise<number> {
  const result = await executor.query<{ version: number }>(
    `select version from ${tables.streams} where stream_id = $1`,
    [streamId],
  );
  return result.rows[0]?.version ?? 0;
}

async function insertEvents(
  executor: SqlExecutor,
  tables: EventStoreTables,
  streamId: string,
  newEvents: readonly NewEvent[],
  expected: ExpectedVersion,
  messages: AppendOptions['messages'] = () => [],
  /** The projections whose writes this statement carries (those that handle its one event). */
  carried: readonly Projection[] = [],
): Promise<RecordedEvent[]> {
  const events = newEvents.map((event): SerialisedEvent => ({
    ...event,
    eventId: event.eventId ?? randomUUID(),
    dataJson: JSON.stringify(event.data ?? null),
    metadataJson: JSON.stringify(event.metadata ?? {}),
  }));
  // Parsed from what is written, so readers get what a read from the store would give (and
  // the carried statements see the same data as the recorded event).
  const parse = (event: SerialisedEvent) => ({
    data: JSON.parse(event.dataJson) as unknown,
    metadata: JSON.parse(event.metadataJson) as EventMetadata,
  });
  const carriedEvent = carried.some((projection) => projection.handles.includes(events[0].type))
    ? parse(events[0])
    : undefined;
  const statements = carriedEvent
    ? projectionStatementsFor(carried, {
        eventId: events[0].eventId,
        streamId,
        streamVersion: claimedVersion(expected),
        type: events[0].type,
        ...carriedEvent,
      })
    : [];
  const { sql, params } = appendStatement(
    tables,
    streamId,
    events,
    expected,
    messages(events),
    statements,
  );
  let rows: AppendedRow[];
  try {
    rows = (await executor.query<AppendedRow>(sql, params, { repeated: true })).rows;
  } catch (error) {
    if (isUniqueViolation(error, 'events_event_id_unique')) {
      throw new EventStoreException(
        EventStoreErrorCode.DuplicateEventId,
        `Event id already used: ${error.detail ?? ''}`,
        {
          cause: error,
        },
      );
    }
    if (isUniqueViolation(error, 'outbox_message_id_unique')) {
      throw new EventStoreException(
        EventStoreErrorCode.DuplicateMessageId,
        `Outbox message id already used: ${error.detail ?? ''}`,
        { cause: error },
      );
    }
    throw error;
  }
  if (rows.length === 0) {
    throw new StreamVersionConflictError(
      streamId,
      expected,
      await currentVersion(executor, tables, streamId),
    );
  }
  const byId = new Map(events.map((event) => [event.eventId, event]));
  return rows
    .map((row): RecordedEvent => {
      const event = byId.get(row.event_id)!;
      return {
        eventId: row.event_id,
        streamId,
        streamVersion: row.stream_version,
        globalPosition: row.global_position,
        transactionId: BigInt(row.transaction_id),
        type: event.type,
        ...(carriedEvent && event === events[0] ? carriedEvent : parse(event)),
        recordedAt: row.recorded_at,
      };
    })
    .sort((a, b) => a.streamVersion - b.streamVersion);
}

const resultOf = (events: RecordedEvent[]): AppendResult => {
  const last = events[events.length - 1];
  return {
    nextExpectedVersion: last.streamVersion,
    lastGlobalPosition: last.globalPosition,
    events,
  };
};

/**
 * Appends inside the caller's transaction (with an inbox entry, or other writes that must
 * commit together). A conflict throws `StreamVersionConflictError` and leaves the transaction
 * usable: the check claims nothing instead of failing a statement. Projections whose writes the
 * append can carry (`carriesProjections`) are written by the append's own statement.
 */
export async function appendToStreamInTransaction(
  tx: SqlExecutor,
  schema: string,
  streamId: string,
  events: readonly NewEvent[],
  options: AppendOptions,
): Promise<AppendResult> {
  validate(streamId, events, options.expectedVersion);
  const tables = eventStoreTables(schema);
  const projections = options.projections ?? [];
  const carried = carriesProjections(projections, events, options.expectedVersion);
  const recorded = await insertEvents(
    tx,
    tables,
    streamId,
    events,
    options.expectedVersion,
    options.messages,
    carried ? projections : [],
  );
  if (carried) {
    return resultOf(recorded);
  }
  for (const event of recorded) {
    for (const projection of projections) {
      if (projection.handles.includes(event.type)) {
        await projection.apply(tx, event);
      }
    }
  }
  return resultOf(recorded);
}

/**
 * Appends events to a stream if it is at the expected version, with their outbox messages and
 * inline projections, atomically. Without projections, or with projections the append carries
 * in its own statement, it is a single statement and needs no transaction.
 */
export async function appendToStream(
  db: SqlDatabase,
  schema: string,
  streamId: string,
  events: readonly NewEvent[],
  options: AppendOptions,
): Promise<AppendResult> {
  return needsOwnTransaction(options.projections ?? [], events, options.expectedVersion)
    ? db.transaction((tx) => appendToStreamInTransaction(tx, schema, streamId, events, options))
    : appendToStreamInTransaction(db, schema, streamId, events, options);
}

/** An append needs a transaction only for a projection write its own statement cannot carry. */
export const needsOwnTransaction = (
  projections: readonly Projection[],
  events: readonly Pick<NewEvent, 'type'>[],
  expected: ExpectedVersion,
): boolean =>
  projections.some((projection) =>
    events.some((event) => projection.handles.includes(event.type)),
  ) && !carriesProjections(projections, events, expected);
