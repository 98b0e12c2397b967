import type { RecordedEvent } from '../event-store.types';

/** A stored event typed by its stream's union: `data` follows from `type`. */
export type RecordedEventOf<Event extends { type: string; data: unknown }> = Event extends unknown
  ? RecordedEvent<Event['type'], Event['data']>
  : never;

/** One member of a union, by type name. */
export type EventOfType<Event extends { type: string }, Type extends string> = Extract<
  Event,
  { type: Type }
>;
