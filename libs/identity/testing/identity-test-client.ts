import { internalAuthKey, principalHeaders, type PrincipalRole } from '@abhyas/runtime';
import type { ServiceUnderTest } from '@abhyas/testing';

export const TEST_JWT_SECRET = 'identity-test-secret-0123456789abcdef0123456789';

export interface Answer<Body = Record<string, unknown>> {
  status: number;
  body: Body;
  headers: Record<string, unknown>;
}

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
  const fastify = service.service.app.getHttpAdapter().getInstance();
  const key = internalAuthKey({ JWT_SECRET: TEST_JWT_SECRET })!;
  return async <Body = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<Body>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) {
      const claims = claimsOf(options.token);
      Object.assign(
        headers,
        principalHeaders(
          {
            userId: claims.sub,
            role: claims.role,
            sid: claims.sid,
            ...(claims.parentId ? { parentId: claims.parentId } : {}),
          },
          key,
        ),
      );
    }
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    const response = await fastify.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
    return {
      status: response.statusCode,
      body: (response.body ? JSON.parse(response.body) : {}) as Body,
      headers: response.headers,
    };
  };
};

export const parentRegistration = (n: number | string) => ({
  role: 'parent',
  name: `Parent ${n}`,
  email: `parent${n}@example.in`,
  password: 'secret-pass',
  mobile: `98${String(n).padStart(8, '0')}`.slice(0, 10),
});
