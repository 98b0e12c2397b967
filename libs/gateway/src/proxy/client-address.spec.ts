import type { TrustProxySetting } from '@abhyas/runtime';
import pino from 'pino';
import { fakeServiceClients } from '../../testing/fake-service-clients';
import type { ForwardedRequest } from '../clients/service-client';
import { createGatewayApp } from '../create-gateway-app';
import { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';

const LIMIT = 2;

/** A gateway whose services record the headers each forwarded call carried. */
const startGateway = async (trustProxy?: TrustProxySetting) => {
  const seen: Record<string, string>[] = [];
  const { clients } = fakeServiceClients();
  for (const client of Object.values(clients)) {
    client.forward = (request: ForwardedRequest) => {
      seen.push(request.headers);
      return Promise.resolve({ status: 200, headers: {}, body: Buffer.from('{}') });
    };
  }
  const limiter = new MemoryRateLimiter({ limit: LIMIT, windowMs: 60_000 });
  const app = await createGatewayApp({
    clients,
    rateLimiter: limiter,
    rateLimit: LIMIT,
    logger: pino({ level: 'silent' }),
    healthCacheMs: 60_000,
    serviceTimeoutMs: 50,
    trustProxy,
  });
  await app.init();
  // inject's peer is 127.0.0.1: the proxy (or a client connecting directly).
  const call = async (forwardedFor: string, forwardedProto = 'https') =>
    (
      await app
        .getHttpAdapter()
        .getInstance()
        .inject({
          url: '/api/parent/p-1/children',
          headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': forwardedProto },
        })
    ).statusCode;
  const stop = async () => {
    await app.close();
    await limiter.close();
  };
  return { call, seen, stop };
};

describe('the client address and scheme, with no proxy trusted (TRUST_PROXY unset)', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeEach(async () => {
    gateway = await startGateway();
  });
  afterEach(() => gateway.stop());

  it('are the socket’s, whatever X-Forwarded-For and -Proto claim', async () => {
    expect(await gateway.call('203.0.113.1')).toBe(200);

    expect(gateway.seen.at(-1)).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
    });
  });

  it('so a client cannot escape its rate limit by naming another address', async () => {
    const statuses = [
      await gateway.call('203.0.113.1'),
      await gateway.call('203.0.113.2'),
      await gateway.call('203.0.113.3'),
    ];

    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('the client address and scheme behind a trusted proxy', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeEach(async () => {
    gateway = await startGateway(['loopback']);
  });
  afterEach(() => gateway.stop());

  it('are the ones the proxy saw, and reach the services (a Secure refresh cookie over TLS)', async () => {
    expect(await gateway.call('198.51.100.7, 203.0.113.1')).toBe(200);

    // The proxy's own entry is the last; the one before it is the client's word, not believed.
    expect(gateway.seen.at(-1)).toMatchObject({
      'x-forwarded-for': '203.0.113.1',
      'x-forwarded-proto': 'https',
    });
  });

  it('give each client behind the proxy a rate-limit bucket of its own', async () => {
    const first = [await gateway.call('203.0.113.10'), await gateway.call('203.0.113.10')];
    const overLimit = await gateway.call('203.0.113.10');
    const neighbour = await gateway.call('203.0.113.11');

    expect([...first, overLimit, neighbour]).toEqual([200, 200, 429, 200]);
  });
});
