import type { SqlDatabase } from '@abhyas/event-store';
import { internalAuthKey, type PrincipalRole } from '@abhyas/runtime';
import { Argon2PasswordHasher } from '../src/infrastructure/argon2-password.hasher';
import { signedCaller, type ServiceUnderTest, type SignedAnswer } from '@abhyas/testing';

export const TEST_JWT_SECRET = 'identity-test-secret-0123456789abcdef0123456789';

/** Reads a token's claims as the gateway would after verifying it. */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    role: PrincipalRole;
    sid: string;
    parentId?: string;
    exp: number;
    iat: number;
  };

/** Calls identity as the gateway forwards them: a signed principal header for a token. */
export const identityClient = (service: ServiceUnderTest) => {
  const call = signedCaller(service, internalAuthKey({ JWT_SECRET: TEST_JWT_SECRET })!);
  return <Body = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<SignedAnswer<Body>> => {
    const claims = options.token ? claimsOf(options.token) : undefined;
    return call<Body>(method, url, {
      body: options.body,
      headers: options.headers,
      as: claims && {
        userId: claims.sub,
        role: claims.role,
        sid: claims.sid,
        ...(claims.parentId ? { parentId: claims.parentId } : {}),
      },
    });
  };
};

export const parentRegistration = (n: number | string) => ({
  role: 'parent',
  name: `Parent ${n}`,
  email: `parent${n}@example.in`,
  password: 'secret-pass',
  mobile: `98${String(n).padStart(8, '0')}`.slice(0, 10),
});

/** Argon2id at its cheapest: the tests check behaviour, not hashing cost. */
export const fastHasher = new Argon2PasswordHasher({
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
});

/** Rows in `sql` (a table, optionally with a where clause), for "nothing was written" checks. */
export const countRows = async (db: SqlDatabase, sql: string): Promise<number> =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0].n);
