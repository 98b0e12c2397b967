import { createFastifyAdapter, rawBodyOf } from './create-fastify-adapter';

describe('createFastifyAdapter', () => {
  it('keeps the exact JSON text received beside the parsed body, for signature checks', async () => {
    const fastify = createFastifyAdapter().getInstance();
    fastify.post('/webhook', async (request) => ({
      raw: rawBodyOf(request),
      parsed: request.body,
    }));
    const text = '{ "event":"payment.captured",  "n": 1.0 }';

    const response = await fastify.inject({
      method: 'POST',
      url: '/webhook',
      headers: { 'content-type': 'application/json' },
      payload: text,
    });

    expect(response.json()).toEqual({ raw: text, parsed: { event: 'payment.captured', n: 1 } });
    await fastify.close();
  });
});
