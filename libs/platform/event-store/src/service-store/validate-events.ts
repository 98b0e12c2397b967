import type { AnyStream, EventSchemas } from '../domain';
import { EventStoreErrorCode, EventStoreException } from '../event-store.exception';
import type { NewEvent } from '../event-store.types';

/**
 * A decider's events, checked against its stream's schemas before anything is written: an
 * unknown type or a wrong field is a bug that would otherwise live in the log forever.
 */
export const validateNewEvents = (
  stream: AnyStream,
  events: readonly { type: string; data: unknown }[],
): NewEvent[] =>
  events.map((event) => {
    const schemas = stream.events as EventSchemas;
    const schema = schemas[event.type];
    if (!schema) {
      throw new EventStoreException(
        EventStoreErrorCode.InvalidArgument,
        `${event.type} is not an event of the ${stream.type} stream`,
      );
    }
    const parsed = schema.safeParse(event.data);
    if (!parsed.success) {
      throw new EventStoreException(
        EventStoreErrorCode.InvalidArgument,
        `${stream.type} event ${event.type} does not match its schema: ${parsed.error.message}`,
      );
    }
    return { type: event.type, data: event.data };
  });
