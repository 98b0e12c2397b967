import { daysElapsed, daysFrom, historyRange, periodStart } from './credit-periods';

const now = new Date('2026-11-22T10:00:00.000Z'); // a Sunday

describe('credit periods', () => {
  it('defaults the history range to the current calendar month, end day included', () => {
    expect(historyRange(now)).toEqual({
      from: new Date('2026-11-01T00:00:00.000Z'),
      until: new Date('2026-12-01T00:00:00.000Z'),
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(historyRange(now, '2026-10-05', '2026-10-05')).toMatchObject({
      from: new Date('2026-10-05T00:00:00.000Z'),
      until: new Date('2026-10-06T00:00:00.000Z'),
    });
    expect(historyRange(now, '2026-09-10')).toMatchObject({
      startDate: '2026-09-10',
      endDate: '2026-09-30',
    });
    expect(historyRange(now, undefined, '2026-02-14')).toMatchObject({
      startDate: '2026-02-01',
      endDate: '2026-02-14',
    });
  });

  it('starts periods on Monday, the 1st and 1 January, counting today as elapsed', () => {
    expect(periodStart('week', now).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(periodStart('month', now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(periodStart('year', now).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(periodStart('all', now, new Date('2026-11-20T23:00:00Z')).toISOString()).toBe(
      '2026-11-20T00:00:00.000Z',
    );
    expect(daysElapsed(periodStart('week', now), now)).toBe(7);
    expect(daysElapsed(periodStart('month', now), now)).toBe(22);
    expect(daysFrom(new Date('2026-11-20T00:00:00Z'), now)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });
});
