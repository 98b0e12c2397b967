import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { ServiceException } from '@abhyas/runtime';
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
  SessionExpired = 'SESSION_EXPIRED',
  Forbidden = 'FORBIDDEN',
  ChildNameTaken = 'CHILD_NAME_TAKEN',
  ChildNotFound = 'CHILD_NOT_FOUND',
  CurrentPasswordWrong = 'CURRENT_PASSWORD_WRONG',
  Conflict = 'CONFLICT',
}

/** Identity's one exception class; each factory fixes the status and the spec's wording once. */
export class IdentityException extends ServiceException<IdentityErrorCode> {}

const sign = (code: IdentityErrorCode, status: number, message: string) =>
  new IdentityException(code, status, message, { error: message });

export const identityErrors = {
  emailTaken: () =>
    new IdentityException(IdentityErrorCode.EmailTaken, 409, M.emailTaken, { field: 'email' }),
  mobileTaken: () =>
    new IdentityException(IdentityErrorCode.MobileTaken, 409, M.mobileTaken, { field: 'mobile' }),
  invalidCredentials: () => sign(IdentityErrorCode.InvalidCredentials, 401, M.invalidCredentials),
  invalidStudentCredentials: () =>
    sign(IdentityErrorCode.InvalidStudentCredentials, 401, M.invalidStudentCredentials),
  childLocked: (retryAfterSeconds: number) =>
    new IdentityException(IdentityErrorCode.ChildLocked, 423, M.childLocked, {
      error: M.childLocked,
      retryAfterSeconds,
    }),
  tooManyAttempts: () => sign(IdentityErrorCode.TooManyAttempts, 429, M.tooManyAttempts),
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
};

/** Domain rule violations and lost races, said the way the spec says them. */
export const toIdentityException = (error: unknown): unknown => {
  if (error instanceof IdentityRuleViolation) {
    switch (error.rule) {
      case IdentityRule.EmailTaken:
        return identityErrors.emailTaken();
      case IdentityRule.MobileTaken:
        return identityErrors.mobileTaken();
      case IdentityRule.ChildNameTaken:
        return identityErrors.childNameTaken();
      case IdentityRule.ChildNotFound:
      case IdentityRule.AccountNotFound:
        return identityErrors.childNotFound();
      case IdentityRule.ChildLocked:
        return identityErrors.childLocked(0);
      case IdentityRule.SessionEnded:
        return identityErrors.sessionExpired();
      case IdentityRule.UsernameTaken:
      case IdentityRule.AlreadyRegistered:
        return new IdentityException(IdentityErrorCode.Conflict, 409, M.registrationFailed);
      default: {
        const unhandled: never = error.rule;
        return new Error(`unmapped rule ${String(unhandled)}`);
      }
    }
  }
  if (error instanceof ReservationTakenError || error instanceof StreamVersionConflictError) {
    return new IdentityException(IdentityErrorCode.Conflict, 409, M.registrationFailed);
  }
  return error;
};

/** Runs work, translating domain errors to HTTP ones. */
export const withIdentityErrors = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw toIdentityException(error);
  }
};
