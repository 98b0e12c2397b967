import { owningService, type ServiceName } from '@abhyas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { withoutHopByHop, type ServiceClient } from '../clients/service-client';

export interface ApiProxyOptions {
  clients: Record<ServiceName, ServiceClient>;
  logger: Logger;
}

const unavailable = (service: ServiceName) =>
  `The ${service} service is temporarily unavailable. Please try again shortly.`;

/**
 * `/api/*` → the owning service. Bodies stay raw bytes (a webhook's signature covers them
 * exactly), so this plugin swaps the JSON parser for a pass-through in its own scope.
 */
export const apiProxyPlugin = async (
  scope: FastifyInstance,
  options: ApiProxyOptions,
): Promise<void> => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  scope.all('/api/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const service = owningService(path);
    if (!service) {
      return reply.status(404).send({
        message: `No API route matches ${request.method} ${path}.`,
        requestId: request.id,
      });
    }
    try {
      const response = await options.clients[service].forward({
        method: request.method,
        url: request.url,
        headers: {
          ...withoutHopByHop(request.headers),
          'x-request-id': request.id,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
        },
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
      });
      return reply.status(response.status).headers(response.headers).send(response.body);
    } catch (error) {
      options.logger.warn({ err: error, service, url: request.url }, 'service unreachable');
      return reply
        .status(503)
        .send({ message: unavailable(service), service, requestId: request.id });
    }
  });
};
