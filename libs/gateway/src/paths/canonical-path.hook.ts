import type { IncomingMessage } from 'node:http';
import { replyWithError } from '@abhyas/runtime';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { gatewayErrors } from '../gateway.exception';
import { canonicalUrl } from './canonical-url';

/**
 * Fastify's `rewriteUrl`: requests are routed by their canonical URL. A refused one keeps its
 * own, to be answered 400 by `refuseUnreadablePaths` (a rewrite cannot answer).
 */
export const rewriteToCanonicalUrl = (request: IncomingMessage): string => {
  const url = request.url ?? '/';
  return canonicalUrl(url).url ?? url;
};

/** Answers 400 `INVALID_PATH` to a path `canonicalUrl` refuses, before it is limited or forwarded. */
export const refuseUnreadablePaths = (fastify: FastifyInstance, logger: Logger): void => {
  fastify.addHook('onRequest', async (request, reply) => {
    const { refused } = canonicalUrl(request.originalUrl);
    if (refused !== undefined) {
      return replyWithError(request, reply, gatewayErrors.invalidPath(refused), logger);
    }
  });
};
