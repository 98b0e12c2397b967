import { AsyncMutex } from './async-mutex';
import { silentLogger, type EventStoreLogger } from './event-store-logger';
import type { Projection, RecordedEvent } from './event-store.types';
import { loadCheckpoint } from './load-checkpoint';
import { compareLogPositions, type LogPosition } from './log-position';
import { PollingLoop } from './polling-loop';
import { readAll } from './read-all';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { storeCheckpoint } from './store-checkpoint';

export type EventHandler = (tx: SqlExecutor, event: RecordedEvent) => Promise<void>;

export interface CatchUpSubscriberOptions {
  /** Durable subscription id: names its checkpoint. */
  name: string;
  /** A projection (only its `handles` types are read) or a handler for every event. */
  handle: Projection | EventHandler;
  /** Events per transaction; default 200. */
  batchSize?: number;
  /** Wait between polls when idle; default 250 ms. */
  pollIntervalMs?: number;
  logger?: EventStoreLogger;
}

/**
 * Follows the global log from a durable checkpoint. Each batch is one transaction: lock the
 * checkpoint, read the next gap-safe batch, apply it, move the checkpoint. A crash replays at
 * most the uncommitted batch, and the read model never runs ahead of or behind its cursor.
 * A failing handler stops progress (retried with backoff) rather than skipping an event.
 */
export class CatchUpSubscriber {
  private readonly batchLock = new AsyncMutex();
  private readonly loop: PollingLoop;
  private readonly apply: EventHandler;
  private readonly types: readonly string[] | undefined;

  constructor(
    private readonly db: SqlDatabase,
    private readonly schema: string,
    private readonly options: CatchUpSubscriberOptions,
  ) {
    const { handle } = options;
    if (typeof handle === 'function') {
      this.apply = handle;
    } else {
      this.apply = (tx, event) => handle.apply(tx, event);
      this.types = handle.handles;
    }
    const logger = options.logger ?? silentLogger;
    this.loop = new PollingLoop({
      pass: () => this.catchUp(),
      intervalMs: options.pollIntervalMs ?? 250,
      onError: (error) =>
        logger.error(
          { err: error, subscription: options.name },
          'catch-up subscriber batch failed',
        ),
    });
  }

  get name(): string {
    return this.options.name;
  }

  start(): void {
    this.loop.start();
  }

  /** Stops polling; resolves once the batch in flight has committed or rolled back. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Polls now instead of at the next interval (e.g. right after a local append). */
  wake(): void {
    this.loop.wake();
  }

  /** Applies everything available now; resolves with the number of events handled. */
  catchUp(): Promise<number> {
    return this.batchLock.runExclusive(async () => {
      let handled = 0;
      for (;;) {
        const batch = await this.runBatch();
        handled += batch;
        if (batch < this.batchSize) {
          return handled;
        }
      }
    });
  }

  /** Same as `catchUp()`: named for symmetry with the outbox relay's `flush()`. */
  drain(): Promise<number> {
    return this.catchUp();
  }

  position(): Promise<LogPosition> {
    return loadCheckpoint(this.db, this.schema, this.options.name);
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 200;
  }

  private runBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const from = await loadCheckpoint(tx, this.schema, this.options.name, { forUpdate: true });
      const { events, position } = await readAll(tx, this.schema, {
        after: from,
        limit: this.batchSize,
        types: this.types,
      });
      for (const event of events) {
        await this.apply(tx, event);
      }
      if (compareLogPositions(position, from) > 0) {
        await storeCheckpoint(tx, this.schema, this.options.name, position);
      }
      return events.length;
    });
  }
}
