import type { RecordedEvent } from './event-store.types';

/**
 * A cursor in a service's global log. The log is ordered by (transactionId, globalPosition), not
 * by globalPosition alone: a sequence value can commit after a higher one, but every event that
 * can still appear has a transactionId at or above the current snapshot's xmin. See read-all.ts.
 */
export interface LogPosition {
  transactionId: bigint;
  globalPosition: bigint;
}

/** Before the first event. */
export const logStart: LogPosition = Object.freeze({ transactionId: 0n, globalPosition: 0n });

export const compareLogPositions = (a: LogPosition, b: LogPosition): number => {
  if (a.transactionId !== b.transactionId) {
    return a.transactionId < b.transactionId ? -1 : 1;
  }
  if (a.globalPosition !== b.globalPosition) {
    return a.globalPosition < b.globalPosition ? -1 : 1;
  }
  return 0;
};

export const maxLogPosition = (a: LogPosition, b: LogPosition): LogPosition =>
  compareLogPositions(a, b) >= 0 ? a : b;

/** The log position of an event read from the store. */
export function logPositionOf(event: RecordedEvent): LogPosition {
  if (event.transactionId === undefined) {
    throw new TypeError(
      `Event ${event.eventId} has no transactionId: only events read from the store have a log position`,
    );
  }
  return { transactionId: event.transactionId, globalPosition: event.globalPosition };
}
