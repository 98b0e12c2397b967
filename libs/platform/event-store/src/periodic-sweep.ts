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
