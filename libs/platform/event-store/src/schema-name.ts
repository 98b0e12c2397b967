import { EventStoreErrorCode, EventStoreException } from './event-store.exception';

// Lower-case unquoted-identifier shape, at most 63 bytes (PostgreSQL's NAMEDATALEN - 1).
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Validates a service schema name and returns it double-quoted, ready to prefix a table.
 * Every statement qualifies its tables this way: standalone runs seven services on one PGlite
 * connection, so search_path can never be trusted to point at the right schema.
 */
export function quoteSchema(schema: string): string {
  if (!SCHEMA_NAME.test(schema) || schema.startsWith('pg_')) {
    throw new EventStoreException(
      EventStoreErrorCode.InvalidArgument,
      `Invalid schema name "${schema}": use lower-case letters, digits and underscores, not starting with a digit or pg_`,
    );
  }
  return `"${schema}"`;
}

export interface EventStoreTables {
  schema: string;
  streams: string;
  events: string;
  checkpoints: string;
  outbox: string;
  inbox: string;
  schemaMigrations: string;
}

/** Fully qualified names of the event store's tables in one service schema. */
export function eventStoreTables(schema: string): EventStoreTables {
  const quoted = quoteSchema(schema);
  return {
    schema: quoted,
    streams: `${quoted}.streams`,
    events: `${quoted}.events`,
    checkpoints: `${quoted}.checkpoints`,
    outbox: `${quoted}.outbox`,
    inbox: `${quoted}.inbox`,
    schemaMigrations: `${quoted}.schema_migrations`,
  };
}
