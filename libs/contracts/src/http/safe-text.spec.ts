import { z } from 'zod';
import { MAX_RECORD_DEPTH, safeName, safeRecord, safeText } from './safe-text';

const messagesOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('safeText', () => {
  const title = safeText('Title').trim().max(20);
  const message = safeText('Message', { multiline: true });

  it('keeps ordinary text in any script, emoji included', () => {
    for (const value of ['Aarav Sharma', 'आरव शर्मा', 'ಕನ್ನಡ', 'Zoë 👋🏽', 'a\u00a0b']) {
      expect(messagesOf(title, value)).toEqual([]);
    }
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a tab', 'a\tb'],
    ['a newline', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
  ])('refuses %s on one line, naming the field', (_, value) => {
    expect(messagesOf(title, value)).toEqual(['Title must not contain control characters']);
  });

  it('lets free text keep tabs and line breaks, and nothing else', () => {
    expect(messagesOf(message, 'line 1\r\nline 2\n\tindented')).toEqual([]);
    expect(messagesOf(message, 'line 1\n\u0000')).toEqual([
      'Message must not contain control characters',
    ]);
  });

  it('refuses unpaired surrogates but keeps paired ones', () => {
    expect(messagesOf(title, '\ud83d\ude00')).toEqual([]);
    for (const value of ['a\ud800', '\udc00a', 'a\ude00\ud83d']) {
      expect(messagesOf(title, value)).toEqual([
        'Title contains a broken character (half of a UTF-16 surrogate pair)',
      ]);
    }
  });

  it('checks the value as sent, before trimming', () => {
    expect(messagesOf(title, ' \u0000 ')).toEqual(['Title must not contain control characters']);
    expect(title.parse('  spaced  ')).toBe('spaced');
  });

  it('answers a missing or non-string value with its own message', () => {
    expect(messagesOf(title, undefined)).toEqual(['Title must be text']);
    expect(messagesOf(safeText('Title', { error: 'Title is required' }), 7)).toEqual([
      'Title is required',
    ]);
  });
});

describe('safeName', () => {
  const name = safeName('Name');

  it.each([
    ['a right-to-left override', 'Ali\u202Ecod.exe'],
    ['a left-to-right embedding', 'a\u202Ab'],
    ['a first-strong isolate', 'a\u2068b'],
    ['a zero-width space', 'Ad\u200Bmin'],
    ['a zero-width joiner between Latin letters', 'a\u200Db'],
    ['a right-to-left mark', 'a\u200Fb'],
    ['a byte-order mark', '\uFEFFAarav'],
    ['a word joiner', 'a\u2060b'],
    ['a tag character', 'a\u{E0041}b'],
  ])('refuses %s', (_, value) => {
    expect(messagesOf(name, value)).toEqual([
      'Name must not contain invisible or text-direction characters',
    ]);
  });

  it('keeps the Indic joiners after a virama, where they shape a conjunct', () => {
    // Devanagari क्‍ष (half form) and Malayalam ന്‍ (old-style chillu), and Kannada with ZWNJ.
    for (const value of ['क्\u200Dष', 'ന്\u200D', 'ಕ್\u200Cಷ']) {
      expect(messagesOf(name, value)).toEqual([]);
    }
    expect(messagesOf(name, 'क\u200Dष')).toHaveLength(1);
  });

  it('is safe text as well', () => {
    expect(messagesOf(name, 'a\u0000')).toEqual(['Name must not contain control characters']);
  });
});

describe('safeRecord', () => {
  const metadata = safeRecord('metadata', z.unknown());
  const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { level: nested(depth - 1) });

  it('keeps ordinary JSON, nested arrays and numbers included', () => {
    expect(
      messagesOf(metadata, { a: [1, 'two', { three: null }], b: { c: 'line\nbreak' } }),
    ).toEqual([]);
  });

  it('refuses a control character or a broken character anywhere inside, key or value, at its path', () => {
    const refused = (value: unknown) => metadata.safeParse(value).error?.issues;
    expect(refused({ a: { b: ['ok', 'x\u0000'] } })).toEqual([
      expect.objectContaining({
        path: ['a', 'b', '1'],
        message: 'metadata must not contain control characters',
      }),
    ]);
    expect(refused({ 'k\u0000': 1 })).toEqual([
      expect.objectContaining({ message: 'metadata key must not contain control characters' }),
    ]);
    expect(refused({ a: '\ud800' })).toEqual([
      expect.objectContaining({
        message: 'metadata contains a broken character (half of a UTF-16 surrogate pair)',
      }),
    ]);
  });

  it(`nests at most ${MAX_RECORD_DEPTH} levels, and a deep one is refused without recursion`, () => {
    expect(messagesOf(metadata, nested(MAX_RECORD_DEPTH))).toEqual([]);
    expect(messagesOf(metadata, nested(MAX_RECORD_DEPTH + 1))).toEqual([
      `metadata must not nest deeper than ${MAX_RECORD_DEPTH} levels`,
    ]);
    let deep: unknown = 'leaf';
    for (let level = 0; level < 20_000; level += 1) {
      deep = [deep];
    }
    expect(messagesOf(metadata, { deep })).toHaveLength(1);
  });

  it('checks each entry against its value schema', () => {
    const reference = safeRecord('reference', safeText('reference').max(3));
    expect(messagesOf(reference, { orderId: 'abc' })).toEqual([]);
    expect(messagesOf(reference, { orderId: 'abcd' })).toHaveLength(1);
    expect(messagesOf(reference, { orderId: 'a\u0000' })).toContain(
      'reference must not contain control characters',
    );
  });
});
