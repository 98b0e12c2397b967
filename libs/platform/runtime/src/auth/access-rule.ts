import { SetMetadata } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@abhyas/contracts';
import { ServiceException } from '../http/service.exception';
import type { Principal, Role } from './principal';

export const ACCESS_RULE = 'abhyas:access-rule';

/** Where a rule finds the account a request acts on. */
export type AccountSource = { param: string } | { body: string } | { query: string };

/** What a refused caller is told: 403 with this message (and code). */
export interface Denial {
  message: string;
  code?: string;
}

/**
 * Who may call a route. Every route declares exactly one (a test walks the route table and fails
 * on any without), and the global guard enforces it before the handler runs.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'internal' }
  | { kind: 'signed-in'; roles: readonly Role[] }
  | { kind: 'account-holder'; of: AccountSource; denial: Denial };

const DEFAULT_DENIAL: Denial = { message: ACCOUNT_MESSAGES.forbidden, code: 'FORBIDDEN' };

export const access = {
  /** Anyone; a signed-in caller's principal is still read. */
  public: (): AccessRule => ({ kind: 'public' }),
  /** Only the gateway or another service (a signed `internal` principal). */
  internal: (): AccessRule => ({ kind: 'internal' }),
  /** Any signed-in caller with one of these roles (default: parent or student). */
  signedIn: (...roles: Role[]): AccessRule => ({
    kind: 'signed-in',
    roles: roles.length > 0 ? roles : ['parent', 'student'],
  }),
  /**
   * The parent whose account the request names (a route parameter, a body or a query field):
   * a student, another parent or an internal caller gets 403. A body field that is absent is
   * left to the body's validation (400), which must require it.
   */
  accountHolder: (of: AccountSource, denial: Denial = DEFAULT_DENIAL): AccessRule => ({
    kind: 'account-holder',
    of,
    denial: { code: DEFAULT_DENIAL.code, ...denial },
  }),
};

/** Declares a route's (or every route of a controller's) access rule. */
export const RequireAccess = (rule: AccessRule): ClassDecorator & MethodDecorator =>
  SetMetadata(ACCESS_RULE, rule);

/** The one ownership rule: a parent acting on their own account. */
export const isAccountHolder = (principal: Principal | undefined, accountId: string): boolean =>
  principal?.role === 'parent' && principal.userId === accountId;

/**
 * The same rule for what a handler has to look up first (the owner of a payment): 403 unless
 * the caller is that account's parent.
 */
export const assertAccountHolder = (
  principal: Principal | undefined,
  accountId: string,
  denial: Denial = DEFAULT_DENIAL,
): void => {
  if (!isAccountHolder(principal, accountId)) {
    throw new ServiceException(denial.code ?? 'FORBIDDEN', 403, denial.message);
  }
};
