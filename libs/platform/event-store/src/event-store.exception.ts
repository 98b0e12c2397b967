import { CodedError } from './domain/coded-error';
import type { ExpectedVersion } from './event-store.types';

export enum EventStoreErrorCode {
  StreamVersionConflict = 'STREAM_VERSION_CONFLICT',
  DuplicateEventId = 'DUPLICATE_EVENT_ID',
  DuplicateMessageId = 'DUPLICATE_MESSAGE_ID',
  InvalidArgument = 'INVALID_ARGUMENT',
  MigrationMismatch = 'MIGRATION_MISMATCH',
  ReentrantTransaction = 'REENTRANT_TRANSACTION',
  TransactionFinished = 'TRANSACTION_FINISHED',
}

export class EventStoreException extends CodedError<EventStoreErrorCode> {}

/** Another writer appended to the stream first; reload, decide again, retry. */
export class StreamVersionConflictError extends EventStoreException {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(
      EventStoreErrorCode.StreamVersionConflict,
      `Stream "${streamId}" is at version ${actual}, expected ${String(expected)}`,
    );
  }
}
