import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCOUNT_MESSAGES } from '@abhyas/contracts';
import { ServiceException } from '../http/service.exception';
import { access, RequireAccess, type AccessRule } from './access-rule';
import type { ChildOwnership } from './child-ownership';
import { principalHeaders, type Principal } from './principal';
import { PrincipalGuard } from './principal.guard';

const KEY = 'guard-test-key';
const parent: Principal = { userId: 'p1', role: 'parent', sid: 's1' };
const otherParent: Principal = { userId: 'p2', role: 'parent', sid: 's3' };
const student: Principal = { userId: 'c1', role: 'student', sid: 's2', parentId: 'p1' };
const internal: Principal = { userId: 'gateway', role: 'internal', sid: 'internal' };

/** The service's read model: p1 has children c1 and c2; p2 has c3. */
const families: Record<string, string> = { c1: 'p1', c2: 'p1', c3: 'p2' };
const lookups: Array<[string, string]> = [];
/** …and names, unique within a family: c1 is Asha, c2 is Ravi. */
const names: Record<string, string> = { c1: 'asha', c2: 'ravi', c3: 'asha' };
const children: ChildOwnership = {
  isChildOf: (childId, parentId) => {
    lookups.push([childId, parentId]);
    return Promise.resolve(families[childId] === parentId);
  },
  childNamed: (parentId, name) =>
    Promise.resolve(
      Object.keys(families).find(
        (childId) => families[childId] === parentId && names[childId] === name.toLowerCase(),
      ),
    ),
};

type RequestParts = { params?: object; body?: unknown; query?: object; headers?: object };

/** Runs the guard for one route with `rule`, as `caller`, on a request with these parts. */
const outcome = async (
  rule: AccessRule | undefined,
  caller: Principal | undefined,
  request: RequestParts = {},
  ownership: ChildOwnership | null = children,
): Promise<{ status: number; message?: string; code?: string }> => {
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
  const headers = { ...(caller ? principalHeaders(caller, KEY) : {}), ...request.headers };
  const context = {
    getType: () => 'http',
    getHandler: () => Routes.prototype.handle,
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ ...request, headers }) }),
  } as unknown as ExecutionContext;
  try {
    await new PrincipalGuard(new Reflector(), KEY, ownership ?? undefined).canActivate(context);
    return { status: 200 };
  } catch (error) {
    if (error instanceof ServiceException) {
      return { status: error.status, message: error.message, code: error.code };
    }
    throw error;
  }
};

const check = async (...args: Parameters<typeof outcome>): Promise<number> =>
  (await outcome(...args)).status;

describe('PrincipalGuard enforcing RequireAccess', () => {
  beforeEach(() => {
    lookups.length = 0;
  });

  it('refuses a route that declares no rule, whoever calls', async () => {
    expect(await check(undefined, parent)).toBe(403);
    expect(await check(undefined, internal)).toBe(403);
    expect(await check(undefined, undefined)).toBe(401);
  });

  it('tells an anonymous caller to sign in, and one whose token lapsed that the session expired', async () => {
    expect(await outcome(access.signedIn(), undefined)).toEqual({
      status: 401,
      message: ACCOUNT_MESSAGES.signInRequired,
      code: 'SIGN_IN_REQUIRED',
    });
    expect(
      await outcome(access.signedIn(), undefined, {
        headers: { 'x-abhyas-auth-state': 'expired' },
      }),
    ).toEqual({ status: 401, message: ACCOUNT_MESSAGES.sessionExpired, code: 'SESSION_EXPIRED' });
  });

  it('lets anyone through a public route', async () => {
    expect(await check(access.public(), undefined)).toBe(200);
    expect(await check(access.public(), student)).toBe(200);
  });

  it('keeps internal routes to internal callers', async () => {
    expect(await check(access.internal(), internal)).toBe(200);
    expect(await check(access.internal(), parent)).toBe(403);
    expect(await check(access.internal(), student)).toBe(403);
    expect(await check(access.internal(), undefined)).toBe(401);
  });

  it('lets signed-in callers of the named roles through', async () => {
    expect(await check(access.signedIn(), student)).toBe(200);
    expect(await check(access.signedIn(), parent)).toBe(200);
    expect(await check(access.signedIn('parent'), parent)).toBe(200);
    expect(await check(access.signedIn('parent'), student)).toBe(403);
    expect(await check(access.signedIn(), internal)).toBe(403);
    expect(await check(access.signedIn(), undefined)).toBe(401);
  });

  it('lets only the parent the route names act on an account (param, body and query)', async () => {
    const byParam = access.accountHolder({ param: 'userId' });
    expect(await check(byParam, parent, { params: { userId: 'p1' } })).toBe(200);
    expect(await check(byParam, parent, { params: { userId: 'p2' } })).toBe(403);
    expect(await check(byParam, student, { params: { userId: 'p1' } })).toBe(403);
    expect(await check(byParam, internal, { params: { userId: 'p1' } })).toBe(403);
    expect(await check(byParam, undefined, { params: { userId: 'p1' } })).toBe(401);
    const byBody = access.accountHolder({ body: 'parentId' });
    expect(await check(byBody, parent, { body: { parentId: 'p1' } })).toBe(200);
    expect(await check(byBody, parent, { body: { parentId: 'p2' } })).toBe(403);
    expect(await check(byBody, parent, { body: { parentId: ['p1'] } })).toBe(403);
    expect(await check(byBody, student, { body: { parentId: 'p1' } })).toBe(403);
    // Absent: the body's validation answers 400; never a way in for anyone else.
    expect(await check(byBody, parent, { body: {} })).toBe(200);
    expect(await check(byBody, parent, { body: 'not an object' })).toBe(200);
    expect(await check(byBody, student, { body: {} })).toBe(403);
    const byQuery = access.accountHolder({ query: 'parentId' });
    expect(await check(byQuery, parent, { query: { parentId: 'p1' } })).toBe(200);
    expect(await check(byQuery, parent, { query: {} })).toBe(403);
  });

  it('lets a parent act on their own child: 403 for anyone else, then 404 for a child not theirs', async () => {
    const theirChild = access.parentOfChild({
      parent: { param: 'parentId' },
      child: { param: 'childId' },
    });
    const route = (parentId: string, childId: string) => ({ params: { parentId, childId } });
    expect(await outcome(theirChild, parent, route('p1', 'c2'))).toEqual({ status: 200 });
    expect(lookups).toEqual([['c2', 'p1']]);
    expect(await outcome(theirChild, parent, route('p1', 'c3'))).toEqual({
      status: 404,
      message: ACCOUNT_MESSAGES.childNotFound,
      code: 'CHILD_NOT_FOUND',
    });
    expect(await check(theirChild, parent, route('p1', 'nobody'))).toBe(404);
    lookups.length = 0;
    // The parent is checked first: a foreign parentId is 403 and the read model is not asked.
    expect(await outcome(theirChild, otherParent, route('p1', 'c1'))).toEqual({
      status: 403,
      message: ACCOUNT_MESSAGES.forbidden,
      code: 'FORBIDDEN',
    });
    expect(await check(theirChild, student, route('p1', 'c1'))).toBe(403);
    expect(await check(theirChild, internal, route('p1', 'c1'))).toBe(403);
    expect(await check(theirChild, undefined, route('p1', 'c1'))).toBe(401);
    expect(lookups).toEqual([]);

    const inBody = access.parentOfChild({
      parent: { body: 'parentId' },
      child: { body: 'childId' },
    });
    expect(await check(inBody, parent, { body: { parentId: 'p1', childId: 'c1' } })).toBe(200);
    expect(await check(inBody, parent, { body: { parentId: 'p1', childId: 'c3' } })).toBe(404);
    expect(await check(inBody, parent, { body: { parentId: 'p1', childId: 7 } })).toBe(404);
    expect(await check(inBody, otherParent, { body: { parentId: 'p1', childId: 'c1' } })).toBe(403);
    // Absent fields are the body's validation to refuse (400).
    expect(await check(inBody, parent, { body: { parentId: 'p1' } })).toBe(200);
    expect(await check(inBody, parent, { body: {} })).toBe(200);
    expect(await check(inBody, student, { body: {} })).toBe(403);
  });

  it('refuses a path parameter with a control character before any rule looks it up', async () => {
    const theirChild = access.parentOfChild({
      parent: { param: 'parentId' },
      child: { param: 'childId' },
    });
    expect(
      await outcome(theirChild, parent, { params: { parentId: 'p1', childId: 'c1\u0000' } }),
    ).toEqual({
      status: 400,
      message: 'childId must not contain control characters',
      code: 'INVALID_REQUEST',
    });
    expect(await check(access.internal(), internal, { params: { sid: '\ud800' } })).toBe(400);
    expect(await check(access.public(), undefined, { params: { id: 'a\u001fb' } })).toBe(400);
    expect(lookups).toEqual([]);
    expect(await check(theirChild, parent, { params: { parentId: 'p1', childId: 'c1' } })).toBe(
      200,
    );
  });

  it('lets a student act as themself, and their parent only where the rule says so', async () => {
    const self = access.childSelf({ param: 'childId' });
    expect(await check(self, student, { params: { childId: 'c1' } })).toBe(200);
    expect(await check(self, student, { params: { childId: 'c2' } })).toBe(403);
    expect(await check(self, parent, { params: { childId: 'c1' } })).toBe(403);
    expect(await check(self, internal, { params: { childId: 'c1' } })).toBe(403);
    expect(await check(self, undefined, { params: { childId: 'c1' } })).toBe(401);
    expect(lookups).toEqual([]);

    const selfOrParent = access.childSelf({ body: 'childId' }, { orParent: true });
    expect(await check(selfOrParent, student, { body: { childId: 'c1' } })).toBe(200);
    expect(await check(selfOrParent, parent, { body: { childId: 'c1' } })).toBe(200);
    expect(await outcome(selfOrParent, otherParent, { body: { childId: 'c1' } })).toEqual({
      status: 403,
      message: ACCOUNT_MESSAGES.forbidden,
      code: 'FORBIDDEN',
    });
    expect(await check(selfOrParent, student, { body: { childId: 'c2' } })).toBe(403);
    expect(await check(selfOrParent, internal, { body: { childId: 'c1' } })).toBe(403);
    expect(await check(selfOrParent, parent, { body: {} })).toBe(200);
    expect(await check(selfOrParent, internal, { body: {} })).toBe(403);
  });

  it('lets the student of a name in a family act as themself, and their parent with orParent', async () => {
    const byName = access.familyByName({ parent: { param: 'parentId' }, name: { param: 'name' } });
    expect(await check(byName, student, { params: { parentId: 'p1', name: 'Asha' } })).toBe(200);
    expect(await check(byName, student, { params: { parentId: 'p1', name: 'Ravi' } })).toBe(403);
    expect(await check(byName, student, { params: { parentId: 'p2', name: 'Asha' } })).toBe(403);
    expect(await check(byName, parent, { params: { parentId: 'p1', name: 'Asha' } })).toBe(403);
    expect(await check(byName, internal, { params: { parentId: 'p1', name: 'Asha' } })).toBe(403);

    const orParent = access.familyByName(
      { parent: { param: 'parentId' }, name: { param: 'name' } },
      { orParent: true },
    );
    expect(await check(orParent, parent, { params: { parentId: 'p1', name: 'Asha' } })).toBe(200);
    expect(await check(orParent, otherParent, { params: { parentId: 'p1', name: 'Asha' } })).toBe(
      403,
    );
    expect(await check(orParent, student, { params: { parentId: 'p1', name: 'asha' } })).toBe(200);
  });

  it('cannot decide a child rule without the service’s lookup', async () => {
    const theirChild = access.parentOfChild({
      parent: { param: 'parentId' },
      child: { param: 'childId' },
    });
    await expect(
      outcome(theirChild, parent, { params: { parentId: 'p1', childId: 'c1' } }, null),
    ).rejects.toThrow('CHILD_OWNERSHIP');
  });

  it('answers a refusal with the rule’s own message, or the platform’s', async () => {
    const own = access.accountHolder({ param: 'userId' }, { message: 'Only yours', code: 'MINE' });
    expect(await outcome(own, student, { params: { userId: 'p1' } })).toEqual({
      status: 403,
      message: 'Only yours',
      code: 'MINE',
    });
    expect(
      await outcome(access.accountHolder({ param: 'userId' }), parent, { params: {} }),
    ).toEqual({
      status: 403,
      message: ACCOUNT_MESSAGES.forbidden,
      code: 'FORBIDDEN',
    });
  });
});
