import type { AnyStream, EventsOf } from '../domain';
import type { Projection } from '../event-store.types';
import type { SqlExecutor } from '../sql-database';
import type { EventOfType, RecordedEventOf } from './typed-events';

type Handlers<Event extends { type: string; data: unknown }> = {
  [Type in Event['type']]?: (
    tx: SqlExecutor,
    event: RecordedEventOf<EventOfType<Event, Type>>,
  ) => Promise<void>;
};

export interface ProjectionSpec<Streams extends readonly AnyStream[]> {
  name: string;
  /** The streams whose events it reads: handler names and data types come from them. */
  streams: Streams;
  /** One handler per event type it needs; other types are never handed to it. */
  handlers: Handlers<EventsOf<Streams[number]>>;
  /** Empties the read model, so it can be rebuilt from the log. */
  reset(tx: SqlExecutor): Promise<void>;
}

/**
 * A read model kept from typed events: the event types it handles are its handlers' names, so
 * no list can drift from the code. Handlers must be idempotent per event (rebuilds replay them).
 */
export const defineProjection = <const Streams extends readonly AnyStream[]>(
  spec: ProjectionSpec<Streams>,
): Projection => {
  const handlers = spec.handlers as Record<
    string,
    ((tx: SqlExecutor, event: unknown) => Promise<void>) | undefined
  >;
  return {
    name: spec.name,
    handles: Object.keys(handlers).filter((type) => handlers[type] !== undefined),
    apply: async (tx, event) => {
      await handlers[event.type]?.(tx, event);
    },
    reset: (tx) => spec.reset(tx),
  };
};
