import type { z } from 'zod';
import { serviceTopic, type ServiceName } from '../services/service-names';

/**
 * An integration event: a versioned name bound to its payload schema and the service that
 * publishes it (so its topic is known to every consumer). Published names are never edited; a
 * change is a new version (`lead-captured.v2`).
 */
export interface IntegrationEventDefinition<Type extends string, Schema extends z.ZodType> {
  type: Type;
  schema: Schema;
  producer: ServiceName;
  /** Where the producer publishes it: `<producer>.events`. */
  topic: string;
}

export const defineIntegrationEvent = <
  Type extends `${string}.v${number}`,
  Schema extends z.ZodType,
>(
  producer: ServiceName,
  type: Type,
  schema: Schema,
): IntegrationEventDefinition<Type, Schema> => ({
  type,
  schema,
  producer,
  topic: serviceTopic(producer),
});

/** Any integration event definition, whatever its name and payload. */
export type AnyIntegrationEvent = IntegrationEventDefinition<string, z.ZodType>;

export type PayloadOf<Definition> =
  Definition extends IntegrationEventDefinition<string, infer Schema> ? z.infer<Schema> : never;
