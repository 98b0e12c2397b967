import { appendToStream, appendToStreamInTransaction } from './append-to-stream';
import { CatchUpSubscriber, type CatchUpSubscriberOptions } from './catch-up-subscriber';
import { eventStoreMigrations } from './event-store.migrations';
import type { AppendOptions, AppendResult, NewEvent, Projection } from './event-store.types';
import {
  handleCommand,
  handleCommandInTransaction,
  type CommandDecider,
  type HandleCommandOptions,
  type HandleCommandResult,
} from './handle-command';
import { handleOnce } from './inbox';
import { loadCheckpoint } from './load-checkpoint';
import type { LogPosition } from './log-position';
import {
  OutboxRelay,
  type OutboxPublish,
  type OutboxPublisher,
  type OutboxRelayOptions,
} from './outbox-relay';
import { readAll, type ReadAllOptions, type ReadAllResult } from './read-all';
import { readStream, type ReadStreamOptions, type ReadStreamResult } from './read-stream';
import { rebuildProjection, type RebuildProjectionOptions } from './rebuild-projection';
import { runMigrations, type Migration } from './run-migrations';
import { quoteSchema } from './schema-name';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { storeCheckpoint } from './store-checkpoint';

export interface EventStoreOptions {
  /** Inline projections applied in every append's transaction (and by `handleCommand`). */
  projections?: readonly Projection[];
}

/**
 * The event store operations bound to one database and one service schema, with the service's
 * inline projections applied to every append. Each method is the same-named function.
 */
export class EventStore {
  private readonly projections: readonly Projection[];

  constructor(
    readonly db: SqlDatabase,
    readonly schema: string,
    options: EventStoreOptions = {},
  ) {
    quoteSchema(schema);
    this.projections = options.projections ?? [];
  }

  /** Creates or updates the event store's tables, then any service migrations given (ids from 101). */
  migrate(serviceMigrations: readonly Migration[] = []): Promise<number[]> {
    return runMigrations(this.db, this.schema, [...eventStoreMigrations, ...serviceMigrations]);
  }

  append(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    return appendToStream(this.db, this.schema, streamId, events, this.withInline(options));
  }

  appendInTransaction(
    tx: SqlExecutor,
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    return appendToStreamInTransaction(tx, this.schema, streamId, events, this.withInline(options));
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<ReadStreamResult> {
    return readStream(this.db, this.schema, streamId, options);
  }

  readAll(options?: ReadAllOptions): Promise<ReadAllResult> {
    return readAll(this.db, this.schema, options);
  }

  handleCommand<Command, Event extends NewEvent, State>(
    streamId: string,
    command: Command,
    decider: CommandDecider<Command, Event, State>,
    options: HandleCommandOptions<State> = {},
  ): Promise<HandleCommandResult<State>> {
    return handleCommand(
      this.db,
      this.schema,
      streamId,
      command,
      decider,
      this.withInline(options),
    );
  }

  handleCommandInTransaction<Command, Event extends NewEvent, State>(
    tx: SqlExecutor,
    streamId: string,
    command: Command,
    decider: CommandDecider<Command, Event, State>,
    options: HandleCommandOptions<State> = {},
  ): Promise<HandleCommandResult<State>> {
    return handleCommandInTransaction(
      tx,
      this.schema,
      streamId,
      command,
      decider,
      this.withInline(options),
    );
  }

  handleOnce(
    consumer: string,
    messageId: string,
    work: (tx: SqlExecutor) => Promise<void>,
  ): Promise<boolean> {
    return handleOnce(this.db, this.schema, consumer, messageId, work);
  }

  loadCheckpoint(subscriptionId: string): Promise<LogPosition> {
    return loadCheckpoint(this.db, this.schema, subscriptionId);
  }

  storeCheckpoint(subscriptionId: string, position: LogPosition): Promise<void> {
    return storeCheckpoint(this.db, this.schema, subscriptionId, position);
  }

  subscriber(options: CatchUpSubscriberOptions): CatchUpSubscriber {
    return new CatchUpSubscriber(this.db, this.schema, options);
  }

  outboxRelay(
    publisher: OutboxPublisher | OutboxPublish,
    options?: OutboxRelayOptions,
  ): OutboxRelay {
    return new OutboxRelay(this.db, this.schema, publisher, options);
  }

  rebuildProjection(projection: Projection, options?: RebuildProjectionOptions): Promise<number> {
    return rebuildProjection(this.db, this.schema, projection, options);
  }

  private withInline<Options extends { projections?: readonly Projection[] }>(
    options: Options,
  ): Options {
    if (this.projections.length === 0) {
      return options;
    }
    return { ...options, projections: [...this.projections, ...(options.projections ?? [])] };
  }
}
