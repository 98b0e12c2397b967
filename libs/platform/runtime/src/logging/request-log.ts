import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { routeTemplateOf } from '../http/route-template';
import { isProbeRequest } from '../telemetry/probe-request.filter';

/**
 * One `request` line per answered request: method, route template (never the raw URL, which may
 * carry ids and tokens), status and duration. It is written inside the request's span, so it
 * carries `trace_id`; `service` comes from the logger (one key per line).
 */
export const registerRequestLog = (fastify: FastifyInstance, logger: Logger): void => {
  fastify.addHook('onResponse', (request, reply, done) => {
    // Probes and the cached platform health are polled every few seconds by every pod and page:
    // at info they would bury real traffic (and cost the cached health path its speed).
    const level = isProbeRequest(request.raw) ? 'debug' : 'info';
    if (logger.isLevelEnabled(level)) {
      logger[level](
        {
          method: request.method,
          route: routeTemplateOf(request),
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
          requestId: request.id,
        },
        'request',
      );
    }
    done();
  });
};
