import { isUniqueViolation, sqlStateOf, toSqlError, UniqueViolationError } from './sql-errors';

describe('toSqlError', () => {
  it('turns a driver unique violation into UniqueViolationError keeping the details', () => {
    const driverError = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'events_event_id_unique',
      table: 'events',
    });
    const mapped = toSqlError(driverError);
    expect(mapped).toBeInstanceOf(UniqueViolationError);
    expect(mapped).toMatchObject({
      constraint: 'events_event_id_unique',
      table: 'events',
      cause: driverError,
    });
    expect(isUniqueViolation(mapped, 'events_event_id_unique')).toBe(true);
    expect(isUniqueViolation(mapped, 'other')).toBe(false);
  });

  it('passes every other error through untouched', () => {
    const other = Object.assign(new Error('division by zero'), { code: '22012' });
    expect(toSqlError(other)).toBe(other);
    expect(sqlStateOf(other)).toBe('22012');
    expect(toSqlError('boom')).toBe('boom');
  });
});
