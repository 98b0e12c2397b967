import { MAX_HISTORY_PAGE } from './credits.constants';
import {
  creditHistoryQuerySchema,
  dateRangeQuerySchema,
  HISTORY_DATE_BOUNDS,
} from './credits.http';

const messagesOf = (query: Record<string, string>): string[] => {
  const result = dateRangeQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('history date ranges', () => {
  it.each([
    '2026-11-01',
    HISTORY_DATE_BOUNDS.earliest,
    HISTORY_DATE_BOUNDS.latest,
    '2024-02-29',
    '2026-11-22T10:00:00.000Z',
    '2026-11-22T10:00+05:30',
  ])('accepts %s', (date) => {
    expect(messagesOf({ startDate: date })).toEqual([]);
    expect(messagesOf({ endDate: date })).toEqual([]);
  });

  it.each(['9999-12-31', '0000-01-01', '1999-12-31', '2100-01-02', '2100-01-01T00:00:01Z'])(
    'refuses %s as out of range',
    (date) => {
      expect(messagesOf({ startDate: date })).toEqual([
        'startDate must be between 2000-01-01 and 2100-01-01',
      ]);
      expect(messagesOf({ endDate: date })).toEqual([
        'endDate must be between 2000-01-01 and 2100-01-01',
      ]);
    },
  );

  it.each([
    '1',
    '2026-02-30',
    '2026-13-01',
    '275760-09-13',
    '+010000-01-01',
    '2026-11-22T10:00',
    'March 7',
  ])('refuses %s as not a date', (date) => {
    expect(messagesOf({ startDate: date })).toEqual(['startDate must be a date (YYYY-MM-DD)']);
  });

  it('keeps the start on or before the end', () => {
    expect(messagesOf({ startDate: '2026-11-30', endDate: '2026-11-01' })).toEqual([
      'startDate must not be after endDate',
    ]);
  });

  it('parses a padded date once (an intersection threw when its two halves disagreed)', () => {
    expect(creditHistoryQuerySchema.parse({ startDate: ' 2026-11-01 ' })).toEqual({
      page: 1,
      limit: 25,
      startDate: '2026-11-01',
    });
  });

  it(`pages up to ${MAX_HISTORY_PAGE}`, () => {
    expect(creditHistoryQuerySchema.safeParse({ page: String(MAX_HISTORY_PAGE) }).success).toBe(
      true,
    );
    expect(creditHistoryQuerySchema.safeParse({ page: String(MAX_HISTORY_PAGE + 1) }).success).toBe(
      false,
    );
  });
});
