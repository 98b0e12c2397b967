export interface PollingLoopOptions {
  /** One pass: do the available work and resolve. */
  pass: () => Promise<unknown>;
  intervalMs: number;
  onError: (error: unknown) => void;
  /** Longest wait after repeated failures (the wait doubles from intervalMs). Default 30 s. */
  maxBackoffMs?: number;
}

/** Runs a pass, waits, repeats; `wake()` cuts the wait short, `stop()` waits for the pass in flight. */
export class PollingLoop {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private failures = 0;

  constructor(private readonly options: PollingLoopOptions) {}

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) {
      return;
    }
    this.running = true;
    this.loop = this.run();
  }

  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    this.loop = undefined;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.options.pass();
        this.failures = 0;
      } catch (error) {
        this.failures += 1;
        this.options.onError(error);
      }
      if (this.running) {
        await this.sleep(this.delay());
      }
    }
  }

  private delay(): number {
    const { intervalMs, maxBackoffMs = 30_000 } = this.options;
    return this.failures === 0
      ? intervalMs
      : Math.min(intervalMs * 2 ** this.failures, Math.max(maxBackoffMs, intervalMs));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      // A forgotten loop must not keep the process alive.
      timer.unref();
      this.wakeUp = done;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }
}
