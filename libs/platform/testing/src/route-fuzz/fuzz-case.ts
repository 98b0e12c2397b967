import fc from 'fast-check';
import type { z } from 'zod';
import {
  arbitraryJson,
  hostileAuthorization,
  hostileCookie,
  hostileQueryPair,
  hostileRawBody,
  hostileSegment,
  withOneHostileValue,
} from './hostile-values';
import type { PublicRoute } from './public-routes';
import { arbitraryFromSchema } from './schema-arbitrary';

export type FuzzCaller = 'anonymous' | 'parent' | 'student';

/** One request, as sent: the URL already encoded, the body already bytes. */
export interface FuzzCase {
  route: string;
  method: string;
  caller: FuzzCaller;
  /** Path and query; `{{known:n}}`-style placeholders become the family's real values on sending. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Stand-ins for values known only once the family exists (ids, names), resolved when sent. */
export const knownPlaceholder = (index: number): string => `zzknown${index}zz`;

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes text as UTF-8, and a lone surrogate as the bytes a careless client writes
 * for it (`%ED%A0%80`): `encodeURIComponent` would throw instead of sending it.
 */
export const encodeText = (text: string): string => {
  let encoded = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const char = text[index];
    if (UNRESERVED.test(char)) {
      encoded += char;
      continue;
    }
    let bytes: number[];
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes = [...Buffer.from(text.slice(index, index + 2))];
      index++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    } else {
      bytes = [...Buffer.from(char)];
    }
    encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return encoded;
};

const queryText = (value: unknown): string =>
  typeof value === 'string'
    ? encodeText(value)
    : value === null || value === undefined
      ? ''
      : encodeText(JSON.stringify(value) ?? '');

/** `[name, value]` pairs of an object, an array value given once per item (as browsers repeat keys). */
const queryPairs = (value: unknown): Array<[string, string]> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value).flatMap(([name, item]) =>
        (Array.isArray(item) ? item : [item]).map((one): [string, string] => [
          encodeText(name),
          queryText(one),
        ]),
      )
    : [['q', queryText(value)]];

/** Valid input from the schema, in three cases of four with one place made hostile. */
const fromSchema = (schema: z.ZodType, known: readonly string[]): fc.Arbitrary<unknown> =>
  arbitraryFromSchema(schema, { known }).chain((valid) =>
    fc.oneof(
      { arbitrary: withOneHostileValue(valid), weight: 3 },
      { arbitrary: fc.constant(valid), weight: 1 },
    ),
  );

const segmentArbitrary = (
  name: string,
  schema: z.ZodType | undefined,
  known: readonly string[],
): fc.Arbitrary<string> => {
  const shaped = schema
    ? fromSchema(schema, known).map((params) =>
        queryText((params as Record<string, unknown> | null)?.[name] ?? params),
      )
    : fc.string({ maxLength: 20 }).map(encodeText);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 4 },
    { arbitrary: shaped, weight: 2 },
    { arbitrary: hostileSegment, weight: 1 },
  );
};

const queryArbitrary = (route: PublicRoute, known: readonly string[]): fc.Arbitrary<string> => {
  const pairs = route.validates.query
    ? fromSchema(route.validates.query, known).map(queryPairs)
    : fc.constant<Array<[string, string]>>([]);
  return fc
    .tuple(
      pairs,
      fc.boolean(),
      fc.oneof(
        { arbitrary: fc.constant([]), weight: 4 },
        fc.array(hostileQueryPair, { maxLength: 3 }),
      ),
    )
    .map(([pairs, duplicate, hostile]) => {
      const all = [...pairs, ...(duplicate && pairs.length > 0 ? [pairs[0]] : []), ...hostile];
      return all.length === 0 ? '' : `?${all.map(([name, value]) => `${name}=${value}`).join('&')}`;
    });
};

const bodyArbitrary = (
  route: PublicRoute,
  known: readonly string[],
): fc.Arbitrary<string | Buffer | undefined> => {
  const json = (value: unknown) => JSON.stringify(value) ?? 'null';
  const other = [
    { arbitrary: arbitraryJson.map(json), weight: 1 },
    { arbitrary: hostileRawBody, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  ];
  if (route.method === 'GET') {
    return fc.oneof({ arbitrary: fc.constant(undefined), weight: 20 }, ...other);
  }
  return route.validates.body
    ? fc.oneof(
        { arbitrary: fromSchema(route.validates.body, known).map(json), weight: 9 },
        ...other,
      )
    : fc.oneof(...other);
};

const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 12 },
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/json; charset=%00',
        '',
      ),
    ),
    authorization: hostileAuthorization,
    cookie: hostileCookie,
    'x-forwarded-for': fc.constantFrom('1.2.3.4, 999.999.1.1', 'unknown', '::ffff:127.0.0.1'),
  },
  { requiredKeys: ['content-type'] },
);

/**
 * Requests for one route: its path parameters real, shaped by their schema or hostile
 * (traversal, broken encodings); its query from its schema with duplicated keys and hostile
 * pairs; its body from its schema with hostile values at any depth, or arbitrary JSON, or a body
 * no serializer writes; sent by nobody, the family's parent or its student.
 */
export const fuzzCaseFor = (route: PublicRoute, known: readonly string[]): fc.Arbitrary<FuzzCase> =>
  fc
    .record({
      method: fc.oneof(
        { arbitrary: fc.constant(route.method), weight: 20 },
        fc.constantFrom('PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      ),
      caller: fc.constantFrom<FuzzCaller>('anonymous', 'parent', 'student'),
      segments: fc.tuple(
        ...route.params.map((name) => segmentArbitrary(name, route.validates.params, known)),
      ),
      query: queryArbitrary(route, known),
      body: bodyArbitrary(route, known),
      headers: fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, headersArbitrary),
    })
    .map(({ method, caller, segments, query, body, headers }) => {
      let index = 0;
      const path = route.path.replace(/:[A-Za-z0-9_]+/g, () => segments[index++]);
      return {
        route: route.route,
        method,
        caller,
        url: `${path}${query}`,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body }),
      };
    });
