import type { ServiceName } from '@abhyas/contracts';
import type { AnyStream, CommandOf, EventsOf, StateOf } from '../domain';
import { appendToStreamInTransaction, needsOwnTransaction } from '../append-to-stream';
import { StreamVersionConflictError } from '../event-store.exception';
import type { AppendResult, EventMetadata, PendingEvent, Projection } from '../event-store.types';
import type { SqlDatabase, SqlExecutor } from '../sql-database';
import { foldEvents, type LoadedStream, type StreamStateCache } from './stream-state-cache';
import { outboxMessagesOf } from './stream-outbox';
import type { RecordedEventOf } from './typed-events';
import { validateNewEvents } from './validate-events';
import { readStream } from '../read-stream';

export interface CommandOptions {
  /** Tries in all when another writer gets in first; default 3. */
  maxAttempts?: number;
  /** Added to each new event's metadata (traceparent, causation and correlation ids). */
  metadata?: EventMetadata;
}

/** For hot streams: options a command in its own transaction may take. */
export interface HotStreamOptions<Stream extends AnyStream> extends CommandOptions {
  /**
   * The stream's remembered state: the first try reads nothing. A refusal decided on a
   * remembered state is never final: it is decided again on a fresh read.
   */
  cache?: StreamStateCache<Stream>;
  /** Errors besides a version conflict after which the whole cycle runs again (fresh read). */
  retryIf?: (error: unknown) => boolean;
  /** Decider refusals that mean "look again" rather than "no" (the next try decides anew). */
  decideAgainIf?: (error: unknown) => boolean;
  /** Pause before try `attempt` (2, 3, ...), so writers in several processes stop colliding. */
  backoffMs?: (attempt: number) => number;
  /**
   * The stream as the caller has just read it (`ServiceStore.load`): the first try decides on it
   * without reading again. Trusted no more than a cache: the append names its version, so a
   * writer in between makes it conflict and the next try reads afresh.
   */
  loaded?: { version: number; state: StateOf<Stream> };
}

/** A command that carries its own idempotency key (a transfer id): repeats answer, not append. */
export interface AnsweredOptions<
  Stream extends AnyStream,
  Answer,
> extends HotStreamOptions<Stream> {
  /**
   * Looked up before try `attempt`: the answer an earlier request with the same key got. A
   * racing duplicate that won (a unique violation, retried through `retryIf`) is answered here
   * on the next try. A command whose repeat always fails its append (its key is a read model's
   * primary key) may skip the look-up on the first try.
   */
  answeredBy: (attempt: number) => Promise<Answer | undefined>;
}

export interface Answered<Answer> {
  answered: Answer;
}

export interface Handled<Stream extends AnyStream> {
  /** State after the new events. */
  state: StateOf<Stream>;
  /** The events appended; empty when the decider decided nothing. */
  events: RecordedEventOf<EventsOf<Stream>>[];
  /** Stream version after the command. */
  version: number;
}

export interface CommandTarget {
  service: ServiceName;
  schema: string;
  projections: readonly Projection[];
}

/** How one try writes: in a transaction of its own, or in the caller's. */
export type InTransaction = <T>(work: (tx: SqlExecutor) => Promise<T>) => Promise<T>;

export const ownTransaction =
  (db: SqlDatabase): InTransaction =>
  (work) =>
    db.transaction(work);

export const callersTransaction =
  (tx: SqlExecutor): InTransaction =>
  (work) =>
    work(tx);

const pause = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

async function load<Stream extends AnyStream>(
  reader: SqlExecutor,
  target: CommandTarget,
  stream: Stream,
  streamId: string,
  cache: StreamStateCache<Stream> | undefined,
  fresh: boolean,
): Promise<LoadedStream<StateOf<Stream>>> {
  if (cache) {
    return cache.load(reader, target.schema, streamId, fresh);
  }
  const read = await readStream(reader, target.schema, streamId);
  const initial = stream.decider.initialState() as StateOf<Stream>;
  return {
    version: read.currentVersion,
    state: foldEvents(stream, initial, read.events),
    fresh: true,
  };
}

/**
 * Appends a decider's events at the version they were decided on, with the stream's outbox
 * messages (same statement) and every inline projection (same transaction). With no read model
 * to keep, or one whose write the append carries in its statement, the append is one statement
 * and needs no transaction of its own.
 */
export async function appendDecided<Stream extends AnyStream>(
  reader: SqlExecutor,
  inTransaction: InTransaction,
  target: CommandTarget,
  stream: Stream,
  streamId: string,
  version: number,
  decided: readonly { type: string; data: unknown }[],
  stateBefore: unknown,
  metadata?: EventMetadata,
): Promise<AppendResult> {
  const toAppend = validateNewEvents(stream, decided).map((event) =>
    metadata ? { ...event, metadata: { ...metadata } } : event,
  );
  const appendOptions = {
    expectedVersion: version === 0 ? ('no_stream' as const) : version,
    messages: (pending: readonly PendingEvent[]) =>
      outboxMessagesOf(target.service, stream, pending, stateBefore),
    projections: target.projections,
  };
  return needsOwnTransaction(target.projections, toAppend, appendOptions.expectedVersion)
    ? inTransaction((tx) =>
        appendToStreamInTransaction(tx, target.schema, streamId, toAppend, appendOptions),
      )
    : appendToStreamInTransaction(reader, target.schema, streamId, toAppend, appendOptions);
}

/**
 * Load → decide → append at the loaded version, with the stream's outbox messages and every
 * inline projection in the same transaction: the only write path a service has. A concurrent
 * writer makes the append conflict; the cycle then runs again on a fresh read, up to
 * `maxAttempts`, after which the conflict is thrown. Nothing is ever overwritten.
 */
export async function runCommand<Stream extends AnyStream, Answer = never>(
  reader: SqlExecutor,
  inTransaction: InTransaction,
  target: CommandTarget,
  stream: Stream,
  key: string,
  command: CommandOf<Stream>,
  options: HotStreamOptions<Stream> & {
    answeredBy?: (attempt: number) => Promise<Answer | undefined>;
  } = {},
): Promise<Handled<Stream> | Answered<Answer>> {
  const streamId = stream.streamId(key);
  const maxAttempts = options.maxAttempts ?? 3;
  let fresh = false;
  let lastError: unknown;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) {
      await pause(options.backoffMs?.(attempt) ?? 0);
    }
    const earlier = await options.answeredBy?.(attempt);
    if (earlier !== undefined) {
      return { answered: earlier };
    }
    const loaded =
      attempt === 1 && options.loaded
        ? { ...options.loaded, fresh: false }
        : await load(reader, target, stream, streamId, options.cache, fresh);
    let decided: readonly { type: string; data: unknown }[];
    try {
      decided = stream.decider.decide(command, loaded.state);
    } catch (error) {
      if (!loaded.fresh || options.decideAgainIf?.(error)) {
        fresh = true;
        lastError = error;
        continue;
      }
      throw error;
    }
    if (decided.length === 0) {
      return { state: loaded.state, events: [], version: loaded.version };
    }
    try {
      const appended = await appendDecided(
        reader,
        inTransaction,
        target,
        stream,
        streamId,
        loaded.version,
        decided,
        loaded.state,
        options.metadata,
      );
      const state = foldEvents(stream, loaded.state, appended.events);
      options.cache?.remember(streamId, appended.nextExpectedVersion, state);
      return {
        state,
        events: appended.events as RecordedEventOf<EventsOf<Stream>>[],
        version: appended.nextExpectedVersion,
      };
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) && !options.retryIf?.(error)) {
        throw error;
      }
      fresh = true;
      lastError = error;
    }
  }
  throw lastError;
}
