import {
  AUTH_STATE_HEADER,
  INTERNAL_AUTH_HEADERS,
  principalHeaders,
  verifyJwt,
  type Principal,
} from '@abhyas/runtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { SessionRevocations } from './session-revocations';

export interface GatewayAuthOptions {
  /** Verifies access tokens; without it every bearer token counts as expired. */
  jwtSecret?: string;
  /** Signs the principal header the services trust. */
  internalKey?: string;
  /** Sessions known to be revoked (kept current from identity's feed). */
  revocations: SessionRevocations;
  logger: Logger;
  now?: () => number;
}

const LOGOUT_PATH = '/api/auth/logout';

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.toLowerCase().startsWith('bearer ')) {
    return undefined;
  }
  return header.slice(7).trim() || undefined;
};

/** The session of a verified, unrevoked token: signature and expiry checked here, no call out. */
const principalOf = (token: string, options: GatewayAuthOptions): Principal | undefined => {
  const claims = options.jwtSecret ? verifyJwt(token, options.jwtSecret) : undefined;
  const role = claims?.role;
  const sid = claims?.sid;
  if (!claims || (role !== 'parent' && role !== 'student') || typeof sid !== 'string') {
    return undefined;
  }
  if (options.revocations.has(sid)) {
    return undefined;
  }
  return {
    userId: claims.sub,
    role,
    sid,
    ...(typeof claims.parentId === 'string' ? { parentId: claims.parentId } : {}),
  };
};

/**
 * Authentication at the edge: strips any principal headers a client sent, verifies the bearer
 * token (HS256 signature, expiry, and the session against the revocation set) and forwards a
 * signed principal. Identity is not asked, so signed-in calls carry on while it is down or
 * slow. Authorization stays in the services.
 */
export const registerGatewayAuth = (
  fastify: FastifyInstance,
  options: GatewayAuthOptions,
): void => {
  if (!options.jwtSecret) {
    options.logger.warn('JWT_SECRET is not set: signed-in routes will answer 401');
  }
  const now = options.now ?? Date.now;
  const sessionOf = new WeakMap<FastifyRequest, string>();
  fastify.addHook('onRequest', async (request) => {
    for (const header of INTERNAL_AUTH_HEADERS) {
      delete request.headers[header];
    }
    if (!request.url.startsWith('/api/')) {
      return;
    }
    const token = bearerOf(request);
    if (!token) {
      return;
    }
    const principal = principalOf(token, options);
    if (principal && options.internalKey) {
      sessionOf.set(request, principal.sid);
      Object.assign(request.headers, principalHeaders(principal, options.internalKey));
    } else {
      request.headers[AUTH_STATE_HEADER] = 'expired';
    }
  });
  // A logout through this replica takes effect here at once, without waiting for the feed.
  fastify.addHook('onResponse', async (request, reply) => {
    const sid = sessionOf.get(request);
    if (sid && reply.statusCode === 200 && request.url.split('?', 1)[0] === LOGOUT_PATH) {
      options.revocations.add(sid, now());
    }
  });
};
