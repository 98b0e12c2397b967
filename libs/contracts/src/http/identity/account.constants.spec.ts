import {
  childLockedMessage,
  lockDurationText,
  PIN_LOCKOUT_THRESHOLD,
  pinLockMinutes,
  studentAttemptsLeftMessage,
} from './account.constants';

describe('PIN lockout', () => {
  it('doubles each lock in a row from one hour, up to four', () => {
    expect([1, 2, 3, 4, 10].map(pinLockMinutes)).toEqual([60, 120, 240, 240, 240]);
  });

  it('lets at most about 50 PINs be tried in any day, however the guesses are timed', () => {
    // Guess as soon as each lock ends; count what fits in 24 hours.
    let minutes = 0;
    let guesses = 0;
    for (let lock = 1; minutes < 24 * 60; lock++) {
      guesses += PIN_LOCKOUT_THRESHOLD;
      minutes += pinLockMinutes(lock);
    }
    expect(guesses).toBeLessThanOrEqual(50);
  });

  it('tells the student the tries left and how long a lock lasts', () => {
    expect(studentAttemptsLeftMessage(4)).toBe(
      'Invalid username or PIN. 4 tries left before this account is locked.',
    );
    expect(studentAttemptsLeftMessage(1)).toContain('1 try left');
    expect(lockDurationText(3600)).toBe('1 hour');
    expect(lockDurationText(2 * 3600 + 1)).toBe('2 hours 1 minute');
    expect(lockDurationText(20)).toBe('1 minute');
    expect(childLockedMessage(7200)).toBe(
      'Too many wrong PINs. This account is locked for 2 hours. Ask your parent to unlock it, or try again later.',
    );
  });
});
