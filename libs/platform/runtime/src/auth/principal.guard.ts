import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ACCOUNT_MESSAGES, unsafeTextMessage } from '@abhyas/contracts';
import { RequestValidationException } from '../http/request-validation.exception';
import { ServiceException } from '../http/service.exception';
import {
  ACCESS_RULE,
  assertAccountHolder,
  type AccessRule,
  type AccountSource,
} from './access-rule';
import type { ChildOwnership } from './child-ownership';
import { PRINCIPAL_PROPERTY, type RequestWithPrincipal } from './current-principal.decorator';
import { AUTH_STATE_HEADER, readPrincipal, type Principal } from './principal';

export enum AuthErrorCode {
  SignInRequired = 'SIGN_IN_REQUIRED',
  SessionExpired = 'SESSION_EXPIRED',
  Forbidden = 'FORBIDDEN',
  ChildNotFound = 'CHILD_NOT_FOUND',
}

type GuardedRequest = RequestWithPrincipal & {
  headers: Record<string, string | string[] | undefined>;
  params?: Record<string, string | undefined>;
  query?: Record<string, unknown>;
  body?: unknown;
};

const forbidden = () =>
  new ServiceException(AuthErrorCode.Forbidden, 403, ACCOUNT_MESSAGES.forbidden);

const childNotFound = () =>
  new ServiceException(AuthErrorCode.ChildNotFound, 404, ACCOUNT_MESSAGES.childNotFound);

/** The id a request names, or undefined when the request does not name one. */
const idNamedBy = (request: GuardedRequest, source: AccountSource): unknown => {
  if ('param' in source) {
    return request.params?.[source.param];
  }
  if ('query' in source) {
    return request.query?.[source.query];
  }
  const body = request.body;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[source.body]
    : undefined;
};

/** An absent body field is the body's validation to refuse (400), not a stranger's 403. */
const leftToValidation = (id: unknown, source: AccountSource): boolean =>
  id === undefined && 'body' in source;

const asId = (id: unknown): string => (typeof id === 'string' ? id : '');

/**
 * Path parameters are ids, which no schema checks before a rule looks them up: one carrying a
 * control character (`%00`) would reach the database and fail there, so it is a 400 here first.
 */
const refuseUnsafeParams = (params: GuardedRequest['params']): void => {
  for (const [name, value] of Object.entries(params ?? {})) {
    const message = typeof value === 'string' ? unsafeTextMessage(value, name) : undefined;
    if (message) {
      throw new RequestValidationException([{ path: name, message }]);
    }
  }
};

/**
 * Installed globally on every Nest app. Refuses unsafe path parameters, reads the gateway's
 * signed principal (if any) onto the request, then enforces the route's `RequireAccess` rule.
 * A route with no rule is refused: secure by default (and the route-table test fails on it).
 */
export class PrincipalGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly key: string | undefined,
    private readonly children?: ChildOwnership,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') {
      return true;
    }
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    refuseUnsafeParams(request.params);
    const principal = this.key ? readPrincipal(request.headers, this.key) : undefined;
    if (principal) {
      request[PRINCIPAL_PROPERTY] = principal;
    }
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rule?.kind === 'public') {
      return true;
    }
    const caller = this.signedIn(request, principal);
    switch (rule?.kind) {
      case 'internal':
        if (caller.role !== 'internal') {
          throw forbidden();
        }
        return true;
      case 'signed-in':
        if (caller.role === 'internal' || !rule.roles.includes(caller.role)) {
          throw forbidden();
        }
        return true;
      case 'account-holder': {
        const account = idNamedBy(request, rule.of);
        if (caller.role === 'parent' && leftToValidation(account, rule.of)) {
          return true;
        }
        assertAccountHolder(caller, asId(account), rule.denial);
        return true;
      }
      case 'parent-of-child': {
        const parentId = idNamedBy(request, rule.parent);
        const childId = idNamedBy(request, rule.child);
        if (caller.role === 'parent' && leftToValidation(parentId, rule.parent)) {
          return true;
        }
        assertAccountHolder(caller, asId(parentId));
        if (leftToValidation(childId, rule.child)) {
          return true;
        }
        if (!(await this.isChildOf(childId, caller.userId))) {
          throw childNotFound();
        }
        return true;
      }
      case 'child-self': {
        const childId = idNamedBy(request, rule.child);
        const mayCall = caller.role === 'student' || (rule.orParent && caller.role === 'parent');
        if (mayCall && leftToValidation(childId, rule.child)) {
          return true;
        }
        if (caller.role === 'student' && caller.userId === childId) {
          return true;
        }
        if (
          rule.orParent &&
          caller.role === 'parent' &&
          (await this.isChildOf(childId, caller.userId))
        ) {
          return true;
        }
        throw forbidden();
      }
      case 'family-by-name': {
        const parentId = asId(idNamedBy(request, rule.parent));
        if (rule.orParent && caller.role === 'parent' && caller.userId === parentId) {
          return true;
        }
        if (caller.role !== 'student' || caller.parentId !== parentId) {
          throw forbidden();
        }
        const childId = await this.childNamed(parentId, idNamedBy(request, rule.name));
        if (childId !== caller.userId) {
          throw forbidden();
        }
        return true;
      }
      case undefined:
        throw forbidden();
      default: {
        const unknownRule: never = rule;
        throw new Error(`unknown access rule ${JSON.stringify(unknownRule)}`);
      }
    }
  }

  private async isChildOf(childId: unknown, parentId: string): Promise<boolean> {
    if (!this.children) {
      // createNestApp refuses to start an app that declares a child rule without the lookup.
      throw new Error('a child access rule needs the service to provide CHILD_OWNERSHIP');
    }
    return typeof childId === 'string' && (await this.children.isChildOf(childId, parentId));
  }

  private async childNamed(parentId: string, name: unknown): Promise<string | undefined> {
    if (!this.children?.childNamed) {
      throw new Error('a family-by-name rule needs CHILD_OWNERSHIP with childNamed');
    }
    return typeof name === 'string' ? this.children.childNamed(parentId, name) : undefined;
  }

  private signedIn(request: GuardedRequest, principal: Principal | undefined): Principal {
    if (principal) {
      return principal;
    }
    const expired = request.headers[AUTH_STATE_HEADER] === 'expired';
    throw new ServiceException(
      expired ? AuthErrorCode.SessionExpired : AuthErrorCode.SignInRequired,
      401,
      expired ? ACCOUNT_MESSAGES.sessionExpired : ACCOUNT_MESSAGES.signInRequired,
    );
  }
}
