import { hostname } from 'node:os';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { REDACTED_PATHS, REDACTION_CENSOR } from './log-redaction';
import { traceContextMixin } from './trace-context.mixin';

export type LogLevel = Level | 'silent';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface CreateLoggerOptions {
  service: string;
  level?: LogLevel;
  /** Defaults to stdout; tests pass an in-memory stream. */
  destination?: DestinationStream;
}

/** The logger before `service` was bound, kept on each service logger (and its children by prototype). */
const UNBOUND = Symbol.for('abhyas.logger.unbound');
type ServiceBound = Logger & { [UNBOUND]?: Logger };

/**
 * The same logger (destination, level, redaction) speaking for another service, with exactly one
 * `service` key per line. pino never replaces a bound key, so `logger.child({ service })` would
 * write `service` twice (standalone runs every service under one process logger); this binds the
 * name on the logger `createLogger` made before its own `service`. Other bindings of `logger` are
 * not carried over. A logger not made by `createLogger` gets a plain child.
 */
export function serviceLogger(logger: Logger, service: string): Logger {
  const unbound = (logger as ServiceBound)[UNBOUND] ?? logger;
  const bound = unbound.child({ service }) as ServiceBound;
  bound[UNBOUND] = unbound;
  return bound;
}

/**
 * The platform's JSON logger: one object per line with `service`, ISO time, the level as a
 * word (log pipelines index words, not pino's numbers), trace ids from the active span, and
 * credentials redacted.
 */
export function createLogger({
  service,
  level = 'info',
  destination,
}: CreateLoggerOptions): Logger {
  const unbound = pino(
    {
      level,
      base: { pid: process.pid, hostname: hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: traceContextMixin,
      redact: { paths: [...REDACTED_PATHS], censor: REDACTION_CENSOR },
    },
    destination,
  );
  (unbound as ServiceBound)[UNBOUND] = unbound;
  return serviceLogger(unbound, service);
}
