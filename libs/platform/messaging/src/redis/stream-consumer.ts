import type { Redis } from 'ioredis';
import type { BusLogger } from '../bus-logger';
import type { BusObservers } from '../bus-observer';
import { describeError } from '../dead-letter';
import type { DeliveryPolicy } from '../delivery-policy';
import { InFlight } from '../in-flight';
import { KeyOrderedDispatcher } from '../key-ordered-dispatcher';
import type { MessageHandler } from '../message-bus';
import { AckBatcher } from './ack-batcher';
import { claimPending } from './claim-pending';
import { PartitionLeases, wantsPartition, type LeaseView } from './partition-leases';
import {
  deliverStreamEntry,
  type StreamDelivery,
  type StreamDeliveryConfig,
} from './stream-delivery';
import { decodeEntry } from './stream-entry-codec';
import type { StreamKeys } from './stream-keys';

export interface StreamConsumerConfig {
  /** Shared, non-blocking connection: acks, claims, leases, dead letters. */
  commands: Redis;
  /** This consumer's own connection; XREADGROUP BLOCK would stall everything else on a shared one. */
  reader: Redis;
  keys: StreamKeys;
  topic: string;
  group: string;
  /** Unique per subscription and run: it names the lease holder and the Redis group consumer. */
  consumer: string;
  handler: MessageHandler;
  policy: DeliveryPolicy;
  concurrency: number;
  readCount: number;
  blockMs: number;
  leaseMs: number;
  heartbeatMs: number;
  reclaimIntervalMs: number;
  reclaimIdleMs: number;
  maxLen: number;
  observers: BusObservers;
  logger: BusLogger;
}

type PartitionStatus = 'recovering' | 'active' | 'releasing';

interface PartitionState {
  partition: number;
  stream: string;
  status: PartitionStatus;
  /** Entry ids held by the dispatcher, so a reclaim never queues one twice. */
  tracked: Set<string>;
  inFlight: InFlight;
}

interface ConsumerDelivery extends StreamDelivery {
  state: PartitionState;
}

/**
 * One subscription on one topic for one group member. It reads only the partitions whose lease it
 * holds (at most one live reader per partition, hence per key), recovers a partition's pending
 * entries before reading new ones when it takes it over, runs handlers through the key-ordered
 * dispatcher and acks, retries or dead-letters each entry.
 */
export class StreamConsumer {
  private readonly partitions = new Map<number, PartitionState>();
  /** Partitions lost while handlers of theirs still run; not re-adopted until those finish, or a recovery would claim entries still in hand. */
  private readonly retiring = new Map<number, PartitionState>();
  private readonly streamPartitions: Map<string, number>;
  private readonly dispatcher: KeyOrderedDispatcher<ConsumerDelivery>;
  private readonly leases: PartitionLeases;
  private readonly deliveryConfig: StreamDeliveryConfig;
  private readonly maxBuffered: number;
  private stopping = false;
  private heartbeatStopped = false;
  private heartbeatTimer?: NodeJS.Timeout;
  private leaseOps: Promise<void> = Promise.resolve();
  private lastRenewedAt = Date.now();
  private lastReclaimAt = Date.now();
  private reclaiming?: Promise<void>;
  private readLoop?: Promise<void>;
  private currentRead?: { partitions: Set<PartitionState>; done: Promise<void> };
  private wakeReader?: () => void;
  private closing?: Promise<void>;

  constructor(private readonly config: StreamConsumerConfig) {
    this.streamPartitions = new Map(
      config.keys.streams(config.topic).map((stream, partition) => [stream, partition]),
    );
    this.leases = new PartitionLeases(
      config.commands,
      config.keys,
      config.topic,
      config.group,
      config.consumer,
      config.leaseMs,
    );
    this.deliveryConfig = { ...config, acks: new AckBatcher(config.commands, config.group) };
    this.maxBuffered = Math.max(config.readCount * 2, config.concurrency * 2);
    this.dispatcher = new KeyOrderedDispatcher<ConsumerDelivery>({
      concurrency: config.concurrency,
      execute: (delivery) => this.execute(delivery),
      onUnexpectedError: (error) =>
        config.logger.error('redis-streams delivery failed unexpectedly', {
          error: describeError(error),
        }),
    });
  }

  /** Resolves once the first heartbeat has taken this member's partitions. */
  async start(): Promise<void> {
    await this.ensureGroups();
    await this.serial(() => this.beat());
    this.scheduleHeartbeat();
    this.readLoop = this.readForever();
  }

  assignment(): { topic: string; group: string; consumer: string; partitions: number[] } {
    const { topic, group, consumer } = this.config;
    const partitions = [...this.partitions.values()]
      .filter((state) => state.status !== 'releasing')
      .map((state) => state.partition)
      .sort((a, b) => a - b);
    return { topic, group, consumer, partitions };
  }

  /** Stops reading, drains running handlers, hands every partition back and leaves the group. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  /** Stops at once as if the process died: nothing drained, acked, released or forgotten. */
  terminate(): void {
    this.stopping = true;
    this.stopHeartbeat();
    this.wakeReader?.();
    this.config.reader.disconnect();
    void this.dispatcher.close();
  }

  private async shutDown(): Promise<void> {
    const { logger, reader } = this.config;
    this.stopping = true;
    this.dispatcher.pause();
    this.dropQueued(() => true);
    this.wakeReader?.();
    // Cuts a pending BLOCK short. Entries that read may have taken stay pending in the group and go
    // to the partition's next owner, which claims everything pending when it takes over.
    reader.disconnect();
    await this.readLoop;
    await this.dispatcher.whenIdle();
    await this.reclaiming;
    this.stopHeartbeat();
    await this.serial(async () => {
      try {
        for (const state of this.partitions.values()) {
          await this.leases.release(state.partition);
        }
        this.partitions.clear();
        await this.leases.leave();
        for (const partition of this.streamPartitions.values()) {
          await this.leases.forget(partition);
        }
      } catch (error) {
        logger.warn('could not hand partitions back cleanly; their leases will expire', {
          error: describeError(error),
        });
      }
    });
    await this.dispatcher.close();
  }

  private async ensureGroups(): Promise<void> {
    const pipeline = this.config.commands.pipeline();
    // From id 0 with MKSTREAM: a group created after messages were published still receives them.
    this.streamPartitions.forEach((_, stream) =>
      pipeline.xgroup('CREATE', stream, this.config.group, '0', 'MKSTREAM'),
    );
    for (const [error] of (await pipeline.exec()) ?? []) {
      if (error && !error.message.includes('BUSYGROUP')) {
        throw error;
      }
    }
  }

  /** Lease changes run one at a time so a heartbeat reply never races a release. */
  private serial(operation: () => Promise<void>): Promise<void> {
    const next = this.leaseOps.then(operation);
    this.leaseOps = next.catch(() => undefined);
    return next;
  }

  private scheduleHeartbeat(): void {
    if (this.heartbeatStopped) {
      return;
    }
    this.heartbeatTimer = setTimeout(() => {
      void this.serial(() => this.beat()).finally(() => this.scheduleHeartbeat());
    }, this.config.heartbeatMs);
  }

  private stopHeartbeat(): void {
    this.heartbeatStopped = true;
    clearTimeout(this.heartbeatTimer);
  }

  private async beat(): Promise<void> {
    let view: LeaseView;
    try {
      view = await this.leases.heartbeat();
      this.lastRenewedAt = Date.now();
    } catch (error) {
      this.config.logger.warn('lease heartbeat failed', {
        topic: this.config.topic,
        group: this.config.group,
        error: describeError(error),
      });
      if (Date.now() - this.lastRenewedAt > this.config.leaseMs) {
        // Our leases may have expired and been taken: stop before two members read one partition.
        [...this.partitions.values()].forEach((state) => this.lose(state));
      }
      return;
    }
    this.apply(view);
    this.maybeReclaim();
  }

  private apply(view: LeaseView): void {
    const owned = new Set(view.owned);
    for (const state of [...this.partitions.values()]) {
      if (!owned.has(state.partition)) {
        this.lose(state);
      }
    }
    for (const partition of view.owned) {
      const state = this.partitions.get(partition);
      if (!state) {
        if (!this.retiring.has(partition)) {
          this.adopt(partition);
        }
      } else if (state.status !== 'releasing' && !wantsPartition(view, partition)) {
        void this.release(state);
      }
    }
  }

  private adopt(partition: number): void {
    const state: PartitionState = {
      partition,
      stream: this.config.keys.stream(this.config.topic, partition),
      status: 'recovering',
      tracked: new Set(),
      inFlight: new InFlight(),
    };
    this.partitions.set(partition, state);
    void this.recover(state);
  }

  /** Claims whatever the group still has pending on the partition before reading anything new, so a key's older entries run first. */
  private async recover(state: PartitionState): Promise<void> {
    const { commands, group, consumer, logger } = this.config;
    try {
      const claimed = await claimPending(commands, state.stream, group, consumer, 0);
      if (this.partitions.get(state.partition) !== state || state.status !== 'recovering') {
        return;
      }
      claimed.forEach((entry) => this.enqueue(state, entry.id, entry.fields, entry.deliveries));
      state.status = 'active';
      this.wakeReader?.();
    } catch (error) {
      logger.warn('could not recover a partition; retrying on the next heartbeat', {
        stream: state.stream,
        error: describeError(error),
      });
      if (this.partitions.get(state.partition) === state) {
        this.partitions.delete(state.partition);
      }
    }
  }

  /** Hands a partition to the member that now owns it by the split, after finishing what runs. */
  private async release(state: PartitionState): Promise<void> {
    state.status = 'releasing';
    this.dropQueued((delivery) => delivery.state === state);
    if (this.currentRead?.partitions.has(state)) {
      await this.currentRead.done;
    }
    await state.inFlight.whenIdle();
    await this.serial(async () => {
      if (this.partitions.get(state.partition) === state) {
        await this.leases.release(state.partition);
        this.partitions.delete(state.partition);
      }
    }).catch((error: unknown) =>
      this.config.logger.warn('lease release failed; it will expire', {
        error: describeError(error),
      }),
    );
  }

  private lose(state: PartitionState): void {
    this.config.logger.warn('partition lease lost', {
      stream: state.stream,
      group: this.config.group,
    });
    state.status = 'releasing';
    this.partitions.delete(state.partition);
    this.dropQueued((delivery) => delivery.state === state);
    this.retiring.set(state.partition, state);
    void state.inFlight.whenIdle().then(() => {
      if (this.retiring.get(state.partition) === state) {
        this.retiring.delete(state.partition);
      }
    });
  }

  private dropQueued(select: (delivery: ConsumerDelivery) => boolean): void {
    for (const delivery of this.dispatcher.removeWhere(select)) {
      delivery.state.tracked.delete(delivery.entryId);
    }
  }

  private maybeReclaim(): void {
    if (
      this.reclaiming ||
      this.stopping ||
      Date.now() - this.lastReclaimAt < this.config.reclaimIntervalMs
    ) {
      return;
    }
    this.lastReclaimAt = Date.now();
    this.reclaiming = this.reclaimIdle().finally(() => {
      this.reclaiming = undefined;
    });
  }

  /**
   * Backstop for entries stranded in another consumer's pending list on a partition we own, e.g.
   * read by a member whose lease expired mid-read, or whose ack failed.
   */
  private async reclaimIdle(): Promise<void> {
    const { commands, group, consumer, reclaimIdleMs, leaseMs, logger } = this.config;
    for (const state of [...this.partitions.values()]) {
      if (state.status !== 'active') {
        continue;
      }
      try {
        // Entries in hand now may finish while the claim runs; they must not come back as new.
        const inHand = new Set(state.tracked);
        const claimed = await claimPending(commands, state.stream, group, consumer, reclaimIdleMs);
        if (this.holds(state)) {
          claimed
            .filter((entry) => !inHand.has(entry.id))
            .forEach((entry) => this.enqueue(state, entry.id, entry.fields, entry.deliveries));
        }
        await this.leases.pruneConsumers(state.partition, Math.max(reclaimIdleMs, leaseMs * 10));
      } catch (error) {
        logger.warn('reclaiming idle entries failed', {
          stream: state.stream,
          error: describeError(error),
        });
      }
    }
  }

  private async readForever(): Promise<void> {
    const { reader, group, consumer, readCount, blockMs } = this.config;
    while (!this.stopping) {
      const active = [...this.partitions.values()].filter((state) => state.status === 'active');
      if (active.length === 0) {
        await this.pause(blockMs);
        continue;
      }
      await this.dispatcher.whenSizeBelow(this.maxBuffered);
      if (this.stopping) {
        break;
      }
      const streams = active.map((state) => state.stream);
      let finish = (): void => undefined;
      this.currentRead = {
        partitions: new Set(active),
        done: new Promise<void>((resolve) => (finish = resolve)),
      };
      try {
        const reply = await reader.xreadgroup(
          'GROUP',
          group,
          consumer,
          'COUNT',
          readCount,
          'BLOCK',
          blockMs,
          'STREAMS',
          ...streams,
          ...streams.map(() => '>'),
        );
        this.accept(reply);
      } catch (error) {
        if (!this.stopping) {
          await this.onReadError(error);
        }
      } finally {
        this.currentRead = undefined;
        finish();
      }
    }
  }

  private accept(reply: Array<[string, Array<[string, string[] | null]>]> | null): void {
    if (this.stopping) {
      return; // Left pending for the partitions' next owner.
    }
    for (const [stream, entries] of reply ?? []) {
      const state = this.partitions.get(this.streamPartitions.get(stream) ?? -1);
      // A partition released during the read: what it returned stays pending for the next owner.
      if (state?.status !== 'active') {
        continue;
      }
      for (const [id, fields] of entries) {
        if (fields) {
          this.enqueue(state, id, fields, 1);
        }
      }
    }
  }

  private async onReadError(error: unknown): Promise<void> {
    if (describeError(error).includes('NOGROUP')) {
      // The streams were deleted under us (flush, manual cleanup): recreate and carry on.
      await this.ensureGroups().catch(() => undefined);
      return;
    }
    this.config.logger.warn('XREADGROUP failed; retrying', {
      topic: this.config.topic,
      error: describeError(error),
    });
    await this.pause(Math.min(this.config.blockMs, 500));
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wakeReader = done;
    });
  }

  private enqueue(state: PartitionState, entryId: string, fields: string[], attempt: number): void {
    if (state.tracked.has(entryId)) {
      return;
    }
    state.tracked.add(entryId);
    const entry = decodeEntry(fields);
    // Undecodable entries get a lane of their own: they dead-letter at once and must not block a real key.
    const lane = entry.ok ? entry.message.key : `\u0000undecodable:${state.stream}:${entryId}`;
    this.dispatcher.enqueue(lane, {
      state,
      stream: state.stream,
      entryId,
      entry,
      attempt,
      claimBeforeRun: false,
    });
  }

  private holds(state: PartitionState): boolean {
    return this.partitions.get(state.partition) === state && state.status !== 'releasing';
  }

  private async execute(delivery: ConsumerDelivery): Promise<number | undefined> {
    const { state, entryId } = delivery;
    if (!this.holds(state)) {
      state.tracked.delete(entryId); // The partition moved on; the entry stays pending for its new owner.
      return undefined;
    }
    state.inFlight.enter();
    try {
      const retryIn = await deliverStreamEntry(this.deliveryConfig, delivery);
      if (retryIn === undefined) {
        state.tracked.delete(entryId);
      }
      return retryIn;
    } catch (error) {
      // Redis failed under an ack, claim or dead letter: the entry stays pending and is reclaimed.
      this.config.logger.warn('redis operation failed while delivering; entry left pending', {
        stream: state.stream,
        entryId,
        error: describeError(error),
      });
      state.tracked.delete(entryId);
      return undefined;
    } finally {
      state.inFlight.leave();
    }
  }
}
