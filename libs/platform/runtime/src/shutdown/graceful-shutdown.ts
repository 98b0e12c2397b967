import { runWithTimeout, type StepOutcome } from './run-with-timeout';

/** Structurally a pino logger, so tests can pass a plain object. */
export interface ShutdownLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Where signals come from: `process` in production, an EventEmitter in tests. */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
}

export type ShutdownHook = () => Promise<void> | void;

export interface GracefulShutdownOptions {
  logger: ShutdownLogger;
  /** After this the process exits whatever is still running. Default 30 s. */
  deadlineMs?: number;
  /** How long one hook may take before shutdown moves on. Default 10 s. */
  hookTimeoutMs?: number;
  signals?: readonly NodeJS.Signals[];
  signalSource?: SignalSource;
  exit?: (code: number) => void;
}

export interface ShutdownStepReport {
  name: string;
  outcome: StepOutcome;
  durationMs: number;
}

export interface ShutdownReport {
  reason: string;
  steps: ShutdownStepReport[];
  exitCode: 0 | 1;
}

interface RegisteredHook {
  name: string;
  hook: ShutdownHook;
  timeoutMs: number;
}

/**
 * Stops a process in the reverse order it started: register resources as they are opened
 * (database, outbox relay, bus, HTTP) and shutdown drains HTTP first and closes the database
 * last. Every step is logged and time-boxed; a failed step does not stop the next one.
 *
 * A second signal while shutting down exits at once (an operator pressing Ctrl+C twice),
 * and so does the global deadline, which must stay below the orchestrator's grace period.
 */
export class GracefulShutdown {
  private readonly hooks: RegisteredHook[] = [];
  private readonly deadlineMs: number;
  private readonly hookTimeoutMs: number;
  private readonly exit: (code: number) => void;
  private listening = false;
  private running: Promise<ShutdownReport> | undefined;
  private exited = false;

  constructor(private readonly options: GracefulShutdownOptions) {
    this.deadlineMs = options.deadlineMs ?? 30_000;
    this.hookTimeoutMs = options.hookTimeoutMs ?? 10_000;
    this.exit = options.exit ?? ((code) => process.exit(code));
  }

  get isShuttingDown(): boolean {
    return this.running !== undefined;
  }

  register(name: string, hook: ShutdownHook, { timeoutMs }: { timeoutMs?: number } = {}): this {
    if (this.running !== undefined) {
      this.options.logger.warn({ hook: name }, 'shutdown already started; hook not registered');
      return this;
    }
    this.hooks.push({ name, hook, timeoutMs: timeoutMs ?? this.hookTimeoutMs });
    return this;
  }

  /** Installs the signal handlers; calling it again does nothing. */
  listen(): this {
    if (this.listening) {
      return this;
    }
    this.listening = true;
    const source = this.options.signalSource ?? process;
    for (const signal of this.options.signals ?? ['SIGINT', 'SIGTERM']) {
      source.on(signal, () => this.onSignal(signal));
    }
    return this;
  }

  /** Runs the hooks once and then exits; later calls return the same report. */
  run(reason: string): Promise<ShutdownReport> {
    this.running ??= this.runHooks(reason);
    return this.running;
  }

  private onSignal(signal: NodeJS.Signals): void {
    if (this.running !== undefined) {
      this.forceExit(`second ${signal} during shutdown`);
      return;
    }
    void this.run(signal);
  }

  private async runHooks(reason: string): Promise<ShutdownReport> {
    const { logger } = this.options;
    logger.info({ reason, hooks: this.hooks.length, deadlineMs: this.deadlineMs }, 'shutting down');
    const deadline = setTimeout(
      () => this.forceExit(`deadline of ${this.deadlineMs} ms passed`),
      this.deadlineMs,
    );

    const steps: ShutdownStepReport[] = [];
    for (const { name, hook, timeoutMs } of [...this.hooks].reverse()) {
      const startedAt = Date.now();
      logger.info({ step: name }, 'shutdown step started');
      const { outcome, error } = await runWithTimeout(hook, timeoutMs);
      const durationMs = Date.now() - startedAt;
      steps.push({ name, outcome, durationMs });
      if (outcome === 'completed') {
        logger.info({ step: name, durationMs }, 'shutdown step completed');
      } else if (outcome === 'timed_out') {
        logger.warn({ step: name, timeoutMs }, 'shutdown step timed out; moving on');
      } else {
        logger.error({ step: name, durationMs, err: error }, 'shutdown step failed; moving on');
      }
    }

    clearTimeout(deadline);
    const exitCode = steps.every((step) => step.outcome === 'completed') ? 0 : 1;
    logger.info({ reason, exitCode }, 'shutdown complete');
    this.exitOnce(exitCode);
    return { reason, steps, exitCode };
  }

  private forceExit(why: string): void {
    this.options.logger.error({ reason: why }, 'forcing exit');
    this.exitOnce(1);
  }

  private exitOnce(code: number): void {
    if (!this.exited) {
      this.exited = true;
      this.exit(code);
    }
  }
}
