import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { fakeServiceClients } from '../../testing/fake-service-clients';
import { createGatewayApp } from '../create-gateway-app';
import { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';

/** What the proxy answers when an upstream fails, hangs, or has its circuit open. */
describe('upstream time budgets and circuit breakers at the gateway', () => {
  let app: NestFastifyApplication;
  const limiter = new MemoryRateLimiter({ limit: 10_000, windowMs: 60_000 });
  const { clients } = fakeServiceClients();
  let ledgerCalls = 0;
  let ledger: 'refusing' | 'hung' = 'refusing';
  clients['credits-ledger'] = {
    ...clients['credits-ledger'],
    forward: () => {
      ledgerCalls += 1;
      return ledger === 'hung'
        ? new Promise(() => undefined)
        : Promise.reject(new Error('ECONNREFUSED'));
    },
  };
  let paymentsCalls = 0;
  clients.payments = {
    ...clients.payments,
    forward: async () => {
      paymentsCalls += 1;
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{}'),
      };
    },
  };

  beforeAll(async () => {
    app = await createGatewayApp({
      clients,
      rateLimiter: limiter,
      rateLimit: 10_000,
      logger: pino({ level: 'silent' }),
      healthCacheMs: 60_000,
      serviceTimeoutMs: 50,
      upstream: { failuresToOpen: 3, coolDownMs: 60_000, timeoutMs: 20 },
    });
  });
  afterAll(async () => {
    await app.close();
    await limiter.close();
  });

  const balance = () => app.inject({ url: '/api/credits/balance/p1' });

  it('answers 503 with Retry-After for a hung upstream once its budget is spent', async () => {
    ledger = 'hung';
    const answer = await balance();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ service: 'credits-ledger' });
  });

  it('opens the circuit after consecutive failures and then answers 503 without calling it', async () => {
    ledger = 'refusing';
    await balance();
    await balance(); // three failures in a row with the hung one
    const before = ledgerCalls;
    const refused = await balance();
    expect(ledgerCalls).toBe(before);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(refused.json<{ message: string }>().message).toBe(
      'The credits-ledger service is temporarily unavailable. Please try again shortly.',
    );
  });

  it('keeps one upstream’s open circuit from touching another', async () => {
    const answer = await app.inject({ url: '/api/payments/history' });
    expect(answer.statusCode).toBe(200);
    expect(paymentsCalls).toBe(1);
  });

  it('says sign-in is unavailable (and signed-in users may carry on) when identity cannot be reached', async () => {
    clients.identity.forward = () => Promise.reject(new Error('ECONNREFUSED'));
    const answer = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(answer.statusCode).toBe(503);
    expect(answer.json<{ message: string }>().message).toMatch(
      /^Signing in and registering are temporarily unavailable/,
    );
  });
});
