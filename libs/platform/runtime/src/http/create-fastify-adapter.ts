import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { BODY_LIMIT_BYTES, parseJsonBody } from './json-body';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import type { TrustedProxy } from './trusted-proxy';

interface RequestWithRawBody {
  rawBody?: Buffer;
}

/** The JSON body exactly as received, for HMAC checks that must see the very bytes signed. */
export const rawBodyOf = (request: unknown): Buffer | undefined =>
  (request as RequestWithRawBody).rawBody;

/**
 * JSON only, with our own messages. Nest turns Fastify's parser errors into bare HttpExceptions
 * (losing their codes), so the parser raises the platform's exception itself.
 */
const acceptJsonOnly = (fastify: FastifyInstance): void => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    // Kept for signature checks over the exact bytes received (payment webhooks).
    (request as RequestWithRawBody).rawBody = bytes;
    try {
      done(null, parseJsonBody(bytes));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
};

/**
 * What a process may add to the Fastify options: the gateway canonicalises paths, and believes
 * `X-Forwarded-For`/`-Proto` (request.ip, request.protocol) only from the proxies it trusts.
 */
export type HttpServerOptions = Pick<FastifyServerOptions, 'rewriteUrl'> & {
  trustProxy?: TrustedProxy;
};

/** The Fastify adapter every process uses: request ids in and out, bounded JSON bodies, no Fastify logger. */
export const createFastifyAdapter = (options: HttpServerOptions = {}): FastifyAdapter => {
  const adapter = new FastifyAdapter({
    rewriteUrl: options.rewriteUrl,
    // Unset: nobody is trusted, so a client cannot choose its own address or scheme.
    trustProxy: options.trustProxy ?? false,
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    requestIdHeader: false,
  });
  const fastify = adapter.getInstance();
  acceptJsonOnly(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  return adapter;
};
