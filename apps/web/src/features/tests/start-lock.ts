import { TEST_RULES } from '@abhyas/contracts';

/**
 * Spec §4: a Start click is ignored while another start is in progress; the lock is released
 * `startLockMs` after it was taken. `lockedUntil` is a clock reading (ms), 0 when free.
 */
export function tryStart(
  lockedUntil: number,
  now: number,
  lockMs: number = TEST_RULES.startLockMs,
): { started: boolean; lockedUntil: number } {
  if (now < lockedUntil) {
    return { started: false, lockedUntil };
  }
  return { started: true, lockedUntil: now + lockMs };
}
