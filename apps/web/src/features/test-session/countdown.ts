import { TEST_RULES } from '@abhyas/contracts';

/**
 * How far the server's clock is ahead of the browser's (ms), from a response that carried
 * `serverNow`: the server read its clock about halfway between sending and receiving.
 */
export const clockOffsetMs = (serverNow: string, sentAt: number, receivedAt: number): number => {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - (sentAt + receivedAt) / 2;
};

/** Whole seconds left until the deadline by the server's clock (never below 0). */
export const remainingSeconds = (
  deadline: string,
  browserNow: number,
  offsetMs: number,
): number => {
  const left = Date.parse(deadline) - (browserNow + offsetMs);
  return Number.isNaN(left) ? 0 : Math.max(0, Math.ceil(left / 1000));
};

/** `mm:ss`, or `h:mm:ss` from an hour up. */
export const formatClock = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
};

/** Spec §9: the timer turns red under 300 seconds. */
export const isTimerUrgent = (seconds: number): boolean =>
  seconds < TEST_RULES.timerRedBelowSeconds;

/**
 * What a screen reader hears: it changes only at minute boundaries (and for the last minute),
 * so a live region is not read out every second.
 */
export const timeLeftAnnouncement = (seconds: number): string => {
  if (seconds <= 0) {
    return 'Time is up.';
  }
  if (seconds < 60) {
    return 'Less than a minute left.';
  }
  const minutes = Math.floor(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left.`;
};
