import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, REFRESH_TOKEN_DAYS, REFRESH_TOKEN_SHAPE } from '../application/sessions';

/** The client address as the gateway saw it (it overwrites any x-forwarded-for a client sends). */
export const clientAddress = (request: FastifyRequest): string => {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (typeof forwarded === 'string' ? forwarded : '').split(',')[0]?.trim();
  return first || request.ip;
};

/**
 * The refresh cookie's value, or undefined when there is none or it cannot be one of ours: a
 * malformed percent-encoding (`abhyas_refresh=%`) or anything not shaped like `<sid>.<secret>`
 * is treated as no cookie, so refresh answers 401 and logout has nothing to end.
 */
export const refreshCookieOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  if (typeof header !== 'string') {
    return undefined;
  }
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) {
      const decoded = decodedOrUndefined(value.join('='));
      return decoded !== undefined && REFRESH_TOKEN_SHAPE.test(decoded) ? decoded : undefined;
    }
  }
  return undefined;
};

const decodedOrUndefined = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

const secure = (request: FastifyRequest): boolean =>
  request.headers['x-forwarded-proto'] === 'https' || request.protocol === 'https';

export const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, value: string) => {
  const attributes = [
    `${REFRESH_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/api/auth',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${REFRESH_TOKEN_DAYS * 86_400}`,
    ...(secure(request) ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', attributes.join('; '));
};

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply) => {
  const attributes = [
    `${REFRESH_COOKIE}=`,
    'Path=/api/auth',
    'HttpOnly',
    'SameSite=Strict',
    'Max-Age=0',
    ...(secure(request) ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', attributes.join('; '));
};
