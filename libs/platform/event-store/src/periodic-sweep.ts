import { PollingLoop } from './polling-loop';

/** What a sweep reports a failed pass to (a pino logger fits). */
export interface SweepLogger {
  error(details: { err: unknown }, message: string): void;
}

/**
 * Background clean-up on the polling loop: a pass at start (what a crash left behind), then
 * one every interval, each pass's failure logged and retried with back-off. Subclasses write
 * `sweep()`; every process may run one, so a sweep must make a repeated step a no-op (the
 * deciders do). The ledger's reservation expiry and paper-generation's job deadlines are two.
 */
export abstract class PeriodicSweep {
  private readonly loop: PollingLoop;

  constructor(what: string, logger: SweepLogger, intervalMs: number) {
    this.loop = new PollingLoop({
      pass: () => this.sweep(),
      intervalMs,
      onError: (error) => logger.error({ err: error }, `${what} failed`),
    });
  }

  /** Sweeps at once, then every interval. */
  start(): void {
    this.loop.start();
  }

  /** Stops sweeping; resolves once a sweep in flight has finished. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass; resolves with how many things it settled. */
  abstract sweep(): Promise<number>;
}

/** How many due items a sweep reads at a time. */
export const SWEEP_BATCH = 200;

export interface SettleDueOptions {
  /**
   * Read batch after batch in one pass until one comes back short (the ledger's reservations,
   * abandoned checkouts); without it a pass settles one batch and leaves the rest to the next.
   */
  drain?: boolean;
}

/**
 * A sweep's step: lists what is due (`due(limit)`), settles each item, and resolves with how
 * many it settled (`settle` answering false means there was nothing to do for that item). A
 * drained batch of which nothing settled would only be read again, so draining stops there:
 * those items wait for the next pass instead of spinning the loop.
 */
export async function settleDue<T>(
  due: (limit: number) => Promise<readonly T[]>,
  settle: (item: T) => Promise<unknown>,
  options: SettleDueOptions = {},
): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await due(SWEEP_BATCH);
    let settledNow = 0;
    for (const item of batch) {
      if ((await settle(item)) !== false) {
        settledNow++;
      }
    }
    settled += settledNow;
    if (!options.drain || batch.length < SWEEP_BATCH || settledNow === 0) {
      return settled;
    }
  }
}
