import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { createFastifyAdapter, type HttpServerOptions } from './create-fastify-adapter';
import { needsChildOwnership } from '../auth/access-rule';
import { CHILD_OWNERSHIP, type ChildOwnership } from '../auth/child-ownership';
import { PrincipalGuard } from '../auth/principal.guard';
import { routeMarkings } from '../auth/route-coverage';
import { HttpErrorFilter } from './http-error.filter';

/**
 * A Nest app on Fastify as every process makes it: our JSON-only body parsing (Nest's own is
 * off), the platform error format, the global principal guard, and no Nest console logger
 * (pino does the logging).
 */
export const createNestApp = async (
  module: Type | DynamicModule,
  logger: Logger,
  options: { principalKey?: string; http?: HttpServerOptions } = {},
): Promise<NestFastifyApplication> => {
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    createFastifyAdapter(options.http),
    {
      logger: false,
      abortOnError: false,
      bodyParser: false,
    },
  );
  app.useGlobalFilters(new HttpErrorFilter(logger));
  // Every route declares a RequireAccess rule; the principal comes signed from the gateway.
  app.useGlobalGuards(
    new PrincipalGuard(app.get(Reflector), options.principalKey, childOwnershipOf(app)),
  );
  return app;
};

/** The service's child lookup, required (at start, not at the first request) by child rules. */
const childOwnershipOf = (app: NestFastifyApplication): ChildOwnership | undefined => {
  let found: ChildOwnership | undefined;
  try {
    found = app.get<symbol, ChildOwnership>(CHILD_OWNERSHIP, { strict: false });
  } catch {
    found = undefined;
  }
  const needing = routeMarkings(app).filter((marking) => needsChildOwnership(marking.rule));
  if (!found && needing.length > 0) {
    throw new Error(
      `${needing.map((marking) => marking.route).join(', ')} need a CHILD_OWNERSHIP provider`,
    );
  }
  return found;
};
