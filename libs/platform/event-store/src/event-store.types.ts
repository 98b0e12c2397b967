import type { SqlExecutor } from './sql-database';

/** An event as a decider produces it: a type name and a JSON-serialisable payload. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata?: EventMetadata;
  /** Caller-chosen uuid, e.g. to make a retried append detectable; generated when absent. */
  eventId?: string;
}

export interface EventMetadata {
  /** W3C traceparent of the request that caused the event, so one trace follows it across services. */
  traceparent?: string;
  causationId?: string;
  correlationId?: string;
  [key: string]: unknown;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  /** Unique id of this event (uuid). Doubles as the message id when relayed. */
  eventId: string;
  streamId: string;
  /** 1-based position in its stream. */
  streamVersion: number;
  /** Position in the service's global log; strictly increasing, may have gaps. */
  globalPosition: bigint;
  /**
   * Log-order key: the appending transaction's id, raised when needed to the stream's previous
   * event's so a stream never reads out of version order. The global log is ordered by
   * (transactionId, globalPosition). Always set on events read from the store; optional so
   * hand-built events in tests stay short.
   */
  transactionId?: bigint;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * Expected version for an append: a number (the stream must be exactly at that version;
 * 0 means it must not exist yet), 'no_stream' (the stream must not exist), or 'any' (no check).
 */
export type ExpectedVersion = number | 'no_stream' | 'any';

/** An integration message written to the outbox in the same transaction as the append. */
export interface OutboxMessage {
  /** Unique message id; consumers deduplicate on it. */
  messageId: string;
  topic: string;
  /** Partition / ordering key. */
  key: string;
  type: string;
  payload: unknown;
  headers?: Record<string, string>;
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /**
   * Integration messages derived from the new events (ids fixed, before they are written),
   * written by the append's own statement: an append with its messages is one round trip.
   */
  messages?: (events: readonly PendingEvent[]) => readonly OutboxMessage[];
  /** Inline projections: applied to the new events inside the append's transaction. */
  projections?: readonly Projection[];
}

/** A new event about to be appended, with its id already fixed. */
export interface PendingEvent {
  eventId: string;
  type: string;
  data: unknown;
}

export interface AppendResult {
  nextExpectedVersion: number;
  lastGlobalPosition: bigint;
  events: RecordedEvent[];
}

/**
 * A projection updated in the same transaction as the append (inline) or by a catch-up
 * subscriber from the global log. `apply` must be idempotent per event for catch-up use.
 */
export interface Projection {
  name: string;
  /** Event types this projection handles; others are skipped. */
  handles: readonly string[];
  apply(tx: SqlExecutor, event: RecordedEvent): Promise<void>;
  /**
   * The handled types whose write is one statement: an append of one such event carries that
   * statement in its own, so it needs no transaction and makes one round trip.
   */
  statements?: {
    types: readonly string[];
    /** The write for an event of one of `types`, before the event is stored. */
    write(event: ClaimedEvent): ProjectionStatement;
  };
  /** Empties the read model so it can be rebuilt from the log. */
  reset?(tx: SqlExecutor): Promise<void>;
}

/** What a projection's statement knows of its event before it is stored: no position or time. */
export type ClaimedEvent<Type extends string = string, Data = unknown> = Omit<
  RecordedEvent<Type, Data>,
  'globalPosition' | 'transactionId' | 'recordedAt'
>;

/**
 * A projection's write for one event as data-modifying statements that the append can run in
 * its own statement. Each write takes its rows `from claim` (or from an earlier write, by its
 * name): `claim` has one row when the append claims its version and none when it conflicts, so
 * nothing is written unless the event is, and the stream's row is locked before any read model's.
 * Parameters are `$1`, `$2`, … of `params`, each cast explicitly (`$1::text`).
 */
export interface ProjectionStatement {
  writes: readonly { name: string; sql: string }[];
  params: readonly unknown[];
}
