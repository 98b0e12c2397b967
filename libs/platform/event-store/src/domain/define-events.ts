import type { z } from 'zod';

/**
 * A stream's events: each stored type name bound to the zod schema of its data. The name is
 * what the log stores, so a published name is never edited: a changed shape is a new name
 * (`PaymentCapturedV2`) beside the old one, and `evolve` learns both.
 */
export type EventSchemas = Record<string, z.ZodType>;

export const defineEvents = <Schemas extends EventSchemas>(schemas: Schemas): Schemas => schemas;

/** The typed union `{ type, data }` of a set of event schemas. */
export type EventOf<Schemas extends EventSchemas> = {
  [Type in keyof Schemas & string]: { type: Type; data: z.output<Schemas[Type]> };
}[keyof Schemas & string];

/** The data of one event type. */
export type EventData<Schemas extends EventSchemas, Type extends keyof Schemas> = z.output<
  Schemas[Type]
>;
