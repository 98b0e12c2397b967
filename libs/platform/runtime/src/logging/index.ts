export {
  createLogger,
  LOG_LEVELS,
  serviceLogger,
  type CreateLoggerOptions,
  type LogLevel,
} from './create-logger';
export { registerRequestLog } from './request-log';
export { NestPinoLogger } from './nest-pino.logger';
export { traceContextMixin, type TraceLogFields } from './trace-context.mixin';
export { REDACTED_PATHS } from './log-redaction';
