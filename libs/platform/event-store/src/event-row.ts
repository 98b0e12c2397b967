import type { EventMetadata, RecordedEvent } from './event-store.types';

/**
 * Columns every event read selects, in the shape `toRecordedEvent` maps. `transaction_id` stays
 * xid8 (both drivers return it as a string): aliasing a `::text` cast to the same name would make
 * ORDER BY transaction_id sort as text, and '1001' sorts before '993'.
 */
export const EVENT_COLUMNS = `global_position, event_id, stream_id, stream_version, type, data, metadata,
  transaction_id, recorded_at`;

export interface EventRow {
  global_position: bigint;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  transaction_id: string;
  recorded_at: Date;
}

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  eventId: row.event_id,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  globalPosition: row.global_position,
  transactionId: BigInt(row.transaction_id),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at,
});
