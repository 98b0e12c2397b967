import type { WindowCounters } from '@abhyas/runtime';
import { identityErrors } from './identity.exception';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Fixed budgets (the student sign-in budget is a setting: a school is one address). */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE,
  loginPerAddress: 30,
  failedLoginsPerAccount: 10,
} as const;

/** Reset links: few per mailbox (each is a mail to someone), a few more per address. */
export const PASSWORD_RESET_LIMITS = {
  windowMs: HOUR,
  requestsPerAddress: 20,
  requestsPerEmail: 5,
  /** Tries of a link per address: 32 random bytes are not guessed, but nobody needs more. */
  resetsPerAddress: 30,
} as const;

/** The budgets an operator may change (`identity.config.ts`). */
export interface AddressLimitSettings {
  signUpsPerHour: number;
  availabilityChecksPerHour: number;
  studentPinFailuresPerHour: number;
  /**
   * Student sign-ins per address per 15 minutes, counted loosely: a school lab signs in from one
   * address on exam morning. What limits guessing across children is the failure budget.
   */
  studentSignInsPer15Minutes: number;
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

/**
 * Every per-address and per-account budget of identity, on the platform's fixed-window
 * counters. Each refusal is a 429 saying when its window ends (Retry-After). The address is
 * the client's as the gateway saw it.
 */
export class AddressLimits {
  constructor(
    private readonly counters: WindowCounters,
    private readonly settings: AddressLimitSettings,
  ) {}

  /** Before a parent's sign-in: the address's attempts, then the account's failures. */
  async parentSignIn(address: string, email: string): Promise<void> {
    const attempts = await this.counters.hit(`login:${address}`, SIGN_IN_LIMITS.windowMs);
    if (attempts.count > SIGN_IN_LIMITS.loginPerAddress) {
      throw identityErrors.tooManyAttempts(seconds(attempts.resetMs));
    }
    // Keyed by the email as typed, known or not: the refusal tells nothing of the account.
    const failures = await this.counters.peek(`login-failed:${email}`);
    if (failures.count >= SIGN_IN_LIMITS.failedLoginsPerAccount) {
      throw identityErrors.tooManyAttempts(seconds(failures.resetMs));
    }
  }

  async parentSignInFailed(email: string): Promise<void> {
    await this.counters.hit(`login-failed:${email}`, SIGN_IN_LIMITS.windowMs);
  }

  async parentSignedIn(email: string): Promise<void> {
    await this.counters.clear(`login-failed:${email}`);
  }

  /** Before a student's sign-in: the address's attempts, then its wrong PINs over all children. */
  async studentSignIn(address: string): Promise<void> {
    const attempts = await this.counters.hit(`student-login:${address}`, SIGN_IN_LIMITS.windowMs);
    if (attempts.count > this.settings.studentSignInsPer15Minutes) {
      throw identityErrors.tooManyAttempts(seconds(attempts.resetMs));
    }
    const failures = await this.counters.peek(`student-failed:${address}`);
    if (failures.count >= this.settings.studentPinFailuresPerHour) {
      throw identityErrors.tooManyAttempts(seconds(failures.resetMs));
    }
  }

  /** A wrong PIN, a locked child or an unknown username, whichever child it named. */
  async studentSignInFailed(address: string): Promise<void> {
    await this.counters.hit(`student-failed:${address}`, HOUR);
  }

  /** Counted before the work, so concurrent registrations cannot slip past the budget. */
  async signUp(address: string): Promise<void> {
    const signUps = await this.counters.hit(`sign-up:${address}`, HOUR);
    if (signUps.count > this.settings.signUpsPerHour) {
      throw identityErrors.tooManySignUps(seconds(signUps.resetMs));
    }
  }

  async availabilityCheck(address: string): Promise<void> {
    const checks = await this.counters.hit(`availability:${address}`, HOUR);
    if (checks.count > this.settings.availabilityChecksPerHour) {
      throw identityErrors.tooManyChecks(seconds(checks.resetMs));
    }
  }

  /**
   * Before a reset link is mailed: the address's requests, then the email's, keyed by the email
   * as typed, known or not, so a refusal tells nothing of the account.
   */
  async passwordResetRequest(address: string, email: string): Promise<void> {
    const fromAddress = await this.counters.hit(
      `reset-request:${address}`,
      PASSWORD_RESET_LIMITS.windowMs,
    );
    if (fromAddress.count > PASSWORD_RESET_LIMITS.requestsPerAddress) {
      throw identityErrors.tooManyResetRequests(seconds(fromAddress.resetMs));
    }
    const forEmail = await this.counters.hit(
      `reset-request-email:${email}`,
      PASSWORD_RESET_LIMITS.windowMs,
    );
    if (forEmail.count > PASSWORD_RESET_LIMITS.requestsPerEmail) {
      throw identityErrors.tooManyResetRequests(seconds(forEmail.resetMs));
    }
  }

  /** Before a reset link is checked. */
  async passwordReset(address: string): Promise<void> {
    const tries = await this.counters.hit(`reset:${address}`, PASSWORD_RESET_LIMITS.windowMs);
    if (tries.count > PASSWORD_RESET_LIMITS.resetsPerAddress) {
      throw identityErrors.tooManyResetRequests(seconds(tries.resetMs));
    }
  }
}
