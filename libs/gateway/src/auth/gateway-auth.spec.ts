import { SESSION_REVOCATIONS_PATH, type SessionRevocationsResponse } from '@abhyas/contracts';
import {
  AUTH_STATE_HEADER,
  internalAuthKey,
  readPrincipal,
  signJwt,
  type Principal,
} from '@abhyas/runtime';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { fakeServiceClients } from '../../testing/fake-service-clients';
import type { ForwardedResponse } from '../clients/service-client';
import { createGatewayApp } from '../create-gateway-app';
import { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';

const JWT_SECRET = 'gateway-auth-spec-secret-of-at-least-32-chars';
const KEY = internalAuthKey({ JWT_SECRET })!;

const tokenFor = (sid: string) => {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ sub: `parent-${sid}`, role: 'parent', sid, iat, exp: iat + 900 }, JWT_SECRET);
};

const ok = (body: unknown): ForwardedResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
});

/**
 * The gateway verifies tokens itself: what the ledger is told (the principal it forwards) is
 * decided without identity, so identity down or hung changes nothing for a signed-in call.
 */
describe('gateway authentication without a call to identity', () => {
  let app: NestFastifyApplication;
  const limiter = new MemoryRateLimiter({ limit: 10_000, windowMs: 60_000 });
  let identity: 'up' | 'down' | 'hung' = 'up';
  let revoked: SessionRevocationsResponse['revoked'] = [];
  /** Identity asked about a request (what the gateway must no longer do), not the feed. */
  const identityCalls: string[] = [];
  let feedReads = 0;
  const ledgerSaw: Array<Principal | undefined> = [];
  const { clients } = fakeServiceClients();

  clients.identity = {
    ...clients.identity,
    forward: (request) => {
      if (request.url.startsWith(SESSION_REVOCATIONS_PATH)) {
        feedReads += 1;
      } else {
        identityCalls.push(request.url);
      }
      if (identity === 'hung') {
        return new Promise(() => undefined);
      }
      if (identity === 'down') {
        return Promise.reject(new Error('ECONNREFUSED'));
      }
      return Promise.resolve(
        request.url.startsWith('/api/auth/logout')
          ? ok({ success: true })
          : ok({ asOf: new Date().toISOString(), revoked }),
      );
    },
  };
  clients['credits-ledger'] = {
    ...clients['credits-ledger'],
    forward: async (request) => {
      ledgerSaw.push(readPrincipal(request.headers, KEY));
      return ok({ balance: 5 });
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
      jwtSecret: JWT_SECRET,
      revocationPollMs: 10,
    });
  });
  afterAll(async () => {
    await app.close();
    await limiter.close();
  });
  beforeEach(() => {
    identity = 'up';
    ledgerSaw.length = 0;
    identityCalls.length = 0;
  });

  /**
   * Reads never overlap (one at a time), so once `n` more have started, the first of them,
   * which saw the state set before this call, has been applied.
   */
  const feedReadsAfterThis = async (n: number) => {
    const target = feedReads + n;
    while (feedReads < target) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  const balance = (token: string) =>
    app.inject({ url: '/api/credits/balance/p1', headers: { authorization: `Bearer ${token}` } });

  it.each(['down', 'hung'] as const)(
    'forwards a signed-in call with its principal while identity is %s, without asking identity',
    async (state) => {
      identity = state;
      const answer = await balance(tokenFor('s-up'));
      expect(answer.statusCode).toBe(200);
      expect(ledgerSaw).toEqual([{ userId: 'parent-s-up', role: 'parent', sid: 's-up' }]);
      expect(identityCalls).toEqual([]);
    },
  );

  it('refuses a token whose session identity’s feed reported revoked', async () => {
    revoked = [{ sid: 's-reset', revokedAt: new Date().toISOString() }];
    await feedReadsAfterThis(2);
    const answer = await balance(tokenFor('s-reset'));
    expect(answer.statusCode).toBe(200); // the ledger's fake answers; what matters is who it saw
    expect(ledgerSaw).toEqual([undefined]);
  });

  it('refuses the token at once after a logout through this gateway, before any feed read', async () => {
    const token = tokenFor('s-logout');
    await balance(token);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    await balance(token);
    expect(ledgerSaw).toEqual([expect.objectContaining({ sid: 's-logout' }), undefined]);
  });

  it('marks a tampered token expired for the services', async () => {
    let state: string | undefined;
    clients['credits-ledger'].forward = async (request) => {
      state = request.headers[AUTH_STATE_HEADER];
      return ok({});
    };
    await balance(`${tokenFor('s-x')}x`);
    expect(state).toBe('expired');
  });
});
