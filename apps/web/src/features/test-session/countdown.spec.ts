import {
  clockOffsetMs,
  formatClock,
  isTimerUrgent,
  remainingSeconds,
  timeLeftAnnouncement,
} from './countdown';

describe('countdown', () => {
  const serverNow = '2026-11-25T10:00:00.000Z';
  const server = Date.parse(serverNow);

  it('measures the server clock against the browser’s, halfway through the request', () => {
    // The browser is 5 s behind; the request took 400 ms.
    expect(clockOffsetMs(serverNow, server - 5_200, server - 4_800)).toBe(5_000);
    expect(clockOffsetMs('nonsense', 1, 2)).toBe(0);
  });

  it('counts down to the deadline by the server’s clock', () => {
    const deadline = '2026-11-25T10:45:00.000Z';
    expect(remainingSeconds(deadline, server, 0)).toBe(45 * 60);
    // A browser clock 5 s behind would show 5 s too many without the offset.
    expect(remainingSeconds(deadline, server - 5_000, 5_000)).toBe(45 * 60);
    expect(remainingSeconds(deadline, server + 45 * 60 * 1000 - 1_500, 0)).toBe(2);
    expect(remainingSeconds(deadline, server + 50 * 60 * 1000, 0)).toBe(0);
  });

  it('shows minutes and seconds, with hours when there are any', () => {
    expect(formatClock(45 * 60)).toBe('45:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3 * 3600 + 61)).toBe('3:01:01');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('turns red under 300 seconds', () => {
    expect(isTimerUrgent(300)).toBe(false);
    expect(isTimerUrgent(299)).toBe(true);
  });

  it('announces only whole minutes, then the last minute and the end', () => {
    expect(timeLeftAnnouncement(600)).toBe('10 minutes left.');
    expect(timeLeftAnnouncement(659)).toBe('10 minutes left.');
    expect(timeLeftAnnouncement(119)).toBe('1 minute left.');
    expect(timeLeftAnnouncement(59)).toBe('Less than a minute left.');
    expect(timeLeftAnnouncement(0)).toBe('Time is up.');
  });
});
