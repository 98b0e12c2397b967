import { appendToStream, appendToStreamInTransaction } from './append-to-stream';
import { StreamVersionConflictError } from './event-store.exception';
import type {
  AppendOptions,
  AppendResult,
  EventMetadata,
  NewEvent,
  OutboxMessage,
  Projection,
  RecordedEvent,
} from './event-store.types';
import { readStream } from './read-stream';
import type { SqlDatabase, SqlExecutor } from './sql-database';

/**
 * Pure decision logic for one stream, in the same shape (and type-parameter order) as the
 * contracts library's `Decider`, which is assignable to it.
 */
export interface CommandDecider<Command, Event extends NewEvent, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
}

export interface HandleCommandOptions<State> {
  /** Tries in all when another writer gets in first; default 3. */
  maxAttempts?: number;
  /** Integration messages for the new events, written to the outbox in the same transaction. */
  outbox?: (events: readonly RecordedEvent[], state: State) => readonly OutboxMessage[];
  projections?: readonly Projection[];
  /** Added to each new event's metadata (traceparent, causation and correlation ids). */
  metadata?: EventMetadata;
}

export interface HandleCommandResult<State> {
  /** State after the new events. */
  state: State;
  /** The events appended; empty when the decider decided nothing. */
  events: RecordedEvent[];
  /** Stream version after the command. */
  version: number;
}

type Append = (
  streamId: string,
  events: readonly NewEvent[],
  options: AppendOptions,
) => Promise<AppendResult>;

const fold = <Event extends NewEvent, State>(
  decider: CommandDecider<unknown, Event, State>,
  state: State,
  events: readonly RecordedEvent[],
) =>
  // Stored events are trusted to be of the stream's event union.
  events.reduce((current, event) => decider.evolve(current, event as unknown as Event), state);

async function decideAndAppend<Command, Event extends NewEvent, State>(
  reader: SqlExecutor,
  append: Append,
  schema: string,
  streamId: string,
  command: Command,
  decider: CommandDecider<Command, Event, State>,
  options: HandleCommandOptions<State>,
): Promise<HandleCommandResult<State>> {
  const stream = await readStream(reader, schema, streamId);
  const state = fold(decider, decider.initialState(), stream.events);
  const decided = decider.decide(command, state);
  if (decided.length === 0) {
    return { state, events: [], version: stream.currentVersion };
  }
  const toAppend = options.metadata
    ? decided.map((event) => ({ ...event, metadata: { ...options.metadata, ...event.metadata } }))
    : decided;
  const outbox = options.outbox;
  const result = await append(streamId, toAppend, {
    expectedVersion: stream.currentVersion === 0 ? 'no_stream' : stream.currentVersion,
    outbox: outbox ? (recorded) => outbox(recorded, fold(decider, state, recorded)) : undefined,
    projections: options.projections,
  });
  return {
    state: fold(decider, state, result.events),
    events: result.events,
    version: result.nextExpectedVersion,
  };
}

async function retryOnConflict<T>(maxAttempts: number, attemptOnce: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce();
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt >= maxAttempts) {
        throw error;
      }
    }
  }
}

/**
 * Load → fold with `evolve` from `initialState()` → `decide` → append at the version that was
 * loaded. A concurrent writer makes the append conflict; the whole cycle then runs again on the
 * fresh stream, up to `maxAttempts`, after which the conflict is thrown. Nothing is ever
 * overwritten.
 */
export function handleCommand<Command, Event extends NewEvent, State>(
  db: SqlDatabase,
  schema: string,
  streamId: string,
  command: Command,
  decider: CommandDecider<Command, Event, State>,
  options: HandleCommandOptions<State> = {},
): Promise<HandleCommandResult<State>> {
  const append: Append = (id, events, appendOptions) =>
    appendToStream(db, schema, id, events, appendOptions);
  return retryOnConflict(options.maxAttempts ?? 3, () =>
    decideAndAppend(db, append, schema, streamId, command, decider, options),
  );
}

/**
 * The same cycle inside the caller's transaction (e.g. with an inbox entry). A conflict fails
 * no statement, so the retry can re-read the stream in the same transaction.
 */
export function handleCommandInTransaction<Command, Event extends NewEvent, State>(
  tx: SqlExecutor,
  schema: string,
  streamId: string,
  command: Command,
  decider: CommandDecider<Command, Event, State>,
  options: HandleCommandOptions<State> = {},
): Promise<HandleCommandResult<State>> {
  const append: Append = (id, events, appendOptions) =>
    appendToStreamInTransaction(tx, schema, id, events, appendOptions);
  return retryOnConflict(options.maxAttempts ?? 3, () =>
    decideAndAppend(tx, append, schema, streamId, command, decider, options),
  );
}
