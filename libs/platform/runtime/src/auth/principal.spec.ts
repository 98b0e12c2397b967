import { signJwt, verifyJwt } from './hs256-jwt';
import { internalAuthKey, principalHeaders, readPrincipal, PRINCIPAL_HEADER } from './principal';

describe('principal headers', () => {
  const key = 'k'.repeat(32);
  const principal = { userId: 'c1', role: 'student' as const, sid: 's1', parentId: 'p1' };

  it('round-trip when signed with the same key and fresh', () => {
    expect(readPrincipal(principalHeaders(principal, key), key)).toEqual(principal);
  });

  it('refuse another key, a tampered payload and a stale header', () => {
    const headers = principalHeaders(principal, key);
    expect(readPrincipal(headers, 'other')).toBeUndefined();
    const forged = Buffer.from(JSON.stringify({ ...principal, role: 'parent', at: Date.now() }));
    expect(
      readPrincipal({ ...headers, [PRINCIPAL_HEADER]: forged.toString('base64url') }, key),
    ).toBeUndefined();
    expect(readPrincipal(principalHeaders(principal, key, Date.now() - 120_000), key)).toBe(
      undefined,
    );
  });

  it('derive the internal key from JWT_SECRET when no own secret is set', () => {
    expect(internalAuthKey({})).toBeUndefined();
    expect(internalAuthKey({ INTERNAL_AUTH_SECRET: 'x' })).toBe('x');
    expect(internalAuthKey({ JWT_SECRET: 'j' })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('HS256 JWT', () => {
  const now = 1_800_000_000;
  const claims = { sub: 'u1', role: 'parent', iat: now, exp: now + 900 };

  it('verifies its own tokens until they expire', () => {
    const token = signJwt(claims, 'secret');
    expect(verifyJwt(token, 'secret', now + 10)).toEqual(claims);
    expect(verifyJwt(token, 'secret', now + 900)).toBeUndefined();
    expect(verifyJwt(token, 'wrong', now)).toBeUndefined();
  });

  it('refuses alg none and garbage', () => {
    const [, body] = signJwt(claims, 'secret').split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(verifyJwt(`${none}.${body}.`, 'secret', now)).toBeUndefined();
    expect(verifyJwt('a.b.c', 'secret', now)).toBeUndefined();
    expect(verifyJwt('nonsense', 'secret', now)).toBeUndefined();
  });
});
