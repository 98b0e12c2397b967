import { createHmac, timingSafeEqual } from 'node:crypto';

export type Role = 'parent' | 'student';
/** `internal` is the gateway itself asking a service (session checks); browsers never get it. */
export type PrincipalRole = Role | 'internal';

/** Who is calling, as the gateway established it from a verified, still-active session. */
export interface Principal {
  userId: string;
  role: PrincipalRole;
  sid: string;
  /** Students: the account holder whose child they are. */
  parentId?: string;
}

export const PRINCIPAL_HEADER = 'x-abhyas-principal';
export const PRINCIPAL_SIGNATURE_HEADER = 'x-abhyas-principal-signature';
/** Set by the gateway when a bearer token came but was expired, revoked or invalid. */
export const AUTH_STATE_HEADER = 'x-abhyas-auth-state';
/** Headers a client may never set itself; the gateway strips them from every request. */
export const INTERNAL_AUTH_HEADERS = [
  PRINCIPAL_HEADER,
  PRINCIPAL_SIGNATURE_HEADER,
  AUTH_STATE_HEADER,
] as const;

/** A principal header older than this is refused (a captured header is of little use). */
const PRINCIPAL_TTL_MS = 60_000;

/**
 * The key that signs principal headers between gateway and services: `INTERNAL_AUTH_SECRET`,
 * or one derived from `JWT_SECRET` when only that is set. Undefined when neither is: then no
 * principal is ever accepted and only public routes answer.
 */
export const internalAuthKey = (
  env: Readonly<Record<string, string | undefined>>,
): string | undefined => {
  if (env.INTERNAL_AUTH_SECRET) {
    return env.INTERNAL_AUTH_SECRET;
  }
  if (env.JWT_SECRET) {
    return createHmac('sha256', env.JWT_SECRET).update('abhyas-internal-principal').digest('hex');
  }
  return undefined;
};

const signature = (key: string, encoded: string): string =>
  createHmac('sha256', key).update(encoded).digest('base64url');

export const principalHeaders = (
  principal: Principal,
  key: string,
  now = Date.now(),
): Record<string, string> => {
  const encoded = Buffer.from(JSON.stringify({ ...principal, at: now })).toString('base64url');
  return {
    [PRINCIPAL_HEADER]: encoded,
    [PRINCIPAL_SIGNATURE_HEADER]: signature(key, encoded),
  };
};

const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The principal of a correctly signed, fresh header pair; undefined for anything else. */
export const readPrincipal = (
  headers: Record<string, string | string[] | undefined>,
  key: string,
  now = Date.now(),
): Principal | undefined => {
  const encoded = single(headers[PRINCIPAL_HEADER]);
  const given = single(headers[PRINCIPAL_SIGNATURE_HEADER]);
  if (!encoded || !given || encoded.length > 2048) {
    return undefined;
  }
  const expected = Buffer.from(signature(key, encoded));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return undefined;
  }
  try {
    const parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Principal & {
      at?: unknown;
    };
    if (typeof parsed.at !== 'number' || Math.abs(now - parsed.at) > PRINCIPAL_TTL_MS) {
      return undefined;
    }
    const { userId, role, sid, parentId } = parsed;
    if (typeof userId !== 'string' || typeof sid !== 'string') {
      return undefined;
    }
    if (role !== 'parent' && role !== 'student' && role !== 'internal') {
      return undefined;
    }
    return parentId === undefined ? { userId, role, sid } : { userId, role, sid, parentId };
  } catch {
    return undefined;
  }
};
