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
  return pino(
    {
      level,
      base: { service, pid: process.pid, hostname: hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: traceContextMixin,
      redact: { paths: [...REDACTED_PATHS], censor: REDACTION_CENSOR },
    },
    destination,
  );
}
