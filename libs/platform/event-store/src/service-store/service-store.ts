import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { ServiceName } from '@abhyas/contracts';
import type { AnyStream, CommandOf, StateOf } from '../domain';
import { EventStoreErrorCode, EventStoreException } from '../event-store.exception';
import type { Projection } from '../event-store.types';
import { handleOnceInTransaction } from '../inbox';
import { readStream } from '../read-stream';
import { rebuildProjection, type RebuildProjectionOptions } from '../rebuild-projection';
import { quoteSchema } from '../schema-name';
import type { SqlDatabase, SqlExecutor } from '../sql-database';
import { HotStreamBatcher } from './hot-stream-batcher';
import { KeyedSerialQueue } from './keyed-serial-queue';
import {
  callersTransaction,
  ownTransaction,
  runCommand,
  type Answered,
  type AnsweredOptions,
  type CommandOptions,
  type CommandTarget,
  type Handled,
  type HotStreamOptions,
} from './run-command';
import { foldEvents } from './stream-state-cache';

const tracer = trace.getTracer('@abhyas/event-store');

export interface ServiceStoreOptions {
  service: ServiceName;
  db: SqlDatabase;
  schema: string;
  /** Every stream kind the service writes; a command on another is refused. */
  streams: readonly AnyStream[];
  /** Read models kept in the append's transaction (see `defineProjection`). */
  projections?: readonly Projection[];
  /**
   * Hot-stream commands that queue together commit together (default true); off, each runs
   * alone in arrival order. Only the benches turn it off, to measure what it buys.
   */
  groupCommit?: boolean;
}

export interface Loaded<Stream extends AnyStream> {
  state: StateOf<Stream>;
  version: number;
}

/** Commands inside one transaction, with whatever else must commit with them (an inbox row). */
export interface StoreUnit {
  /** The transaction, for the service's repository to read or lock inside it. */
  readonly tx: SqlExecutor;
  handle<Stream extends AnyStream>(
    stream: Stream,
    key: string,
    command: CommandOf<Stream>,
    options?: CommandOptions,
  ): Promise<Handled<Stream>>;
  load<Stream extends AnyStream>(stream: Stream, key: string): Promise<Loaded<Stream>>;
}

/**
 * A service's write side: its streams, inline projections and outbox bound together. Every
 * command goes load → decide → append, and every append writes the stream's public events to
 * the outbox and applies the projections in the same transaction; there is no way to append
 * without them. Services get no other handle on the event tables.
 */
export class ServiceStore {
  private readonly target: CommandTarget;
  private readonly streams: ReadonlySet<AnyStream>;
  private readonly queue = new KeyedSerialQueue();
  private readonly batcher: HotStreamBatcher;

  constructor(private readonly options: ServiceStoreOptions) {
    quoteSchema(options.schema);
    this.streams = new Set(options.streams);
    this.target = {
      service: options.service,
      schema: options.schema,
      projections: options.projections ?? [],
    };
    this.batcher = new HotStreamBatcher(options.db, ownTransaction(options.db), this.target);
  }

  get service(): ServiceName {
    return this.options.service;
  }

  /** One command in a transaction of its own. */
  async handle<Stream extends AnyStream>(
    stream: Stream,
    key: string,
    command: CommandOf<Stream>,
    options: HotStreamOptions<Stream> & { serialize?: boolean } = {},
  ): Promise<Handled<Stream>> {
    this.assertKnown(stream);
    const run = () =>
      this.traced(
        stream.type,
        () =>
          runCommand<Stream>(
            this.options.db,
            ownTransaction(this.options.db),
            this.target,
            stream,
            key,
            command,
            options,
          ) as Promise<Handled<Stream>>,
      );
    return options.serialize ? this.queue.run(stream.streamId(key), run) : run();
  }

  /**
   * A command carrying its own idempotency key, on a hot stream: answered from `answeredBy`
   * when an earlier request with that key was applied; otherwise queued per stream in this
   * process, where commands that arrive together commit together (see HotStreamBatcher).
   */
  handleUnlessAnswered<Stream extends AnyStream, Answer>(
    stream: Stream,
    key: string,
    command: CommandOf<Stream>,
    options: AnsweredOptions<Stream, Answer>,
  ): Promise<Handled<Stream> | Answered<Answer>> {
    this.assertKnown(stream);
    if (this.options.groupCommit === false) {
      return this.queue.run(stream.streamId(key), () =>
        runCommand<Stream, Answer>(
          this.options.db,
          ownTransaction(this.options.db),
          this.target,
          stream,
          key,
          command,
          options,
        ),
      );
    }
    return this.traced(stream.type, () => this.batcher.submit(stream, key, command, options));
  }

  /** Several commands (and repository writes) that commit together or not at all. */
  transaction<T>(work: (unit: StoreUnit) => Promise<T>): Promise<T> {
    return this.traced('transaction', () =>
      this.options.db.transaction((tx) => work(this.unit(tx))),
    );
  }

  /**
   * The inbox: runs `work` once per (consumer, message id), in one transaction with the inbox
   * row; false, without running it, when that message was handled before.
   */
  handleOnce(
    consumer: string,
    messageId: string,
    work: (unit: StoreUnit) => Promise<void>,
  ): Promise<boolean> {
    return this.traced(`inbox ${consumer}`, () =>
      this.options.db.transaction((tx) =>
        handleOnceInTransaction(tx, this.options.schema, consumer, messageId, () =>
          work(this.unit(tx)),
        ),
      ),
    );
  }

  /**
   * The current state of one stream (a read; commands load for themselves), or its state as of
   * an earlier version (`asOfVersion`): what a document rendered from the log as of a past
   * request reads, so rendering it again gives the same content.
   */
  load<Stream extends AnyStream>(
    stream: Stream,
    key: string,
    options: { asOfVersion?: number } = {},
  ): Promise<Loaded<Stream>> {
    return this.loadWith(this.options.db, stream, key, options.asOfVersion);
  }

  /** Empties a projection's read model and replays the log into it (see `rebuildProjection`). */
  rebuild(projection: Projection, options?: RebuildProjectionOptions): Promise<number> {
    return rebuildProjection(this.options.db, this.options.schema, projection, options);
  }

  /** One span per command (or unit), so a trace shows each service's writes in it. */
  private traced<T>(what: string, work: () => Promise<T>): Promise<T> {
    return tracer.startActiveSpan(`${this.options.service} ${what}`, async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    });
  }

  private unit(tx: SqlExecutor): StoreUnit {
    return {
      tx,
      handle: (stream, key, command, options = {}) => {
        this.assertKnown(stream);
        return runCommand(tx, callersTransaction(tx), this.target, stream, key, command, {
          maxAttempts: options.maxAttempts,
          metadata: options.metadata,
        }) as Promise<Handled<typeof stream>>;
      },
      load: (stream, key) => this.loadWith(tx, stream, key),
    };
  }

  private async loadWith<Stream extends AnyStream>(
    reader: SqlExecutor,
    stream: Stream,
    key: string,
    asOfVersion?: number,
  ): Promise<Loaded<Stream>> {
    this.assertKnown(stream);
    const read = await readStream(
      reader,
      this.options.schema,
      stream.streamId(key),
      asOfVersion === undefined ? {} : { maxCount: Math.max(0, asOfVersion) },
    );
    const initial = stream.decider.initialState() as StateOf<Stream>;
    const version =
      asOfVersion === undefined ? read.currentVersion : Math.min(asOfVersion, read.currentVersion);
    return { state: foldEvents(stream, initial, read.events), version };
  }

  private assertKnown(stream: AnyStream): void {
    if (!this.streams.has(stream)) {
      throw new EventStoreException(
        EventStoreErrorCode.InvalidArgument,
        `The ${stream.type} stream is not one of ${this.options.service}'s streams`,
      );
    }
  }
}
