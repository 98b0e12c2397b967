import type { TrustProxySetting } from '@abhyas/runtime';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { BUILT_MAIN_JS_PATH, builtWebApp } from '../../testing/built-web-app';
import { fakeServiceClients } from '../../testing/fake-service-clients';
import type { ForwardedRequest } from '../clients/service-client';
import { createGatewayApp } from '../create-gateway-app';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
const HSTS = 'max-age=31536000; includeSubDomains';

/** Services answer 200; the syllabus, a public catalogue, sets a cache header of its own. */
const answeringClients = () => {
  const { clients } = fakeServiceClients();
  for (const client of Object.values(clients)) {
    client.forward = (request: ForwardedRequest) =>
      Promise.resolve({
        status: 200,
        headers: {
          'content-type': 'application/json',
          ...(request.url.startsWith('/api/syllabus')
            ? { 'cache-control': 'public, max-age=300' }
            : {}),
        },
        body: Buffer.from('{}'),
      });
  }
  return clients;
};

/** Refuses every request while `refusing` is set, so a 429 can be asked for. */
const switchableLimiter = () => {
  const limiter = {
    refusing: false,
    consume: async () => ({ allowed: !limiter.refusing, remaining: 0, resetMs: 1000 }),
    close: async () => undefined,
  };
  return limiter satisfies RateLimiter & { refusing: boolean };
};

const startGateway = async (trustProxy?: TrustProxySetting) => {
  const webApp = builtWebApp();
  const limiter = switchableLimiter();
  const app: NestFastifyApplication = await createGatewayApp({
    clients: answeringClients(),
    rateLimiter: limiter,
    rateLimit: 100,
    logger: pino({ level: 'silent' }),
    webRoot: webApp.root,
    healthCacheMs: 60_000,
    serviceTimeoutMs: 50,
    trustProxy,
  });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { headers });
  const stop = async () => {
    await app.close();
    webApp.remove();
  };
  return { get, limiter, stop };
};

const securityHeadersOf = (response: Response) =>
  Object.fromEntries(
    Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers.get(name)]),
  );

describe('security headers on every gateway response', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.stop());

  it('are sent with the web app, the API, errors and health, the cached health answer included', async () => {
    const answers: Record<string, Response> = {
      'web app': await gateway.get('/'),
      'client-side route': await gateway.get('/dashboard/parent'),
      'hashed asset': await gateway.get(BUILT_MAIN_JS_PATH, { 'accept-encoding': 'br' }),
      'proxied API call': await gateway.get('/api/parent/p-1/children'),
      'unowned API path': await gateway.get('/api/nothing-here'),
      'invalid path': await gateway.get('/api/credits/%2F'),
      'gateway liveness': await gateway.get('/health'),
      'API docs': await gateway.get('/api/openapi.json'),
      'health (computed)': await gateway.get('/api/health'),
      'health (cached, before Fastify)': await gateway.get('/api/health'),
    };
    gateway.limiter.refusing = true;
    answers['rate limited'] = await gateway.get('/api/parent/p-1/children');
    gateway.limiter.refusing = false;

    expect(answers['rate limited'].status).toBe(429);
    expect(answers['unowned API path'].status).toBe(404);
    expect(answers['invalid path'].status).toBe(400);
    for (const [what, response] of Object.entries(answers)) {
      expect({ what, headers: securityHeadersOf(response) }).toEqual({
        what,
        headers: SECURITY_HEADERS,
      });
      expect({ what, hsts: response.headers.get('strict-transport-security') }).toEqual({
        what,
        hsts: null,
      });
    }
  });

  it('make every API answer no-store unless its route set a cache header of its own', async () => {
    const cacheControl = async (path: string) =>
      (await gateway.get(path)).headers.get('cache-control');

    expect(await cacheControl('/api/parent/p-1/children')).toBe('no-store');
    expect(await cacheControl('/api/nothing-here')).toBe('no-store');
    expect(await cacheControl('/api/openapi.json')).toBe('no-store');
    expect(await cacheControl('/api/health')).toBe('no-store');
    expect(await cacheControl('/api/syllabus')).toBe('public, max-age=300');
    expect(await cacheControl(BUILT_MAIN_JS_PATH)).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/')).toBe('no-cache');
  });

  it('add no HSTS for a client that merely claims HTTPS, no proxy being trusted', async () => {
    for (const path of ['/', '/api/parent/p-1/children', '/api/health']) {
      const response = await gateway.get(path, { 'x-forwarded-proto': 'https' });
      expect({ path, hsts: response.headers.get('strict-transport-security') }).toEqual({
        path,
        hsts: null,
      });
    }
  });
});

describe('HSTS behind a trusted TLS proxy', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    gateway = await startGateway(['loopback']);
    await gateway.get('/api/health');
  });
  afterAll(() => gateway.stop());

  it('is sent on every path when the proxy says the request came over HTTPS, and only then', async () => {
    for (const path of ['/', BUILT_MAIN_JS_PATH, '/api/parent/p-1/children', '/api/health']) {
      const overTls = await gateway.get(path, { 'x-forwarded-proto': 'https' });
      const plain = await gateway.get(path, { 'x-forwarded-proto': 'http' });
      expect({
        path,
        overTls: overTls.headers.get('strict-transport-security'),
        plain: plain.headers.get('strict-transport-security'),
      }).toEqual({ path, overTls: HSTS, plain: null });
      expect(securityHeadersOf(overTls)).toEqual(SECURITY_HEADERS);
    }
  });
});

describe('the content security policy', () => {
  const directive = (name: string) =>
    CONTENT_SECURITY_POLICY.split('; ').find((entry) => entry.startsWith(`${name} `));

  it('runs no inline or eval’d script, and loads script only from us and Razorpay checkout', () => {
    expect(directive('script-src')).toBe("script-src 'self' https://checkout.razorpay.com");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('lets nobody frame the app', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});
