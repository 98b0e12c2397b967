import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The route pattern a service matched (`/api/credits/balance/:userId`), sent back to the gateway
 * on every response so the gateway labels proxied traffic by it instead of its own `/api/*`. The
 * gateway drops it before answering the browser.
 */
export const ROUTE_TEMPLATE_HEADER = 'x-abhyas-route';

/** The label of a request no route matched: raw URLs of unknown paths would create a series per probe. */
export const UNMATCHED_ROUTE = 'unmatched';

const overrides = new WeakMap<FastifyRequest, string>();

/** Labels a request with a more precise template than the route it matched (the gateway's proxy). */
export const setRouteTemplate = (request: FastifyRequest, template: string): void => {
  overrides.set(request, template);
};

/** What metrics, logs and spans call the request's route: bounded, never the raw URL. */
export const routeTemplateOf = (request: FastifyRequest): string =>
  overrides.get(request) ?? request.routeOptions.url ?? UNMATCHED_ROUTE;

/** A service tells its caller which of its routes answered. */
export const announceRouteTemplates = (fastify: FastifyInstance): void => {
  fastify.addHook('onSend', async (request, reply) => {
    const template = request.routeOptions.url;
    if (template !== undefined) {
      void reply.header(ROUTE_TEMPLATE_HEADER, template);
    }
  });
};
