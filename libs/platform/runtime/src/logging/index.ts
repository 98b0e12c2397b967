export { createLogger, LOG_LEVELS, type CreateLoggerOptions, type LogLevel } from './create-logger';
export { NestPinoLogger } from './nest-pino.logger';
export { traceContextMixin, type TraceLogFields } from './trace-context.mixin';
export { REDACTED_PATHS } from './log-redaction';
