import { METRICS_PATH, registerRequestLog, registerRequestTracing } from '@abhyas/runtime';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { labelApiRoutes } from '../proxy/api-proxy.plugin';

/**
 * The gateway's share of request telemetry, registered before its other hooks: a server span per
 * request (the root of the trace the services continue), a `request` log line, and route labels
 * for proxied traffic. `/metrics` is refused here, on the public port, whatever else would match
 * it (the web app answers unknown paths): the process serves it on its internal metrics port.
 */
export const registerGatewayTelemetry = (fastify: FastifyInstance, logger: Logger): void => {
  registerRequestTracing(fastify, { service: 'gateway' });
  registerRequestLog(fastify, logger);
  labelApiRoutes(fastify);
  fastify.get(METRICS_PATH, async (request, reply) =>
    reply.status(404).send({ message: 'Not found.', requestId: request.id }),
  );
};
