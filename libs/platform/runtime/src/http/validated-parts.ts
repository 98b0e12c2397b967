import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { z } from 'zod';
import { ZodValidationPipe, type RequestPart } from './zod-validation.pipe';

/** The contracts schema each part of a route is checked against (`@ValidBody` and the like). */
export type ValidatedParts = Partial<Record<RequestPart, z.ZodType>>;

interface RouteArgument {
  pipes?: unknown[];
}

/** Which schemas a controller method's parameters validate, read from Nest's route arguments. */
export const validatedParts = (controller: object, method: string): ValidatedParts => {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    RouteArgument
  >;
  const parts: ValidatedParts = {};
  for (const argument of Object.values(args)) {
    for (const pipe of argument.pipes ?? []) {
      if (pipe instanceof ZodValidationPipe) {
        const validation = pipe as ZodValidationPipe<z.ZodType>;
        parts[validation.part] = validation.schema;
      }
    }
  }
  return parts;
};
