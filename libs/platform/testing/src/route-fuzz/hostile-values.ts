import fc from 'fast-check';

/** One shared megabyte: every case that uses it points at the same string. */
const MEGABYTE = 'x'.repeat(1 << 20);

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) {
    value = level % 2 === 0 ? [value] : { a: value };
  }
  return value;
};

/** Characters that have broken services before: PostgreSQL refuses NUL and broken UTF-16. */
const brokenText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uFEFFtext',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u0007\u001b[2J',
);

/** Text that has broken services before: control and broken characters, sizes, traversal, spoofs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: brokenText, weight: 2 },
  fc.constantFrom(
    MEGABYTE,
    'अ'.repeat(10_000),
    '😀'.repeat(2_000),
    '',
    ' ',
    '\t\r\n',
    '\u0085\u2028\u2029',
    'Ab\u202Ecd',
    'Ab\u200Bcd',
    '../../internal/health',
    '..%2F..%2Finternal',
    '%2e%2e/%2e%2e/internal',
    '..\\..\\internal',
    '%00',
    '%',
    '%ZZ',
    '%ED%A0%80',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '9'.repeat(400),
    '-9007199254740993',
    '0x7fffffff',
    '__proto__',
    'constructor',
    "' or 1=1 --",
    '"; drop table events; --',
    '<script>alert(1)</script>',
    '{{schema}}',
    '$(reboot)',
    '2026-02-30',
    '+275760-09-13T00:00:00.000Z',
    '0000-00-00',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Numbers at and past every bound a schema or a column has. */
export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  -1,
  -0,
  0.5,
  1e-7,
);

/** Values of the wrong type, and nesting deeper than any reader expects. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    [[[]]],
    { '': {} },
    JSON.parse('{"__proto__":{"polluted":1}}') as unknown,
  ),
  fc.constantFrom(nested(31), nested(40), nested(500)),
  fc.array(fc.constant(MEGABYTE.slice(0, 1024)), { minLength: 1000, maxLength: 1000 }),
);

/** Any hostile JSON value, for a field, an array item or a whole body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  hostileNumber,
  wrongType,
);

/** Arbitrary JSON for routes that take a body no schema describes (and for wrong bodies). */
export const arbitraryJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.oneof(fc.string(), hostileString), hostileValue, { maxKeys: 4 }),
);

/** Bodies that are not what `JSON.stringify` writes: the parser and the limits meet them first. */
export const hostileRawBody: fc.Arbitrary<string | Buffer> = fc.constantFrom<string | Buffer>(
  '',
  'null',
  '"text"',
  '12',
  'not json',
  '{"a":1e400}',
  '{"a":-1e400,"b":1e-400}',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\uFEFF{}',
  '{"a":',
  '['.repeat(100_000),
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  `{"a":"${'y'.repeat(2 << 20)}"}`,
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
);

/** Path segments as sent: percent-encoded as a client would, or raw bytes no client should send. */
export const hostileSegment: fc.Arbitrary<string> = fc.constantFrom(
  'café',
  'a b',
  'a\u0000b',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Finternal',
  '..%2f..%2finternal%2fcredits%2fgrant',
  '%2E%2E%5C%2E%2E',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AF',
  '%',
  '%ZZ',
  '%20',
  '%EF%BB%BFid',
  'x'.repeat(10_000),
  '9'.repeat(400),
  'null',
  'undefined',
  '__proto__',
  ':id',
  '*',
  '%3F%23',
);

/** Query parameters as sent, names and values already encoded: duplicates and bracket forms too. */
export const hostileQueryPair: fc.Arbitrary<[string, string]> = fc.constantFrom<[string, string]>(
  ['__proto__', 'x'],
  ['constructor[prototype][x]', '1'],
  ['page[]', '1'],
  ['limit[a]', '1'],
  ['', ''],
  ['%00', '%00'],
  ['a', '%ED%A0%80'],
  ['a', '%'],
  ['x'.repeat(5_000), 'y'],
  ['startDate', '275760-09-13'],
  ['limit', '1e400'],
  ['offset', '-1'],
);

/** Header values a client may send: forged and malformed tokens and cookies. */
export const hostileAuthorization: fc.Arbitrary<string> = fc.constantFrom(
  'Bearer ',
  'Bearer abc.def.ghi',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  `Bearer ${'a'.repeat(8_000)}`,
  'Basic YTpi',
  'bearer',
  'Bearer é',
);

export const hostileCookie: fc.Arbitrary<string> = fc.constantFrom(
  'abhyas_refresh=%',
  'abhyas_refresh=%E0%A4%A',
  'abhyas_refresh="\\"',
  'abhyas_refresh=a.b; abhyas_refresh=c.d',
  `abhyas_refresh=${'a'.repeat(4_000)}.${'b'.repeat(4_000)}`,
  '=; ;;=',
);

/** Every place in a JSON value (the value itself, each property and item), by path. */
const placesIn = (value: unknown, path: string[] = []): string[][] => [
  path,
  ...(typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => placesIn(child, [...path, key]))
    : []),
];

const replaced = (value: unknown, path: string[], by: (old: unknown) => unknown): unknown => {
  if (path.length === 0) {
    return by(value);
  }
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[key] = replaced(copy[key], rest, by);
  return copy;
};

/**
 * The value with one place spoiled: replaced by a hostile value, given a hostile field beside
 * it, or, for text, with broken characters added to what was valid (so the rest of the
 * request, still valid, carries it past validation if validation misses it).
 */
export const withOneHostileValue = (value: unknown): fc.Arbitrary<unknown> => {
  const places = placesIn(value);
  return fc
    .tuple(fc.nat({ max: places.length - 1 }), hostileValue, brokenText, fc.nat({ max: 3 }))
    .map(([index, hostile, broken, how]) =>
      replaced(value, places[index], (old) => {
        if (typeof old === 'string' && how < 2) {
          return how === 0 ? `${old}${broken}` : `${broken}${old}`;
        }
        if (typeof old === 'object' && old !== null && !Array.isArray(old) && how === 2) {
          return { ...old, [broken]: hostile };
        }
        return hostile;
      }),
    );
};
