import { RuleViolation } from '@abhyas/event-store/domain';

/** Rules the identity deciders enforce; the application maps each code to an HTTP answer once. */
export enum IdentityRule {
  EmailTaken = 'EMAIL_TAKEN',
  MobileTaken = 'MOBILE_TAKEN',
  UsernameTaken = 'USERNAME_TAKEN',
  AlreadyRegistered = 'ALREADY_REGISTERED',
  AccountNotFound = 'ACCOUNT_NOT_FOUND',
  ChildNameTaken = 'CHILD_NAME_TAKEN',
  ChildNotFound = 'CHILD_NOT_FOUND',
  ChildLocked = 'CHILD_LOCKED',
  /** The PIN a sign-in checked was replaced meanwhile (a parent's reset). */
  PinChanged = 'PIN_CHANGED',
  SessionEnded = 'SESSION_ENDED',
  /** A reset link nobody issued, already used, or ended by a newer password or email. */
  ResetTokenInvalid = 'RESET_TOKEN_INVALID',
  ResetTokenExpired = 'RESET_TOKEN_EXPIRED',
}

export class IdentityRuleViolation extends RuleViolation<IdentityRule> {}
