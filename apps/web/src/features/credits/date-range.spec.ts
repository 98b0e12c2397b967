import { currentMonthRange, dateRangeProblem, toDateInputValue } from './date-range';

describe('currentMonthRange', () => {
  it('runs from the first to the last day of the month', () => {
    expect(currentMonthRange(new Date(2026, 10, 22, 9, 30))).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(currentMonthRange(new Date(2026, 0, 31))).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });

  it('knows leap years and the end of the year', () => {
    expect(currentMonthRange(new Date(2028, 1, 10)).endDate).toBe('2028-02-29');
    expect(currentMonthRange(new Date(2026, 1, 10)).endDate).toBe('2026-02-28');
    expect(currentMonthRange(new Date(2026, 11, 31, 23, 59))).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
  });

  it('uses the local calendar day, not the UTC one', () => {
    // Just after local midnight on the 1st: still the 1st locally whatever the time zone.
    expect(toDateInputValue(new Date(2026, 2, 1, 0, 5))).toBe('2026-03-01');
  });
});

describe('dateRangeProblem', () => {
  it('accepts an ordered range, including a single day', () => {
    expect(dateRangeProblem({ startDate: '2026-11-01', endDate: '2026-11-30' })).toBeNull();
    expect(dateRangeProblem({ startDate: '2026-11-05', endDate: '2026-11-05' })).toBeNull();
  });

  it('rejects a missing or reversed date', () => {
    expect(dateRangeProblem({ startDate: '', endDate: '2026-11-30' })).toBe(
      'Choose both a start and an end date.',
    );
    expect(dateRangeProblem({ startDate: '2026-12-01', endDate: '2026-11-30' })).toBe(
      'The start date must not be after the end date.',
    );
  });
});
