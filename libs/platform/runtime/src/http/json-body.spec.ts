import { jsonNestsDeeperThan, MAX_JSON_DEPTH, parseJsonBody } from './json-body';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('JSON request bodies', () => {
  it.each([
    ['a flat object', '{"a":1}', 1, false],
    ['an object two deep', '{"a":{"b":[]}}', 2, true],
    ['an object three deep', '{"a":{"b":[]}}', 3, false],
    ['brackets inside strings', '{"a":"[[[{{{"}', 1, false],
    ['an escaped quote before brackets', '{"a":"\\"[[[","b":[]}', 2, false],
    ['an escaped backslash ending a string', '{"a":"\\\\","b":[[]]}', 2, true],
  ])('measures %s', (_case, text, maxDepth, deeper) => {
    expect(jsonNestsDeeperThan(bytes(text), maxDepth)).toBe(deeper);
  });

  it('reads a body that starts with a byte-order mark', () => {
    expect(parseJsonBody(bytes('\uFEFF{"event":"payment.captured"}'))).toEqual({
      event: 'payment.captured',
    });
  });

  it.each([
    ['too deep', `{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`],
    ['empty', ' '],
    ['not JSON', '{"a":'],
    ['a prototype key', '{"__proto__":{"admin":true}}'],
  ])('refuses a body %s with a 400', (_case, text) => {
    expect(() => parseJsonBody(bytes(text))).toThrow(
      expect.objectContaining({ status: 400, code: 'INVALID_REQUEST' }),
    );
  });
});
