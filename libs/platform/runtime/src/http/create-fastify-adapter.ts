import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { RequestValidationException } from './request-validation.exception';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

/** 1 MiB is far above any documented payload; larger bodies get a clear 413. */
const BODY_LIMIT_BYTES = 1024 * 1024;

interface RequestWithRawBody {
  rawBody?: string;
}

/** The JSON body exactly as received, for HMAC checks that must not see a re-serialised copy. */
export const rawBodyOf = (request: unknown): string | undefined =>
  (request as RequestWithRawBody).rawBody;

const badBody = (message: string) => new RequestValidationException([{ path: '', message }]);

/**
 * JSON only, with our own messages. Nest turns Fastify's parser errors into bare HttpExceptions
 * (losing their codes), so the parser raises the platform's exception itself. secure-json-parse
 * (Fastify's own choice) refuses `__proto__` and `constructor.prototype` keys.
 */
const acceptJsonOnly = (fastify: FastifyInstance): void => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Kept for signature checks over the exact bytes received (payment webhooks).
    (request as RequestWithRawBody).rawBody = text;
    if (text.trim() === '') {
      done(badBody('A JSON request body is required.'), undefined);
      return;
    }
    try {
      done(
        null,
        secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }),
      );
    } catch {
      done(badBody('The request body is not valid JSON.'), undefined);
    }
  });
};

/** The Fastify adapter every process uses: request ids in and out, bounded JSON bodies, no Fastify logger. */
export const createFastifyAdapter = (): FastifyAdapter => {
  const adapter = new FastifyAdapter({
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
