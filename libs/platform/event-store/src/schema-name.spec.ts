import { EventStoreErrorCode } from './event-store.exception';
import { eventStoreTables, quoteSchema } from './schema-name';

describe('quoteSchema', () => {
  it.each(['identity', 'credits_ledger', '_private', 'es_test_0a1b'])('accepts %s', (schema) => {
    expect(quoteSchema(schema)).toBe(`"${schema}"`);
  });

  it.each([
    '',
    'Identity',
    'paper-generation',
    '1st',
    'a b',
    'x"; drop schema public; --',
    'pg_catalog',
    'a'.repeat(64),
  ])('rejects %j', (schema) => {
    expect(() => quoteSchema(schema)).toThrow(
      expect.objectContaining({ code: EventStoreErrorCode.InvalidArgument }),
    );
  });

  it('qualifies every table with the quoted schema', () => {
    expect(eventStoreTables('identity')).toMatchObject({
      events: '"identity".events',
      outbox: '"identity".outbox',
    });
  });
});
