import type { z } from 'zod';

/**
 * An integration event: a versioned name bound to its payload schema. Published names are
 * never edited; a change is a new version (`lead-captured.v2`).
 */
export interface IntegrationEventDefinition<Type extends string, Schema extends z.ZodType> {
  type: Type;
  schema: Schema;
}

export const defineIntegrationEvent = <
  Type extends `${string}.v${number}`,
  Schema extends z.ZodType,
>(
  type: Type,
  schema: Schema,
): IntegrationEventDefinition<Type, Schema> => ({ type, schema });

export type PayloadOf<Definition> =
  Definition extends IntegrationEventDefinition<string, infer Schema> ? z.infer<Schema> : never;
