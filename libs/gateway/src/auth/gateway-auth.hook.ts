import {
  AUTH_STATE_HEADER,
  INTERNAL_AUTH_HEADERS,
  principalHeaders,
  verifyJwt,
  type Principal,
} from '@abhyas/runtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { ServiceClient } from '../clients/service-client';

export interface GatewayAuthOptions {
  /** Verifies access tokens; without it every bearer token counts as expired. */
  jwtSecret?: string;
  /** Signs the principal header the services trust. */
  internalKey?: string;
  /** Identity, asked whether a token's session is still active. */
  identity: ServiceClient;
  logger: Logger;
}

const GATEWAY_PRINCIPAL: Principal = { userId: 'gateway', role: 'internal', sid: 'gateway' };

/** Asks identity (one primary-key read) whether the session is still active: logout is immediate. */
const sessionActive = async (options: GatewayAuthOptions, sid: string): Promise<boolean> => {
  if (!options.internalKey) {
    return false;
  }
  const response = await options.identity.forward({
    method: 'GET',
    url: `/internal/sessions/${encodeURIComponent(sid)}`,
    headers: principalHeaders(GATEWAY_PRINCIPAL, options.internalKey),
  });
  if (response.status !== 200) {
    return false;
  }
  const body = JSON.parse(response.body.toString('utf8')) as { active?: unknown };
  return body.active === true;
};

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.toLowerCase().startsWith('bearer ')) {
    return undefined;
  }
  return header.slice(7).trim() || undefined;
};

/**
 * Authentication at the edge: strips any principal headers a client sent, verifies the bearer
 * token and its session, and forwards a signed principal. Authorization stays in the services.
 */
export const registerGatewayAuth = (
  fastify: FastifyInstance,
  options: GatewayAuthOptions,
): void => {
  if (!options.jwtSecret) {
    options.logger.warn('JWT_SECRET is not set: signed-in routes will answer 401');
  }
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
    const claims = options.jwtSecret ? verifyJwt(token, options.jwtSecret) : undefined;
    const role = claims?.role;
    const sid = claims?.sid;
    let principal: Principal | undefined;
    if (claims && (role === 'parent' || role === 'student') && typeof sid === 'string') {
      try {
        if (await sessionActive(options, sid)) {
          principal = {
            userId: claims.sub,
            role,
            sid,
            ...(typeof claims.parentId === 'string' ? { parentId: claims.parentId } : {}),
          };
        }
      } catch (error) {
        options.logger.warn({ err: error }, 'session check failed');
      }
    }
    if (principal && options.internalKey) {
      Object.assign(request.headers, principalHeaders(principal, options.internalKey));
    } else {
      request.headers[AUTH_STATE_HEADER] = 'expired';
    }
  });
};
