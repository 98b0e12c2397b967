/** What the adapters report that no caller awaits: handler failures, broker errors, dead letters. */
export interface BusLogger {
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const consoleBusLogger: BusLogger = {
  warn: (message, details) => console.warn(`[messaging] ${message}`, details ?? ''),
  error: (message, details) => console.error(`[messaging] ${message}`, details ?? ''),
};

export const silentBusLogger: BusLogger = {
  warn: () => undefined,
  error: () => undefined,
};
