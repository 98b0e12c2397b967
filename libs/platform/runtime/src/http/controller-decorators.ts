import { applyDecorators, Body, Controller, Param, Query } from '@nestjs/common';
import { ApiBody, ApiExcludeController, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { RequireAccess, type AccessRule } from '../auth/access-rule';
import { jsonSchemaOf } from './json-schema-of';
import { ZodValidationPipe } from './zod-validation.pipe';

export interface ServiceControllerOptions {
  /** Its routes' OpenAPI tag, or false to leave them out of the docs (service-to-service). */
  docs: string | false;
  /** The access rule of each route that does not declare its own. */
  access?: AccessRule;
}

/**
 * A service controller's preamble in one decorator: where its routes live (no path: each route
 * names its whole path), how the docs list them and, optionally, the access rule they share. Routes still declare their own rule where
 * it differs (`@RequireAccess` on the method wins).
 */
export const ServiceController = (path: string | undefined, options: ServiceControllerOptions) =>
  applyDecorators(
    options.docs === false ? ApiExcludeController() : ApiTags(options.docs),
    ...(options.access ? [RequireAccess(options.access)] : []),
    path === undefined ? Controller() : Controller(path),
  );

/**
 * The request body, checked against its contracts schema (a 400 before the handler runs
 * otherwise) and documented in OpenAPI from that same schema, so the docs cannot drift.
 * Type the parameter `z.output<typeof schema>`.
 */
export const ValidBody =
  (schema: z.ZodType): ParameterDecorator =>
  (target, key, index) => {
    Body(new ZodValidationPipe(schema))(target, key, index);
    const method = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && method) {
      ApiBody({ schema: jsonSchemaOf(schema) })(target, key, method);
    }
  };

/** The path parameters, checked against their contracts schema (a bad one is a 400). */
export const ValidParams = (schema: z.ZodType): ParameterDecorator =>
  Param(new ZodValidationPipe(schema, 'params'));

/**
 * The query string, checked against its contracts schema (a parameter given twice is a 400 that
 * says so). Type it `z.output<typeof schema>`.
 */
export const ValidQuery = (schema: z.ZodType): ParameterDecorator =>
  Query(new ZodValidationPipe(schema, 'query'));
