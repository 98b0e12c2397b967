import type { AttemptSummary } from '@abhyas/contracts';
import { completedAttempts, filterWindow, localDateInput } from './result-filters';

// 25 November 2026, 15:30 in the browser's own zone.
const now = new Date(2026, 10, 25, 15, 30);

const attempt = (id: string, completedAt: string | null, status = 'completed'): AttemptSummary =>
  ({
    _id: id,
    status,
    completedAt,
    createdAt: '2026-01-01T00:00:00.000Z',
  }) as AttemptSummary;

describe('result filters', () => {
  it('keeps everything for all', () => {
    expect(filterWindow('all', now)).toBeNull();
  });

  it('reads week and quarter as the last 7 and 90 days', () => {
    expect(filterWindow('week', now)).toEqual({ from: new Date(2026, 10, 18, 15, 30), to: now });
    const quarter = filterWindow('quarter', now);
    expect(quarter?.to).toEqual(now);
    expect(now.getTime() - (quarter?.from.getTime() ?? 0)).toBe(90 * 24 * 60 * 60 * 1000);
  });

  it('starts month on the 1st and year on 1 January', () => {
    expect(filterWindow('month', now)?.from).toEqual(new Date(2026, 10, 1));
    expect(filterWindow('year', now)?.from).toEqual(new Date(2026, 0, 1));
  });

  it('needs both custom dates, runs to the end of the last day, and stops at today', () => {
    expect(filterWindow('custom', now, { start: '2026-11-01', end: '' })).toBeNull();
    expect(filterWindow('custom', now, { start: '', end: '2026-11-10' })).toBeNull();
    expect(filterWindow('custom', now, { start: '2026-11-01', end: '2026-11-10' })).toEqual({
      from: new Date(2026, 10, 1),
      to: new Date(2026, 10, 10, 23, 59, 59, 999),
    });
    expect(filterWindow('custom', now, { start: '2026-11-01', end: '2027-01-01' })?.to).toEqual(
      new Date(2026, 10, 25, 23, 59, 59, 999),
    );
  });

  it('lists completed attempts in the window, newest first', () => {
    const attempts = [
      attempt('old', new Date(2026, 9, 1).toISOString()),
      attempt('recent', new Date(2026, 10, 24).toISOString()),
      attempt('newest', new Date(2026, 10, 25, 9).toISOString()),
      attempt('going', null, 'in_progress'),
    ];
    expect(completedAttempts(attempts, null).map((a) => a._id)).toEqual([
      'newest',
      'recent',
      'old',
    ]);
    expect(completedAttempts(attempts, filterWindow('week', now)).map((a) => a._id)).toEqual([
      'newest',
      'recent',
    ]);
  });

  it('writes the date inputs’ value for today', () => {
    expect(localDateInput(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
