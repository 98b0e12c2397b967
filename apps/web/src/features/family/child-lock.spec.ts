import { activeLockEnd, lockEndText } from './child-lock';

describe('a child’s PIN lock on the card', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('shows only a lock that has not ended', () => {
    expect(activeLockEnd({}, now)).toBeNull();
    expect(activeLockEnd({ lockedUntil: '2026-11-22T09:59:59.000Z' }, now)).toBeNull();
    expect(activeLockEnd({ lockedUntil: '2026-11-22T11:00:00.000Z' }, now)).toEqual(
      new Date('2026-11-22T11:00:00.000Z'),
    );
  });

  it('names the day only when the lock ends on another one', () => {
    const later = new Date(now.getTime() + 60 * 60_000);
    expect(lockEndText(later, now)).not.toContain(',');
    expect(lockEndText(new Date(now.getTime() + 3 * 86_400_000), now)).toContain(',');
  });
});
