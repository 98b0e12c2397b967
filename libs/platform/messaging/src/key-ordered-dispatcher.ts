import { FifoQueue } from './fifo-queue';

export interface KeyOrderedDispatcherOptions<T> {
  /** Most items running at once across all keys. */
  concurrency: number;
  /**
   * Runs the item at the head of its key's lane. Resolves with a delay (ms) to run the same item
   * again later, the key staying blocked meanwhile, or with `undefined` once the item is finished.
   */
  execute(item: T): Promise<number | undefined>;
  /** After every settle, e.g. to pull more work now that there is room. */
  onSettled?(): void;
  /** `execute` must not reject; if it does, the item is dropped and the error reported here. */
  onUnexpectedError?(error: unknown): void;
}

type LaneStatus = 'ready' | 'running' | 'waiting';

interface Lane<T> {
  key: string;
  queue: FifoQueue<T>;
  status: LaneStatus;
  timer?: NodeJS.Timeout;
}

interface Waiter {
  done(): boolean;
  resolve(): void;
}

/**
 * The delivery core every adapter shares: one FIFO lane per key, at most one item of a key
 * running or waiting to retry at a time (so a failing message holds back later messages of its
 * key and nothing else), different keys running concurrently up to a bound. A lane waiting out
 * a backoff holds no concurrency slot.
 */
export class KeyOrderedDispatcher<T> {
  private readonly lanes = new Map<string, Lane<T>>();
  private readonly ready = new FifoQueue<Lane<T>>();
  private readonly waiters = new Set<Waiter>();
  private runningCount = 0;
  private held = 0;
  private paused = false;
  private closed = false;

  constructor(private readonly options: KeyOrderedDispatcherOptions<T>) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1) {
      throw new RangeError(`concurrency must be an integer >= 1, got ${options.concurrency}`);
    }
  }

  /** Items held: queued, running or waiting to be retried. */
  get size(): number {
    return this.held;
  }

  get running(): number {
    return this.runningCount;
  }

  enqueue(key: string, item: T): void {
    if (this.closed) {
      return;
    }
    const existing = this.lanes.get(key);
    if (existing) {
      existing.queue.push(item);
    } else {
      const lane: Lane<T> = { key, queue: new FifoQueue<T>(), status: 'ready' };
      lane.queue.push(item);
      this.lanes.set(key, lane);
      this.ready.push(lane);
    }
    this.held += 1;
    this.pump();
  }

  /** Removes held items `drop` selects, except ones running now; cancels their pending retries. */
  removeWhere(drop: (item: T) => boolean): T[] {
    const removed: T[] = [];
    for (const lane of [...this.lanes.values()]) {
      const head = lane.queue.peek();
      const keepHead = lane.status === 'running';
      let index = 0;
      removed.push(...lane.queue.retain((item) => (keepHead && index++ === 0) || !drop(item)));
      if (lane.status === 'waiting' && lane.queue.peek() !== head) {
        clearTimeout(lane.timer);
        lane.timer = undefined;
        this.markReady(lane);
      }
      if (lane.queue.length === 0) {
        this.lanes.delete(lane.key);
      }
    }
    this.held -= removed.length;
    this.notify();
    this.pump();
    return removed;
  }

  /** Stops starting items; running ones finish and retries wait until `resume`. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.pump();
  }

  whenIdle(): Promise<void> {
    return this.waitUntil(() => this.runningCount === 0);
  }

  /** Backpressure for a reader: resolves once fewer than `limit` items are held (or on close). */
  whenSizeBelow(limit: number): Promise<void> {
    return this.waitUntil(() => this.closed || this.held < limit);
  }

  /** Forgets every held item, cancels retries and resolves once running items have finished. */
  async close(): Promise<void> {
    this.closed = true;
    for (const lane of this.lanes.values()) {
      clearTimeout(lane.timer);
    }
    this.lanes.clear();
    this.held = 0;
    this.notify();
    await this.whenIdle();
  }

  private pump(): void {
    while (!this.paused && !this.closed && this.runningCount < this.options.concurrency) {
      const lane = this.ready.shift();
      if (!lane) {
        return;
      }
      if (this.lanes.get(lane.key) === lane && lane.status === 'ready') {
        this.start(lane);
      }
    }
  }

  private start(lane: Lane<T>): void {
    const item = lane.queue.peek() as T;
    lane.status = 'running';
    this.runningCount += 1;
    let execution: Promise<number | undefined>;
    try {
      execution = this.options.execute(item);
    } catch (error) {
      // Settled on a later tick: settling here would re-enter pump() from inside its own loop.
      queueMicrotask(() => this.fail(lane, error));
      return;
    }
    execution.then(
      (delay) => this.settle(lane, delay),
      (error: unknown) => this.fail(lane, error),
    );
  }

  private fail(lane: Lane<T>, error: unknown): void {
    this.options.onUnexpectedError?.(error);
    this.settle(lane, undefined);
  }

  private settle(lane: Lane<T>, retryAfterMs: number | undefined): void {
    this.runningCount -= 1;
    if (this.lanes.get(lane.key) === lane) {
      if (retryAfterMs === undefined) {
        lane.queue.shift();
        this.held -= 1;
        if (lane.queue.length > 0) {
          this.markReady(lane);
        } else {
          this.lanes.delete(lane.key);
        }
      } else {
        lane.status = 'waiting';
        lane.timer = setTimeout(() => {
          lane.timer = undefined;
          this.markReady(lane);
          this.pump();
        }, retryAfterMs);
      }
    }
    this.options.onSettled?.();
    this.notify();
    this.pump();
  }

  private markReady(lane: Lane<T>): void {
    lane.status = 'ready';
    this.ready.push(lane);
  }

  private waitUntil(done: () => boolean): Promise<void> {
    if (done()) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.add({ done, resolve }));
  }

  private notify(): void {
    for (const waiter of this.waiters) {
      if (waiter.done()) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }
}
