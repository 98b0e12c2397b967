/** The slice of a structured logger (pino's shape) that background loops report through. */
export interface EventStoreLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentLogger: EventStoreLogger = { warn: () => undefined, error: () => undefined };
