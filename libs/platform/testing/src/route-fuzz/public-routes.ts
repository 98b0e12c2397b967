import { owningService, type ServiceName } from '@abhyas/contracts';
import { routeMarkings, type ValidatedParts } from '@abhyas/runtime';
import type { INestApplicationContext } from '@nestjs/common';

/** A route a caller can reach through the gateway, with the schemas that check its input. */
export interface PublicRoute {
  /** `GET /api/credits/balance/:userId` */
  route: string;
  method: string;
  path: string;
  /** The path's `:name` parameters, in order. */
  params: string[];
  validates: ValidatedParts;
}

const paramsOf = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

/**
 * Every public route of the platform, read from the route tables themselves so that a new route
 * is fuzzed without anyone listing it: each service's routes under a prefix the gateway routes
 * to that service (`SERVICE_ROUTES`; `/internal` ones are unreachable from outside), and the
 * gateway's own.
 */
export const publicRoutes = (
  services: ReadonlyArray<{ name: ServiceName; app: INestApplicationContext }>,
  gateway: INestApplicationContext,
): PublicRoute[] => {
  const reachable = [
    ...services.flatMap((service) =>
      routeMarkings(service.app).filter((marking) => owningService(marking.path) === service.name),
    ),
    ...routeMarkings(gateway),
  ];
  return reachable
    .map(({ route, method, path, validates }) => ({
      route,
      method,
      path,
      params: paramsOf(path),
      validates,
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
};
