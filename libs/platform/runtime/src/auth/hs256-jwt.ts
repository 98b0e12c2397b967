import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JSON Web Tokens on node:crypto. jose v6 ships only as ES modules, which the
 * CommonJS test runner cannot load untransformed; HS256 alone is a few lines, and this refuses
 * every other `alg` (including `none`) and any token past its `exp`.
 */
export interface JwtClaims {
  sub: string;
  exp: number;
  iat: number;
  [claim: string]: unknown;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (secret: string, input: string): Buffer =>
  createHmac('sha256', secret).update(input).digest();

export const signJwt = (claims: JwtClaims, secret: string): string => {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${body}.${sign(secret, `${HEADER}.${body}`).toString('base64url')}`;
};

/** The claims of a valid, unexpired token signed with `secret`; undefined otherwise. */
export const verifyJwt = (
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtClaims | undefined => {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) {
    return undefined;
  }
  const [header, body, signature] = parts as [string, string, string];
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
      alg?: unknown;
    };
    if (parsedHeader.alg !== 'HS256') {
      return undefined;
    }
    const expected = sign(secret, `${header}.${body}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return undefined;
    }
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtClaims;
    if (
      typeof claims.exp !== 'number' ||
      claims.exp <= nowSeconds ||
      typeof claims.sub !== 'string'
    ) {
      return undefined;
    }
    return claims;
  } catch {
    return undefined;
  }
};
