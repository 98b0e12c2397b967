import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

/** OpenAPI body schema straight from the contracts' zod schema, so the docs cannot drift. */
export const jsonSchemaOf = (schema: z.ZodType): SchemaObject =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaObject;
