import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { createFastifyAdapter } from './create-fastify-adapter';
import { PrincipalGuard } from '../auth/principal.guard';
import { HttpErrorFilter } from './http-error.filter';

/**
 * A Nest app on Fastify as every process makes it: our JSON-only body parsing (Nest's own is
 * off), the platform error format, the global principal guard, and no Nest console logger
 * (pino does the logging).
 */
export const createNestApp = async (
  module: Type | DynamicModule,
  logger: Logger,
  options: { principalKey?: string } = {},
): Promise<NestFastifyApplication> => {
  const app = await NestFactory.create<NestFastifyApplication>(module, createFastifyAdapter(), {
    logger: false,
    abortOnError: false,
    bodyParser: false,
  });
  app.useGlobalFilters(new HttpErrorFilter(logger));
  // Every route needs @Public() or @Roles(...); the principal comes signed from the gateway.
  app.useGlobalGuards(new PrincipalGuard(app.get(Reflector), options.principalKey));
  return app;
};
