import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCOUNT_MESSAGES } from '@abhyas/contracts';
import { ServiceException } from '../http/service.exception';
import { access, RequireAccess, type AccessRule } from './access-rule';
import { principalHeaders, type Principal } from './principal';
import { PrincipalGuard } from './principal.guard';

const KEY = 'guard-test-key';
const parent: Principal = { userId: 'p1', role: 'parent', sid: 's1' };
const student: Principal = { userId: 'c1', role: 'student', sid: 's2', parentId: 'p1' };
const internal: Principal = { userId: 'gateway', role: 'internal', sid: 'internal' };

/** Runs the guard for one route with `rule`, as `caller`, on a request with these parts. */
const check = (
  rule: AccessRule | undefined,
  caller: Principal | undefined,
  request: { params?: object; body?: unknown; query?: object } = {},
): number => outcome(rule, caller, request).status;

const outcome = (
  rule: AccessRule | undefined,
  caller: Principal | undefined,
  request: { params?: object; body?: unknown; query?: object } = {},
): { status: number; message?: string; code?: string } => {
  class Routes {
    handle() {
      return undefined;
    }
  }
  if (rule) {
    RequireAccess(rule)(Routes.prototype, 'handle', {
      value: Routes.prototype.handle,
    } as PropertyDescriptor);
  }
  const headers = caller ? principalHeaders(caller, KEY) : {};
  const context = {
    getType: () => 'http',
    getHandler: () => Routes.prototype.handle,
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ headers, ...request }) }),
  } as unknown as ExecutionContext;
  try {
    new PrincipalGuard(new Reflector(), KEY).canActivate(context);
    return { status: 200 };
  } catch (error) {
    if (error instanceof ServiceException) {
      return { status: error.status, message: error.message, code: error.code };
    }
    throw error;
  }
};

describe('PrincipalGuard enforcing RequireAccess', () => {
  it('refuses a route that declares no rule, whoever calls', () => {
    expect(check(undefined, parent)).toBe(403);
    expect(check(undefined, undefined)).toBe(401);
  });

  it('lets anyone through a public route', () => {
    expect(check(access.public(), undefined)).toBe(200);
    expect(check(access.public(), student)).toBe(200);
  });

  it('keeps internal routes to internal callers', () => {
    expect(check(access.internal(), internal)).toBe(200);
    expect(check(access.internal(), parent)).toBe(403);
    expect(check(access.internal(), undefined)).toBe(401);
  });

  it('lets signed-in callers of the named roles through', () => {
    expect(check(access.signedIn(), student)).toBe(200);
    expect(check(access.signedIn('parent'), parent)).toBe(200);
    expect(check(access.signedIn('parent'), student)).toBe(403);
    expect(check(access.signedIn(), internal)).toBe(403);
    expect(check(access.signedIn(), undefined)).toBe(401);
  });

  it('lets only the parent the route names act on an account (param, body and query)', () => {
    const byParam = access.accountHolder({ param: 'userId' });
    expect(check(byParam, parent, { params: { userId: 'p1' } })).toBe(200);
    expect(check(byParam, parent, { params: { userId: 'p2' } })).toBe(403);
    expect(check(byParam, student, { params: { userId: 'p1' } })).toBe(403);
    expect(check(byParam, internal, { params: { userId: 'p1' } })).toBe(403);
    expect(check(byParam, undefined, { params: { userId: 'p1' } })).toBe(401);
    const byBody = access.accountHolder({ body: 'parentId' });
    expect(check(byBody, parent, { body: { parentId: 'p1' } })).toBe(200);
    expect(check(byBody, parent, { body: { parentId: 'p2' } })).toBe(403);
    expect(check(byBody, parent, { body: { parentId: ['p1'] } })).toBe(403);
    expect(check(byBody, student, { body: { parentId: 'p1' } })).toBe(403);
    // Absent: the body's validation answers 400; never a way in for anyone else.
    expect(check(byBody, parent, { body: {} })).toBe(200);
    expect(check(byBody, student, { body: {} })).toBe(403);
    const byQuery = access.accountHolder({ query: 'parentId' });
    expect(check(byQuery, parent, { query: { parentId: 'p1' } })).toBe(200);
    expect(check(byQuery, parent, { query: {} })).toBe(403);
  });

  it('answers a refusal with the rule’s own message, or the platform’s', () => {
    const own = access.accountHolder({ param: 'userId' }, { message: 'Only yours', code: 'MINE' });
    expect(outcome(own, student, { params: { userId: 'p1' } })).toEqual({
      status: 403,
      message: 'Only yours',
      code: 'MINE',
    });
    expect(outcome(access.accountHolder({ param: 'userId' }), parent, { params: {} })).toEqual({
      status: 403,
      message: ACCOUNT_MESSAGES.forbidden,
      code: 'FORBIDDEN',
    });
  });
});
