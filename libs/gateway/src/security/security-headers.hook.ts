import type { FastifyInstance } from 'fastify';
import { securityHeaders } from './security-headers';

const isApi = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Adds the security headers to every response Fastify sends: the web app, the API, errors,
 * 404s and 429s alike (the cached health answer sent before Fastify adds its own). An `/api`
 * answer is personal unless its route says otherwise, so one without a Cache-Control of its
 * own is `no-store`: no browser or shared cache keeps a family's data.
 */
export const registerSecurityHeaders = (fastify: FastifyInstance): void => {
  fastify.addHook('onSend', async (request, reply) => {
    for (const [name, value] of securityHeaders(request.protocol)) {
      void reply.header(name, value);
    }
    if (isApi(request.url) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
};
