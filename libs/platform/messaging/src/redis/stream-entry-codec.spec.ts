import { decodeEntry, encodeEntry } from './stream-entry-codec';

describe('stream entry codec', () => {
  it('round-trips a message', () => {
    const message = {
      id: 'm1',
      type: 'credits-granted.v1',
      key: 'acc-1',
      payload: { amount: 50, at: null },
      headers: { traceparent: 'tp' },
    };
    expect(decodeEntry(encodeEntry(message))).toEqual({ ok: true, message });
  });

  it('reports entries it cannot decode, keeping what it could read', () => {
    expect(decodeEntry(['id', 'm1', 'type', 't'])).toMatchObject({
      ok: false,
      raw: { id: 'm1', type: 't' },
    });
    expect(
      decodeEntry(['id', 'm1', 'type', 't', 'key', 'k', 'headers', '{}', 'payload', '{oops']),
    ).toMatchObject({ ok: false });
    expect(
      decodeEntry(['id', 'm1', 'type', 't', 'key', 'k', 'headers', '[]', 'payload', '1']),
    ).toMatchObject({ ok: false });
  });
});
