import { PIN_LOCKOUT_THRESHOLD, pinLockMinutes } from '@abhyas/contracts';
import type { WindowCounters } from '@abhyas/runtime';
import { identityErrors } from './identity.exception';

/** How long the tries at one unknown username are remembered. */
const REMEMBER_MS = 7 * 24 * 60 * 60_000;

/**
 * A username nobody has is answered as a real child's wrong PIN would be: the same tries left,
 * a lock at the same count, for as long, with the same Retry-After. So neither the error, the
 * count nor a lock tells whether a username exists. Its state lives in the limit counters (a
 * week), not in the event log: attackers choose these names.
 */
export class UnknownUsernameLocks {
  constructor(private readonly counters: WindowCounters) {}

  async refuse(username: string): Promise<never> {
    const lock = await this.counters.peek(`unknown-lock:${username}`);
    if (lock.count > 0) {
      throw identityErrors.childLocked(lock.resetMs / 1000);
    }
    const tries = await this.counters.hit(`unknown-tries:${username}`, REMEMBER_MS);
    const sinceLock = tries.count % PIN_LOCKOUT_THRESHOLD;
    if (sinceLock > 0) {
      throw identityErrors.invalidStudentCredentials(PIN_LOCKOUT_THRESHOLD - sinceLock);
    }
    const lockMs = pinLockMinutes(tries.count / PIN_LOCKOUT_THRESHOLD) * 60_000;
    await this.counters.hit(`unknown-lock:${username}`, lockMs);
    throw identityErrors.childLocked(lockMs / 1000);
  }
}
