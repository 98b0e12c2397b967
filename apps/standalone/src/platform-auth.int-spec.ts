import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_MESSAGES as M, type ServiceName } from '@abhyas/contracts';
import { createPgliteDatabase, type SqlDatabase } from '@abhyas/event-store';
import {
  createGatewayApp,
  InProcessServiceClient,
  MemoryRateLimiter,
  type ServiceClient,
} from '@abhyas/gateway';
import { Argon2PasswordHasher, createIdentityService } from '@abhyas/identity';
import { InProcessBus } from '@abhyas/messaging';
import {
  bootService,
  featuresOf,
  noPeersServiceCaller,
  principalHeaders,
  systemClock,
  unmarkedRoutes,
  type BootedService,
} from '@abhyas/runtime';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import pino from 'pino';
import { ALL_SERVICES } from './all-services';

// The web app plugin's static-file dependency is ES-module only; this test serves no web app.
jest.mock('@fastify/static', () => ({ __esModule: true, default: () => undefined }));

const JWT_SECRET = 'platform-auth-test-secret-0123456789abcdef';
const INTERNAL_AUTH_SECRET = 'platform-auth-internal-0123456789abcdef';

/** The whole platform in one process as standalone runs it, reached through the gateway. */
describe('authentication at the gateway, authorization in the services', () => {
  let db: SqlDatabase;
  const bus = new InProcessBus();
  const services: BootedService[] = [];
  let gateway: NestFastifyApplication;
  const limiter = new MemoryRateLimiter({ limit: 10_000, windowMs: 60_000 });

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await gateway
      .getHttpAdapter()
      .getInstance()
      .inject({
        method,
        url,
        headers: {
          ...options.headers,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
      });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  beforeAll(async () => {
    db = await createPgliteDatabase();
    const identity = createIdentityService({
      hasher: new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }),
    });
    for (const definition of ALL_SERVICES) {
      services.push(
        await bootService(definition.name === 'identity' ? identity : definition, {
          name: definition.name,
          db,
          bus,
          logger: pino({ level: 'silent' }),
          clock: systemClock,
          env: { JWT_SECRET, INTERNAL_AUTH_SECRET },
          services: noPeersServiceCaller,
        }),
      );
    }
    const clients = {} as Record<ServiceName, ServiceClient>;
    for (const service of services) {
      clients[service.name] = new InProcessServiceClient(
        service.app.getHttpAdapter().getInstance(),
      );
    }
    gateway = await createGatewayApp({
      clients,
      rateLimiter: limiter,
      rateLimit: 10_000,
      logger: pino({ level: 'silent' }),
      healthCacheMs: 1000,
      serviceTimeoutMs: 1000,
      jwtSecret: JWT_SECRET,
      internalAuthSecret: INTERNAL_AUTH_SECRET,
    });
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await limiter.close();
    for (const service of services.reverse()) {
      await service.app.close();
      await service.stop();
    }
    await bus.close();
    await db?.close();
  });

  it('has no route in any service or the gateway without an access rule', () => {
    for (const service of services) {
      expect([service.name, unmarkedRoutes(service.app)]).toEqual([service.name, []]);
    }
    expect(unmarkedRoutes(gateway)).toEqual([]);
  });

  it('refuses the same access token at once after logout', async () => {
    const registered = await call('POST', '/api/auth/register', {
      body: {
        role: 'parent',
        name: 'Kavya',
        email: 'kavya@example.in',
        password: 'secret-pass',
        mobile: '9988776655',
      },
    });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const parentId = (registered.body.user as { id: string }).id;
    const children = `/api/parent/${parentId}/children`;
    expect(await call('GET', children, { token })).toMatchObject({ status: 200 });

    expect(await call('POST', '/api/auth/logout', { token })).toMatchObject({ status: 200 });
    expect(await call('GET', children, { token })).toMatchObject({
      status: 401,
      body: { message: M.sessionExpired },
    });
  });

  it('ignores principal headers a client forges, and tampered tokens', async () => {
    const forged = principalHeaders(
      { userId: 'someone', role: 'parent', sid: 'x' },
      'not-the-internal-secret',
    );
    expect(await call('GET', '/api/parent/someone/children', { headers: forged })).toMatchObject({
      status: 401,
      body: { message: M.signInRequired },
    });
    expect(await call('GET', '/api/parent/someone/children', { token: 'a.b.c' })).toMatchObject({
      status: 401,
      body: { message: M.sessionExpired },
    });
  });

  it('marks the refresh cookie Secure behind a trusted TLS proxy, and only there', async () => {
    const registered = await call('POST', '/api/auth/register', {
      body: {
        role: 'parent',
        name: 'Anaya',
        email: 'anaya@example.in',
        password: 'secret-pass',
        mobile: '9988776622',
      },
    });
    expect(registered.status).toBe(201);
    // The same services behind a gateway that trusts the proxy on this host (TRUST_PROXY).
    const clients = {} as Record<ServiceName, ServiceClient>;
    for (const service of services) {
      clients[service.name] = new InProcessServiceClient(
        service.app.getHttpAdapter().getInstance(),
      );
    }
    const behindProxy = await createGatewayApp({
      clients,
      rateLimiter: limiter,
      rateLimit: 10_000,
      logger: pino({ level: 'silent' }),
      healthCacheMs: 1000,
      serviceTimeoutMs: 1000,
      jwtSecret: JWT_SECRET,
      internalAuthSecret: INTERNAL_AUTH_SECRET,
      trustProxy: ['loopback'],
    });
    // inject's peer is 127.0.0.1: a TLS proxy saying the browser came over HTTPS.
    const refreshCookieFrom = async (app: NestFastifyApplication) => {
      const response = await app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.20',
            'x-forwarded-proto': 'https',
          },
          payload: JSON.stringify({ email: 'anaya@example.in', password: 'secret-pass' }),
        });
      expect(response.statusCode).toBe(200);
      return String(response.headers['set-cookie']);
    };
    try {
      expect(await refreshCookieFrom(gateway)).not.toMatch(/;\s*Secure/);
      expect(await refreshCookieFrom(behindProxy)).toMatch(/^abhyas_refresh=.*;\s*Secure/);
    } finally {
      await behindProxy.close();
    }
  });

  it('never lets a public path reach an /internal route, whatever the role', async () => {
    const registered = await call('POST', '/api/auth/register', {
      body: {
        role: 'parent',
        name: 'Meera',
        email: 'meera@example.in',
        password: 'secret-pass',
        mobile: '9988776611',
      },
    });
    const parentToken = registered.body.token as string;
    const parentId = (registered.body.user as { id: string }).id;
    const child = await call('POST', '/api/add-child', {
      token: parentToken,
      body: { parentId, child: { name: 'Tara', class: 'Class 5' } },
    });
    const studentLogin = await call('POST', '/api/auth/student-login', {
      body: child.body.credentials,
    });
    expect([registered.status, child.status, studentLogin.status]).toEqual([201, 201, 200]);
    const roles = { anonymous: undefined, parent: parentToken, student: studentLogin.body.token };
    const postedBalance = async () =>
      (await call('GET', `/api/credits/balance/${parentId}`, { token: parentToken })).body
        .postedBalance;
    // The welcome bonus arrives by event: settled first, so no grant can hide behind it.
    for (let waited = 0; (await postedBalance()) !== 50; waited += 50) {
      expect(waited).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // Over the socket: inject would resolve `..` and `%2e%2e` before the gateway saw them.
    await gateway.listen(0, '127.0.0.1');
    const { port } = gateway.getHttpServer().address() as AddressInfo;
    const send = async (method: string, path: string, token?: unknown) =>
      new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: {
              'content-type': 'application/json',
              ...(typeof token === 'string' ? { authorization: `Bearer ${token}` } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ accountId: parentId, amount: 1_000, transferId: 't-1' }));
      });

    const grant = 'internal/credits/grant';
    for (const [role, token] of Object.entries(roles)) {
      for (const path of [
        `/api/../${grant}`,
        `/api//${grant}`,
        `/api/credits/../../${grant}`,
        `/api/credits/%2e%2e/%2e%2e/${grant}`,
        `/api/credits/.%2E/%2E./${grant}`,
        `/api/credits//..//..//${grant}`,
        `/api/auth/%2e%2e/%2e%2e/internal/sessions/${parentId}`,
      ]) {
        // A 401 or 403 would be an internal route's own guard answering: the path got there.
        expect({ role, path, status: (await send('POST', path, token)).status }).toEqual({
          role,
          path,
          status: 404,
        });
      }
      for (const path of [
        `/api/credits/..%2f..%2f${grant}`,
        `/api/credits/..%2F..%2F${grant}`,
        `/api/credits\\..\\..\\${grant}`,
        `/api/credits/..%5c..%5c${grant}`,
      ]) {
        expect({ role, path, ...(await send('POST', path, token)) }).toMatchObject({
          role,
          path,
          status: 400,
          body: { code: 'INVALID_PATH' },
        });
      }
    }
    expect(await postedBalance()).toBe(50);
  });

  it('has every service built, none partial, and says so in health', async () => {
    const unbuilt = ALL_SERVICES.filter((definition) => definition.features === 'none');
    expect(unbuilt.map((definition) => definition.name)).toEqual([]);
    const partial = ALL_SERVICES.filter((definition) => definition.pendingPaths?.length);
    expect(partial.map((definition) => definition.name)).toEqual([]);
    const health = await call('GET', '/api/health');
    const services = health.body.services as Record<string, { status: string; features?: string }>;
    for (const definition of ALL_SERVICES) {
      expect([definition.name, services[definition.name].features]).toEqual([
        definition.name,
        featuresOf(definition)?.features,
      ]);
    }
    for (const definition of unbuilt) {
      expect([definition.name, services[definition.name].status]).toEqual([definition.name, 'ok']);
    }
  });

  it('follows one registration in one trace: identity’s writes and the ledger’s welcome bonus', async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(exporter)],
    });
    trace.setGlobalTracerProvider(provider);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    try {
      // The gateway's HTTP server span in a process; here the request's root span.
      const root = trace.getTracer('test').startSpan('POST /api/auth/register');
      const registered = await context.with(trace.setSpan(context.active(), root), () =>
        call('POST', '/api/auth/register', {
          body: {
            role: 'parent',
            name: 'Ishaan',
            email: 'ishaan@example.in',
            password: 'secret-pass',
            mobile: '9988776600',
          },
        }),
      );
      root.end();
      expect(registered.status).toBe(201);
      const traceId = root.spanContext().traceId;
      const spansOf = (name: string) =>
        exporter.getFinishedSpans().filter((span) => span.name === name);
      for (let waited = 0; spansOf('credits-ledger credit-account').length === 0; waited += 50) {
        expect(waited).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const name of [
        'identity transaction',
        'process identity.events',
        'credits-ledger credit-account',
      ]) {
        expect([name, spansOf(name).map((span) => span.spanContext().traceId)]).toEqual([
          name,
          expect.arrayContaining([traceId]),
        ]);
      }
    } finally {
      trace.disable();
      propagation.disable();
      context.disable();
      await provider.shutdown();
    }
  });
});
