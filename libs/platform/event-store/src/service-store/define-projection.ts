import type { AnyStream, EventsOf } from '../domain';
import type { ClaimedEvent, Projection, ProjectionStatement } from '../event-store.types';
import { runProjectionStatement } from '../projection-statement';
import type { SqlExecutor } from '../sql-database';
import type { EventOfType, RecordedEventOf } from './typed-events';

type Handlers<Event extends { type: string; data: unknown }> = {
  [Type in Event['type']]?: (
    tx: SqlExecutor,
    event: RecordedEventOf<EventOfType<Event, Type>>,
  ) => Promise<void>;
};

/** A stored-to-be event typed by its stream's union, as a statement handler sees it. */
type ClaimedEventOf<Event extends { type: string; data: unknown }> = Event extends unknown
  ? ClaimedEvent<Event['type'], Event['data']>
  : never;

type Statements<Event extends { type: string; data: unknown }> = {
  [Type in Event['type']]?: (
    event: ClaimedEventOf<EventOfType<Event, Type>>,
  ) => ProjectionStatement;
};

export interface ProjectionSpec<Streams extends readonly AnyStream[]> {
  name: string;
  /** The streams whose events it reads: handler names and data types come from them. */
  streams: Streams;
  /** One handler per event type it needs; other types are never handed to it. */
  handlers: Handlers<EventsOf<Streams[number]>>;
  /**
   * Event types whose write is one statement (`ProjectionStatement`), instead of a handler: an
   * append of one such event writes it in the append's own statement (one round trip, no
   * transaction); a rebuild or an append of several events runs it on its own. A type is either
   * a handler or a statement, never both.
   */
  statements?: Statements<EventsOf<Streams[number]>>;
  /** Empties the read model, so it can be rebuilt from the log. */
  reset(tx: SqlExecutor): Promise<void>;
}

/**
 * A read model kept from typed events: the event types it handles are its handlers' and
 * statements' names, so no list can drift from the code. Handlers must be idempotent per event
 * (rebuilds replay them).
 */
export const defineProjection = <const Streams extends readonly AnyStream[]>(
  spec: ProjectionSpec<Streams>,
): Projection => {
  const handlers = spec.handlers as Record<
    string,
    ((tx: SqlExecutor, event: unknown) => Promise<void>) | undefined
  >;
  const statements = (spec.statements ?? {}) as Record<
    string,
    ((event: ClaimedEvent) => ProjectionStatement) | undefined
  >;
  const handlerTypes = Object.keys(handlers).filter((type) => handlers[type] !== undefined);
  const statementTypes = Object.keys(statements).filter((type) => statements[type] !== undefined);
  const both = handlerTypes.filter((type) => statementTypes.includes(type));
  if (both.length > 0) {
    throw new Error(`${spec.name}: ${both.join(', ')} has both a handler and a statement`);
  }
  return {
    name: spec.name,
    handles: [...handlerTypes, ...statementTypes],
    statements: {
      types: statementTypes,
      write: (event) => {
        const statement = statements[event.type];
        if (!statement) {
          throw new Error(`${spec.name} writes no statement for ${event.type}`);
        }
        return statement(event);
      },
    },
    apply: async (tx, event) => {
      const statement = statements[event.type];
      if (statement) {
        await runProjectionStatement(tx, statement(event));
        return;
      }
      await handlers[event.type]?.(tx, event);
    },
    reset: (tx) => spec.reset(tx),
  };
};
