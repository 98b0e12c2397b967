import * as contracts from '@abhyas/contracts';
import { jsonSchemaOf } from '@abhyas/runtime';
import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that `z.toJSONSchema` writes for the contracts. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

export interface SchemaArbitraryOptions {
  /** Real values (the signed-in family's ids and names) that any string may be, to get past access checks. */
  known: readonly string[];
}

const MAX_ITEMS = 4;

const wordsIn = (value: unknown, depth: number, words: Set<string>): void => {
  if (typeof value === 'string') {
    // Names and codes, not the messages beside them.
    if (/^[A-Za-z0-9_-]+( [A-Za-z0-9_-]+){0,2}$/.test(value) && value.length <= 24) {
      words.add(value);
    }
  } else if (Array.isArray(value) && depth < 3) {
    value.forEach((item) => wordsIn(item, depth + 1, words));
  } else if (
    depth < 3 &&
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    Object.values(value).forEach((item) => wordsIn(item, depth + 1, words));
  }
};

/**
 * The words the contracts export as constants (curricula, classes, plans, categories, …): many
 * fields are checked by a refinement the JSON Schema cannot show, and these are what they take.
 */
const CONTRACT_WORDS: string[] = (() => {
  const words = new Set<string>();
  for (const value of Object.values(contracts)) {
    if (!(value instanceof z.ZodType)) {
      wordsIn(value, 0, words);
    }
  }
  return [...words];
})();

/** What forms carry: dates and times near today, digits (PINs, mobiles, amounts), emails. */
const formText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
      fc.boolean(),
    )
    .map(([date, day]) => (day ? date.toISOString().slice(0, 10) : date.toISOString())),
  fc.stringMatching(/^[1-9]\d{0,3}$|^\d{4}$|^[6-9]\d{9}$/),
  fc.emailAddress(),
);

const stringOf = (schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> => {
  const shaped = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern))
    : fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      });
  return fc.oneof(
    { arbitrary: shaped, weight: 2 },
    { arbitrary: fc.constantFrom(...known, ...CONTRACT_WORDS), weight: 2 },
    { arbitrary: formText, weight: 1 },
  );
};

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? min + 1000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** A value of the JSON Schema's type and bounds (a leaf's first guess, before its refinements). */
const guessOf = (schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum) {
    return fc.constantFrom(...schema.enum);
  }
  const members = schema.anyOf ?? schema.oneOf;
  if (members) {
    return fc.oneof(...members.map((member) => guessOf(member, options)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type ?? 'any') {
    case 'string':
      return stringOf(schema, options.known);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(guessOf(schema.items ?? {}, options), { maxLength: MAX_ITEMS });
    case 'object':
      // A free-form record (`safeRecord`): any keys.
      return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), {
        maxKeys: 3,
      });
    default:
      // No type to go by (a preprocessed field): text and numbers of the kinds above first.
      return fc.oneof(
        stringOf({}, options.known),
        fc.integer({ min: 0, max: 100 }),
        fc.jsonValue(),
      );
  }
};

/** Guesses tried per leaf: the first its own schema accepts is sent, else the first one. */
const GUESSES = 8;

/** The values a refusal offers ("board must be one of cbse, icse, state, olympiad"). */
const offeredBy = (schema: z.ZodType, guess: unknown): string[] =>
  (schema.safeParse(guess).error?.issues ?? []).flatMap((issue) => {
    const list = /one of (.+?)\.?$/.exec(issue.message)?.[1];
    return list ? list.split(/,\s*|\s+or\s+/).map((value) => value.trim()) : [];
  });

const leafOf = (schema: z.ZodType, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> =>
  fc
    .tuple(
      fc.array(guessOf(jsonSchemaOf(schema) as JsonSchema, options), {
        minLength: GUESSES,
        maxLength: GUESSES,
      }),
      fc.nat(),
    )
    .map(([guesses, pick]) => {
      const accepted = guesses.find((guess) => schema.safeParse(guess).success);
      if (accepted !== undefined) {
        return accepted;
      }
      // The contracts' messages name what they take: a value the refinement lists, when it does.
      const offered = offeredBy(schema, guesses[0]).filter(
        (value) => schema.safeParse(value).success,
      );
      return offered.length > 0 ? offered[pick % offered.length] : guesses[0];
    });

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): ZodDef =>
  (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Objects, arrays and unions are built from their parts; any other schema is a leaf. */
const shapedBy = (schema: z.ZodType, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const json = jsonSchemaOf(schema) as JsonSchema;
  if (def.innerType) {
    // optional, nullable, default, readonly, …: what a client sends is the inner schema's.
    return shapedBy(def.innerType, options);
  }
  if (def.type === 'pipe' && def.in && defOf(def.in).type === 'object') {
    return shapedBy(def.in, options);
  }
  if (def.type === 'object' && def.shape) {
    const model = Object.fromEntries(
      Object.entries(def.shape).map(([key, child]) => [key, shapedBy(child, options)]),
    );
    return fc.record(model, { requiredKeys: json.required ?? [] });
  }
  if (def.type === 'array' && def.element) {
    const minLength = json.minItems ?? 0;
    return fc.array(shapedBy(def.element, options), {
      minLength,
      maxLength: Math.max(minLength, Math.min(json.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
    });
  }
  if (def.type === 'union' && def.options) {
    return fc.oneof(...def.options.map((member) => shapedBy(member, options)));
  }
  return leafOf(schema, options);
};

/**
 * Inputs generated from a contracts schema: objects, arrays and unions from its structure, each
 * leaf from its JSON Schema (the docs' view: type, bounds, pattern) and the contracts' words,
 * checked against the leaf's own zod schema (refinements included), so that most requests get
 * past validation to the handlers. `withOneHostileValue` then spoils one place in them.
 */
export const arbitraryFromSchema = (
  schema: z.ZodType,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<unknown> => shapedBy(schema, options);
