import {
  ACCOUNT_MESSAGES as M,
  childLockedMessage,
  studentAttemptsLeftMessage,
} from '@abhyas/contracts';
import { ruleAnswers, ServiceException } from '@abhyas/runtime';
import { StreamVersionConflictError } from '@abhyas/event-store';
import { IdentityRule, IdentityRuleViolation } from '../domain/identity.errors';
import { ReservationTakenError } from '../domain/reservation.decider';

export enum IdentityErrorCode {
  EmailTaken = 'EMAIL_TAKEN',
  MobileTaken = 'MOBILE_TAKEN',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  InvalidStudentCredentials = 'INVALID_STUDENT_CREDENTIALS',
  ChildLocked = 'CHILD_LOCKED',
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
  TooManySignUps = 'TOO_MANY_SIGN_UPS',
  TooManyChecks = 'TOO_MANY_CHECKS',
  SessionExpired = 'SESSION_EXPIRED',
  Forbidden = 'FORBIDDEN',
  ChildNameTaken = 'CHILD_NAME_TAKEN',
  ChildNotFound = 'CHILD_NOT_FOUND',
  CurrentPasswordWrong = 'CURRENT_PASSWORD_WRONG',
  Conflict = 'CONFLICT',
  TooManyResetRequests = 'TOO_MANY_RESET_REQUESTS',
  ResetLinkInvalid = 'RESET_LINK_INVALID',
  ResetLinkExpired = 'RESET_LINK_EXPIRED',
  OutboxOff = 'OUTBOX_OFF',
}

/** Identity's one exception class; each factory fixes the status and the spec's wording once. */
export class IdentityException extends ServiceException<IdentityErrorCode> {}

const sign = (code: IdentityErrorCode, status: number, message: string) =>
  new IdentityException(code, status, message, { error: message });

/** A 429 that says when to come back, in the body and (through the filter) in Retry-After. */
const limited = (code: IdentityErrorCode, message: string, retryAfterSeconds: number) =>
  new IdentityException(code, 429, message, {
    error: message,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });

export const identityErrors = {
  emailTaken: () =>
    new IdentityException(IdentityErrorCode.EmailTaken, 409, M.emailTaken, { field: 'email' }),
  mobileTaken: () =>
    new IdentityException(IdentityErrorCode.MobileTaken, 409, M.mobileTaken, { field: 'mobile' }),
  invalidCredentials: () => sign(IdentityErrorCode.InvalidCredentials, 401, M.invalidCredentials),
  /** A wrong PIN or an unknown username (answered alike), with the tries left before a lock. */
  invalidStudentCredentials: (attemptsLeft?: number) => {
    if (attemptsLeft === undefined) {
      return sign(IdentityErrorCode.InvalidStudentCredentials, 401, M.invalidStudentCredentials);
    }
    const message = studentAttemptsLeftMessage(attemptsLeft);
    return new IdentityException(IdentityErrorCode.InvalidStudentCredentials, 401, message, {
      error: message,
      attemptsLeft,
    });
  },
  childLocked: (retryAfterSeconds: number) => {
    const seconds = Math.max(0, Math.ceil(retryAfterSeconds));
    const message = seconds > 0 ? childLockedMessage(seconds) : M.childLocked;
    return new IdentityException(IdentityErrorCode.ChildLocked, 423, message, {
      error: message,
      retryAfterSeconds: seconds,
    });
  },
  tooManyAttempts: (retryAfterSeconds: number) =>
    limited(IdentityErrorCode.TooManyAttempts, M.tooManyAttempts, retryAfterSeconds),
  tooManySignUps: (retryAfterSeconds: number) =>
    limited(IdentityErrorCode.TooManySignUps, M.tooManySignUps, retryAfterSeconds),
  tooManyChecks: (retryAfterSeconds: number) =>
    limited(IdentityErrorCode.TooManyChecks, M.tooManyChecks, retryAfterSeconds),
  sessionExpired: () =>
    new IdentityException(IdentityErrorCode.SessionExpired, 401, M.sessionExpired),
  forbidden: () => new IdentityException(IdentityErrorCode.Forbidden, 403, M.forbidden),
  childNameTaken: () =>
    new IdentityException(IdentityErrorCode.ChildNameTaken, 409, M.childNameTaken, {
      field: 'name',
    }),
  childNotFound: () => new IdentityException(IdentityErrorCode.ChildNotFound, 404, M.childNotFound),
  currentPasswordWrong: () =>
    new IdentityException(IdentityErrorCode.CurrentPasswordWrong, 400, M.currentPasswordWrong),
  tooManyResetRequests: (retryAfterSeconds: number) =>
    limited(IdentityErrorCode.TooManyResetRequests, M.tooManyResetRequests, retryAfterSeconds),
  resetLinkInvalid: () =>
    new IdentityException(IdentityErrorCode.ResetLinkInvalid, 400, M.resetLinkInvalid),
  resetLinkExpired: () =>
    new IdentityException(IdentityErrorCode.ResetLinkExpired, 400, M.resetLinkExpired),
  /** The local outbox is off: mail goes out by SMTP, or this is production. */
  outboxOff: () =>
    new IdentityException(
      IdentityErrorCode.OutboxOff,
      404,
      'The local outbox is off: mail is sent by SMTP, or this is a production install.',
    ),
  /** A username, email or reservation taken by a concurrent registration. */
  registrationFailed: () =>
    new IdentityException(IdentityErrorCode.Conflict, 409, M.registrationFailed),
};

/** Domain rule violations and lost races, said the way the spec says them. */
const answers = ruleAnswers(
  IdentityRuleViolation,
  {
    [IdentityRule.EmailTaken]: identityErrors.emailTaken,
    [IdentityRule.MobileTaken]: identityErrors.mobileTaken,
    [IdentityRule.ChildNameTaken]: identityErrors.childNameTaken,
    [IdentityRule.ChildNotFound]: identityErrors.childNotFound,
    [IdentityRule.AccountNotFound]: identityErrors.childNotFound,
    [IdentityRule.ChildLocked]: () => identityErrors.childLocked(0),
    [IdentityRule.PinChanged]: () => identityErrors.invalidStudentCredentials(),
    [IdentityRule.SessionEnded]: identityErrors.sessionExpired,
    [IdentityRule.UsernameTaken]: identityErrors.registrationFailed,
    [IdentityRule.AlreadyRegistered]: identityErrors.registrationFailed,
    [IdentityRule.ResetTokenInvalid]: identityErrors.resetLinkInvalid,
    [IdentityRule.ResetTokenExpired]: identityErrors.resetLinkExpired,
  },
  (error) =>
    error instanceof ReservationTakenError || error instanceof StreamVersionConflictError
      ? identityErrors.registrationFailed()
      : undefined,
);

export const toIdentityException = answers.translate;

/** Runs work, translating domain errors to HTTP ones. */
export const withIdentityErrors = answers.guard;
