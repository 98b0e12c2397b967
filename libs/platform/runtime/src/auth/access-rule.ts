import { SetMetadata } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@abhyas/contracts';
import { ServiceException } from '../http/service.exception';
import type { Principal, Role } from './principal';

export const ACCESS_RULE = 'abhyas:access-rule';

/** Where a rule finds the id a request acts on: a route parameter, a body or a query field. */
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
  | { kind: 'account-holder'; of: AccountSource; denial: Denial }
  | { kind: 'parent-of-child'; parent: AccountSource; child: AccountSource }
  | { kind: 'child-self'; child: AccountSource; orParent: boolean }
  | { kind: 'family-by-name'; parent: AccountSource; name: AccountSource; orParent: boolean };

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
  /**
   * The parent the request names, acting on a child the request also names: anyone else gets
   * 403 as for `accountHolder`; then the service's `ChildOwnership` confirms the child is that
   * parent's, and a child that is not is answered 404 (its existence is not disclosed).
   */
  parentOfChild: (ids: { parent: AccountSource; child: AccountSource }): AccessRule => ({
    kind: 'parent-of-child',
    ...ids,
  }),
  /**
   * The student the request names, themself; with `orParent`, also the parent whose child they
   * are (confirmed by the service's `ChildOwnership`). Anyone else gets 403.
   */
  childSelf: (child: AccountSource, options: { orParent?: boolean } = {}): AccessRule => ({
    kind: 'child-self',
    child,
    orParent: options.orParent ?? false,
  }),
  /**
   * The spec's routes that name a child by their parent and their name (`{parentId}/{studentName}`):
   * the student of that name in that family, themself; with `orParent`, also that parent. Anyone
   * else gets 403. The name is resolved by the service's `ChildOwnership.childNamed`.
   */
  familyByName: (
    ids: { parent: AccountSource; name: AccountSource },
    options: { orParent?: boolean } = {},
  ): AccessRule => ({ kind: 'family-by-name', ...ids, orParent: options.orParent ?? false }),
};

/** Declares a route's (or every route of a controller's) access rule. */
export const RequireAccess = (rule: AccessRule): ClassDecorator & MethodDecorator =>
  SetMetadata(ACCESS_RULE, rule);

/** Whether a rule needs the service's `ChildOwnership` to decide. */
export const needsChildOwnership = (rule: AccessRule | undefined): boolean =>
  rule?.kind === 'parent-of-child' ||
  rule?.kind === 'family-by-name' ||
  (rule?.kind === 'child-self' && rule.orParent);

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
