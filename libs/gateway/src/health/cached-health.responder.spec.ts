import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_NAMES, type ServiceName } from '@abhyas/contracts';
import pino from 'pino';
import { fakeServiceClients, healthyReport } from '../../testing/fake-service-clients';
import { createGatewayApp } from '../create-gateway-app';
import { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { answerCachedHealthFirst } from './cached-health.responder';
import { HealthAggregator } from './health-aggregator';

const fakeClients = (down: readonly ServiceName[] = []) => {
  const fake = fakeServiceClients((name) =>
    down.includes(name)
      ? Promise.reject(new Error('connection refused'))
      : Promise.resolve(healthyReport(name)),
  );
  return { clients: fake.clients, rounds: () => fake.total() / SERVICE_NAMES.length };
};

const listen = async (server: http.Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('answerCachedHealthFirst', () => {
  let clock: number;
  let server: http.Server;
  let fallthrough: string[];

  const start = async (down: readonly ServiceName[] = []) => {
    const { clients, rounds } = fakeClients(down);
    const aggregator = new HealthAggregator(clients, {
      cacheMs: 5000,
      serviceTimeoutMs: 50,
      now: () => clock,
    });
    // Stands in for Fastify: computes the aggregate, as the Nest route does.
    server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
      fallthrough.push(`${request.method} ${request.url}`);
      void aggregator.reportJson().then(({ json }) => response.end(json));
    });
    answerCachedHealthFirst(server, aggregator);
    return { url: await listen(server), rounds };
  };

  beforeEach(() => {
    clock = 1_000_000;
    fallthrough = [];
  });
  afterEach(() => (server.listening ? close(server) : undefined));

  it('answers from the cache on the socket once a report is fresh, and leaves the rest to Fastify', async () => {
    const { url, rounds } = await start();

    const first = await fetch(`${url}/api/health`);
    expect(await first.json()).toMatchObject({ status: 'ok' });
    const cached = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'poll-1' } });

    expect(fallthrough).toEqual(['GET /api/health']);
    expect(rounds()).toBe(1);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(cached.headers.get('cache-control')).toBe('no-store');
    expect(cached.headers.get('x-request-id')).toBe('poll-1');
    expect(await cached.json()).toMatchObject({ status: 'ok' });

    await fetch(`${url}/api/health?verbose=1`);
    await fetch(`${url}/api/health`, { method: 'POST' });
    await fetch(`${url}/health`);
    expect(fallthrough).toEqual([
      'GET /api/health',
      'GET /api/health?verbose=1',
      'POST /api/health',
      'GET /health',
    ]);
  });

  it('lets the route recompute once the cache window has passed', async () => {
    const { url, rounds } = await start();
    await fetch(`${url}/api/health`);

    clock += 5000;
    await fetch(`${url}/api/health`);
    await fetch(`${url}/api/health`);

    expect(fallthrough).toEqual(['GET /api/health', 'GET /api/health']);
    expect(rounds()).toBe(2);
  });

  it('answers 503 from the cache while the platform cannot serve', async () => {
    const { url } = await start(['test-attempt']);
    await fetch(`${url}/api/health`);

    const cached = await fetch(`${url}/api/health`);

    expect(fallthrough).toHaveLength(1);
    expect(cached.status).toBe(503);
    expect(await cached.json()).toMatchObject({ status: 'error' });
  });

  it('leaves every request to Fastify once the server is closing', async () => {
    const { url } = await start();
    await fetch(`${url}/api/health`);
    await close(server);

    // A request on a connection still open while the server drains.
    const response = { end: jest.fn() } as unknown as ServerResponse;
    server.emit('request', { method: 'GET', url: '/api/health', headers: {} }, response);

    expect(fallthrough).toEqual(['GET /api/health', 'GET /api/health']);
  });
});

describe('the gateway with the cached health fast path', () => {
  it('answers with the status, headers and body the Nest route gives', async () => {
    const { clients } = fakeClients(['payments']);
    const app = await createGatewayApp({
      clients,
      rateLimiter: new MemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
      rateLimit: 100,
      logger: pino({ level: 'silent' }),
      healthCacheMs: 60_000,
      serviceTimeoutMs: 50,
    });
    try {
      await app.listen(0, '127.0.0.1');
      const url = await app.getUrl();
      // inject never reaches the socket: it is the Nest route's answer, and fills the cache.
      const viaNest = await app.getHttpAdapter().getInstance().inject('/api/health');
      const viaSocket = await fetch(`${url.replace('[::1]', '127.0.0.1')}/api/health`);

      expect(viaSocket.status).toBe(viaNest.statusCode);
      expect(await viaSocket.text()).toBe(viaNest.body);
      for (const header of [
        'content-type',
        'cache-control',
        'content-length',
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect({ [header]: viaSocket.headers.get(header) }).toEqual({
          [header]: String(viaNest.headers[header]),
        });
      }
      expect(viaSocket.headers.get('strict-transport-security')).toBeNull();
      expect(viaSocket.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });
});
