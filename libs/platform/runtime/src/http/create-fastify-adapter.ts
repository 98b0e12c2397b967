import { FastifyAdapter } from '@nestjs/platform-fastify';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

/** 1 MiB is far above any documented payload; larger bodies get a clear 413. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** The Fastify adapter every process uses: request ids in and out, bounded bodies, no Fastify logger. */
export const createFastifyAdapter = (): FastifyAdapter => {
  const adapter = new FastifyAdapter({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    requestIdHeader: false,
  });
  adapter.getInstance().addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  return adapter;
};
