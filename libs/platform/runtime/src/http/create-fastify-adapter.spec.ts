import { createFastifyAdapter, rawBodyOf } from './create-fastify-adapter';
import { MAX_JSON_DEPTH } from './json-body';
import { trustedProxyOf } from './trusted-proxy';

const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('createFastifyAdapter', () => {
  const echoing = () => {
    const fastify = createFastifyAdapter().getInstance();
    const seen: unknown[] = [];
    fastify.post('/webhook', async (request) => {
      seen.push(request.body);
      return { raw: rawBodyOf(request)?.toString('base64'), parsed: request.body };
    });
    const post = (payload: string | Buffer) =>
      fastify.inject({
        method: 'POST',
        url: '/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    return { fastify, seen, post };
  };

  it('keeps the exact bytes received beside the parsed body, for signature checks', async () => {
    const { fastify, post } = echoing();
    // A byte-order mark, and a byte that is not UTF-8: the raw body is the bytes, not a decoding.
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{ "event":"payment.captured",  "n": 1.0, "b": "'),
      Buffer.from([0xe9]),
      Buffer.from('" }'),
    ]);

    const response = await post(bytes);

    expect(response.statusCode).toBe(200);
    expect(Buffer.from(response.json<{ raw: string }>().raw, 'base64')).toEqual(bytes);
    expect(response.json()).toMatchObject({ parsed: { event: 'payment.captured', n: 1 } });
    await fastify.close();
  });

  it(`accepts JSON nested ${MAX_JSON_DEPTH} deep and refuses deeper with a 400, reaching no handler`, async () => {
    const { fastify, seen, post } = echoing();

    expect((await post(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`)).statusCode).toBe(200);
    for (const body of [`{"a":${nested(MAX_JSON_DEPTH)}}`, `{"a":${nested(5_000)}}`]) {
      const refused = await post(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
      });
    }
    expect(seen).toHaveLength(1);
    await fastify.close();
  });

  describe('forwarded headers', () => {
    const whoAmI = async (trustProxy: ReturnType<typeof trustedProxyOf>) => {
      const fastify = createFastifyAdapter({ trustProxy }).getInstance();
      fastify.get('/who', async (request) => ({ ip: request.ip, protocol: request.protocol }));
      // inject's peer is 127.0.0.1, standing in for the proxy.
      const response = await fastify.inject({
        url: '/who',
        headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.4', 'x-forwarded-proto': 'https' },
      });
      await fastify.close();
      return response.json<{ ip: string; protocol: string }>();
    };

    it('are not believed when no proxy is trusted, so a client cannot pick its address', async () => {
      expect(await whoAmI(undefined)).toEqual({ ip: '127.0.0.1', protocol: 'http' });
      expect(await whoAmI(trustedProxyOf(['10.0.0.0/8']))).toEqual({
        ip: '127.0.0.1',
        protocol: 'http',
      });
    });

    it('give the real client address and scheme behind a trusted proxy', async () => {
      // One hop: the nearest proxy's own entry is the client it saw.
      expect(await whoAmI(trustedProxyOf(1))).toEqual({ ip: '198.51.100.4', protocol: 'https' });
      expect(await whoAmI(trustedProxyOf(['loopback']))).toEqual({
        ip: '198.51.100.4',
        protocol: 'https',
      });
    });
  });
});
