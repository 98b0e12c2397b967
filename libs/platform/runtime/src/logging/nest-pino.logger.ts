import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

const STACK_TRACE = /\n\s+at /;

/**
 * Lets Nest's own messages (route mapping, exception filter) go through the platform logger,
 * so they are JSON with `service` and trace ids too: `app.useLogger(new NestPinoLogger(logger))`.
 *
 * Nest passes the context (class name) as the last string argument, and for errors an
 * optional stack trace before it; this mirrors how Nest's ConsoleLogger reads them.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: readonly unknown[]): void {
    const fields: Record<string, unknown> = {};
    const strings = params.filter((param): param is string => typeof param === 'string');
    const last = strings.at(-1);
    if (last !== undefined && !STACK_TRACE.test(last)) {
      fields.context = last;
    }
    const stack = strings.find((param) => STACK_TRACE.test(param));
    if (stack !== undefined) {
      fields.stack = stack;
    }

    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...message });
    } else {
      this.logger[level](fields, String(message));
    }
  }
}
