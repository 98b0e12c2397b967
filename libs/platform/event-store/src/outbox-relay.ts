import { randomUUID } from 'node:crypto';
import { AsyncMutex } from './async-mutex';
import { silentLogger, type EventStoreLogger } from './event-store-logger';
import {
  claimOutbox,
  markFailed,
  markPublished,
  prunePublishedOutbox,
  type ClaimedOutboxRow,
} from './outbox-queue';
import { startPublishSpans } from './outbox-trace';
import { PollingLoop } from './polling-loop';
import type { SqlDatabase } from './sql-database';

/** The message shape of the messaging library's `BusMessage`, declared here so the store stays independent of it. */
export interface OutboxBusMessage {
  id: string;
  type: string;
  key: string;
  payload: unknown;
  headers: Record<string, string>;
}

/** Shaped like `MessageBus.publish`: resolves once the transport has accepted the messages. */
export type OutboxPublish = (topic: string, messages: readonly OutboxBusMessage[]) => Promise<void>;

/** Anything with such a `publish`, e.g. a `MessageBus`. */
export interface OutboxPublisher {
  publish: OutboxPublish;
}

export interface OutboxRelayOptions {
  /** Rows claimed per pass; default 100. */
  batchSize?: number;
  /** Wait between polls when idle; default 200 ms. */
  pollIntervalMs?: number;
  /** A claim older than this is presumed dead and claimed again; default 30 s. */
  leaseMs?: number;
  /** Publish attempts before a row is marked failed; default 10. */
  maxAttempts?: number;
  /** First retry delay, doubling per attempt; default 500 ms, capped by maxBackoffMs (60 s). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Published rows are kept this long (for tracing a message), then deleted; default 7 days. */
  retainPublishedMs?: number;
  /** How often the relay deletes expired published rows; default every 10 minutes. */
  pruneEveryMs?: number;
  logger?: EventStoreLogger;
  /**
   * Told of each message once it is settled: published, or left unsent because no service
   * consumes its topic (see `publishes`). A redelivered row counts again, as it was sent again.
   * The business-event counter hangs here.
   */
  onPublished?: (message: { topic: string; type: string }) => void;
  /**
   * Whether a topic is sent to the transport at all. A topic nobody consumes is not: its rows are
   * marked published without being sent, so no stream or Kafka topic grows that no consumer
   * group reads. Default: every topic is sent.
   */
  publishes?: (topic: string) => boolean;
}

const DAY_MS = 24 * 60 * 60_000;
const PRUNE_BATCH = 1_000;

export interface RelayPassResult {
  claimed: number;
  published: number;
}

const groupByTopic = (rows: readonly ClaimedOutboxRow[]): Map<string, ClaimedOutboxRow[]> => {
  const groups = new Map<string, ClaimedOutboxRow[]>();
  for (const row of rows) {
    groups.set(row.topic, [...(groups.get(row.topic) ?? []), row]);
  }
  return groups;
};

const toBusMessage = (row: ClaimedOutboxRow): OutboxBusMessage => ({
  id: row.message_id,
  type: row.type,
  key: row.key,
  payload: row.payload,
  headers: row.headers,
});

/**
 * Publishes outbox rows: claim (pending → in_progress, committed), publish, then mark published
 * or back off and retry (failed after maxAttempts). The claim is committed before publishing, so
 * a crash after it leaves the row in_progress until its lease expires and another relay sends it:
 * delivery is at least once, and consumers deduplicate on the message id (inbox).
 */
export class OutboxRelay {
  private readonly loop: PollingLoop;
  private readonly passLock = new AsyncMutex();
  private readonly publish: OutboxPublish;
  private readonly logger: EventStoreLogger;
  /** Epoch ms of the last prune; 0 prunes on the first idle pass after start. */
  private lastPruneAt = 0;

  constructor(
    private readonly db: SqlDatabase,
    private readonly schema: string,
    publisher: OutboxPublisher | OutboxPublish,
    private readonly options: OutboxRelayOptions = {},
  ) {
    this.publish =
      typeof publisher === 'function'
        ? publisher
        : (topic, messages) => publisher.publish(topic, messages);
    this.logger = options.logger ?? silentLogger;
    this.loop = new PollingLoop({
      pass: async () => {
        await this.flush();
        await this.pruneWhenDue();
      },
      intervalMs: options.pollIntervalMs ?? 200,
      onError: (error) => this.logger.error({ err: error, schema }, 'outbox relay pass failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Publishes soon instead of at the next poll (e.g. right after a local commit). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops polling, then flushes what is due, so a graceful shutdown leaves nothing behind. */
  async stop(): Promise<void> {
    await this.loop.stop();
    try {
      await this.flush();
    } catch (error) {
      // Whatever is left stays pending in the table and goes out after the next start.
      this.logger.warn({ err: error, schema: this.schema }, 'outbox flush on stop failed');
    }
  }

  /** Relays until nothing is due; resolves with the number of messages published. */
  async flush(): Promise<number> {
    let published = 0;
    for (;;) {
      const pass = await this.relayOnce();
      published += pass.published;
      if (pass.claimed === 0) {
        return published;
      }
    }
  }

  /** Deletes published rows past their retention, in batches, so the table does not grow forever. */
  async prunePublished(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await prunePublishedOutbox(this.db, this.schema, {
        retainMs: this.options.retainPublishedMs ?? 7 * DAY_MS,
        limit: PRUNE_BATCH,
      });
      deleted += batch;
      if (batch < PRUNE_BATCH) {
        return deleted;
      }
    }
  }

  private async pruneWhenDue(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPruneAt < (this.options.pruneEveryMs ?? 10 * 60_000)) {
      return;
    }
    this.lastPruneAt = now;
    await this.prunePublished();
  }

  /** Sends one topic's rows, each under a publish span in the trace of the request that wrote it. */
  private async publishTraced(topic: string, group: readonly ClaimedOutboxRow[]): Promise<void> {
    if (this.options.publishes?.(topic) === false) {
      return;
    }
    const spans = startPublishSpans(topic, group);
    try {
      await this.publish(
        topic,
        group.map((row, index) => ({ ...toBusMessage(row), headers: spans.headers[index] })),
      );
      spans.end();
    } catch (error) {
      spans.end(error);
      throw error;
    }
  }

  /** One claim-publish-mark pass. */
  relayOnce(): Promise<RelayPassResult> {
    return this.passLock.runExclusive(async () => {
      const token = randomUUID();
      const rows = await claimOutbox(this.db, this.schema, {
        limit: this.options.batchSize ?? 100,
        leaseMs: this.options.leaseMs ?? 30_000,
        token,
      });
      let published = 0;
      for (const [topic, group] of groupByTopic(rows)) {
        const ids = group.map((row) => row.id);
        try {
          await this.publishTraced(topic, group);
        } catch (error) {
          this.logger.warn(
            { err: error, topic, count: group.length },
            'outbox publish failed; will retry',
          );
          await markFailed(this.db, this.schema, ids, token, {
            error: error instanceof Error ? error.message : String(error),
            maxAttempts: this.options.maxAttempts ?? 10,
            backoffMs: this.options.backoffMs ?? 500,
            maxBackoffMs: this.options.maxBackoffMs ?? 60_000,
          });
          continue;
        }
        await markPublished(this.db, this.schema, ids, token);
        published += group.length;
        for (const row of group) {
          this.options.onPublished?.({ topic, type: row.type });
        }
      }
      return { claimed: rows.length, published };
    });
  }
}
