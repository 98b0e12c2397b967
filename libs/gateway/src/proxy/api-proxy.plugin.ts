import { owningRoute, owningService, type ServiceName } from '@abhyas/contracts';
import {
  CircuitOpenError,
  jsonBodyErrors,
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  replyWithError,
  ROUTE_TEMPLATE_HEADER,
  setRouteTemplate,
  UNMATCHED_ROUTE,
} from '@abhyas/runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import {
  asksForEventStream,
  EVENT_STREAM,
  withoutHopByHop,
  type ForwardedRequest,
  type ServiceClient,
} from '../clients/service-client';

export interface ApiProxyOptions {
  clients: Record<ServiceName, ServiceClient>;
  logger: Logger;
}

const unavailable = (service: ServiceName) =>
  service === 'identity'
    ? 'Signing in and registering are temporarily unavailable. Please try again shortly; if you are signed in, carry on.'
    : `The ${service} service is temporarily unavailable. Please try again shortly.`;

/** Retry-After of a 503: when an open circuit lets a trial through, or a few seconds. */
const UNREACHABLE_RETRY_AFTER_SECONDS = 5;

const API_WILDCARD = '/api/*';

/**
 * Until a service names the route that answered, a proxied request is labelled by the prefix
 * that owns it (`/api/credits/*`), never by its URL: so are requests the gateway itself turns
 * away (401, 429) or that find their service down. Registered before the gateway's other hooks.
 */
export const labelApiRoutes = (fastify: FastifyInstance): void => {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.url === API_WILDCARD) {
      const route = owningRoute(request.url.split('?', 1)[0] ?? request.url);
      setRouteTemplate(request, route ? `${route.prefix}/*` : UNMATCHED_ROUTE);
    }
    done();
  });
};

const isJson = (contentType: string | undefined): boolean =>
  contentType?.toLowerCase().includes('json') ?? false;

/** The service's own route template labels this request; the browser never sees it. */
const servicesHeaders = (
  request: FastifyRequest,
  headers: Record<string, string>,
): Record<string, string> => {
  const { [ROUTE_TEMPLATE_HEADER]: template, ...kept } = headers;
  if (template) {
    setRouteTemplate(request, template);
  }
  return kept;
};

/**
 * Server-sent events pass through as the service writes them: never buffered here, and marked
 * so that a proxy in front (nginx) does not buffer them either. The browser going away closes
 * the stream at the service.
 */
const streamThrough = async (
  client: ServiceClient,
  forwarded: ForwardedRequest,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const gone = new AbortController();
  reply.raw.once('close', () => gone.abort());
  const response = await client.stream({ ...forwarded, signal: gone.signal });
  const headers = servicesHeaders(request, response.headers);
  if (headers['content-type']?.startsWith(EVENT_STREAM)) {
    headers['x-accel-buffering'] = 'no';
  }
  return reply.status(response.status).headers(headers).send(response.body);
};

/**
 * `/api/*` → the owning service. Bodies stay raw bytes (a webhook's signature covers them
 * exactly), so this plugin swaps the JSON parser for a pass-through in its own scope; the body
 * limit still holds (413), and JSON nested deeper than the services read is refused here (400).
 * Refusals are in the platform's error format, as a service would give them.
 */
export const apiProxyPlugin = async (
  scope: FastifyInstance,
  options: ApiProxyOptions,
): Promise<void> => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    if (isJson(request.headers['content-type']) && jsonNestsDeeperThan(bytes, MAX_JSON_DEPTH)) {
      done(jsonBodyErrors.tooDeep(), undefined);
      return;
    }
    done(null, bytes);
  });
  scope.setErrorHandler((error, request, reply) =>
    replyWithError(request, reply, error, options.logger),
  );

  scope.all(API_WILDCARD, async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const service = owningService(path);
    if (!service) {
      return reply.status(404).send({
        message: `No API route matches ${request.method} ${path}.`,
        requestId: request.id,
      });
    }
    const forwarded: ForwardedRequest = {
      method: request.method,
      url: request.url,
      headers: {
        ...withoutHopByHop(request.headers),
        'x-request-id': request.id,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
      },
      body: Buffer.isBuffer(request.body) ? request.body : undefined,
    };
    try {
      if (asksForEventStream(request.method, request.headers.accept)) {
        return await streamThrough(options.clients[service], forwarded, request, reply);
      }
      const response = await options.clients[service].forward(forwarded);
      return reply
        .status(response.status)
        .headers(servicesHeaders(request, response.headers))
        .send(response.body);
    } catch (error) {
      const open = error instanceof CircuitOpenError;
      // An open circuit refuses thousands of calls a second: its opening was logged already.
      if (!open) {
        options.logger.warn({ err: error, service, url: request.url }, 'service unreachable');
      }
      return reply
        .status(503)
        .header(
          'retry-after',
          String(open ? error.retryAfterSeconds : UNREACHABLE_RETRY_AFTER_SECONDS),
        )
        .send({ message: unavailable(service), service, requestId: request.id });
    }
  });
};
