import {
  ACCOUNT_MESSAGES as M,
  type DevOutboxResponse,
  type SessionRevocationsResponse,
} from '@abhyas/contracts';
import { internalAuthKey } from '@abhyas/runtime';
import {
  bootServiceForTest,
  expectRebuildEqualsLive,
  signedCaller,
  testDatabases,
  useBootedService,
  type ServiceUnderTest,
} from '@abhyas/testing';
import {
  claimsOf,
  countRows as count,
  fastHasher,
  identityClient,
  parentRegistration,
  TEST_JWT_SECRET,
} from '../testing/identity-test-client';
import { accountsProjection } from './application/accounts.projection';
import { PASSWORD_RESET_LIMITS } from './application/address-limits';
import { createIdentityService } from './identity.service';

const MINUTE = 60_000;
const PUBLIC_BASE_URL = 'https://abhyas.example.in';

describe.each(testDatabases())('identity password reset on $engine', (factory) => {
  let now = new Date('2026-11-22T10:00:00.000Z');
  const clock = { now: () => now };
  const env = { JWT_SECRET: TEST_JWT_SECRET, PUBLIC_BASE_URL };
  const suite = useBootedService(factory, (database) =>
    bootServiceForTest(createIdentityService({ hasher: fastHasher }), database, { clock, env }),
  );
  let call: ReturnType<typeof identityClient>;
  let addresses = 0;
  /** Each test asks from addresses of its own, so budgets never leak between tests. */
  const nextAddress = () => `203.0.113.${++addresses}`;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  const register = async (n: number) => {
    const answer = await call<{ token: string; user: { id: string } }>(
      'POST',
      '/api/auth/register',
      { body: parentRegistration(n), headers: from(nextAddress()) },
    );
    expect(answer.status).toBe(201);
    return {
      email: parentRegistration(n).email,
      id: answer.body.user.id,
      token: answer.body.token,
    };
  };
  const login = (email: string, password: string) =>
    call<{ token: string }>('POST', '/api/auth/login', {
      body: { email, password },
      headers: from(nextAddress()),
    });
  const forgot = (email: string, address = nextAddress()) =>
    call('POST', '/api/auth/forgot-password', { body: { email }, headers: from(address) });
  const reset = (token: string, newPassword: string) =>
    call('POST', '/api/auth/reset-password', {
      body: { token, newPassword },
      headers: from(nextAddress()),
    });
  const outbox = async (client = call) =>
    (await client<DevOutboxResponse>('GET', '/api/auth/dev-outbox')).body.mails;
  /** The token of the newest link mailed to `email`. */
  const linkTokenFor = async (email: string) => {
    const mail = (await outbox()).find((m) => m.to === email);
    expect(mail?.links[0]).toMatch(new RegExp(`^${PUBLIC_BASE_URL}/reset-password\\?token=`));
    return new URL(mail!.links[0]).searchParams.get('token')!;
  };
  const revokedSids = async () => {
    const feed = await signedCaller(
      suite.service,
      internalAuthKey({ JWT_SECRET: TEST_JWT_SECRET })!,
    )('GET', `/internal/sessions/revocations?since=${new Date(0).toISOString()}`, {
      as: { userId: 'gateway', role: 'internal', sid: 'gateway' },
    });
    return (feed.body as unknown as SessionRevocationsResponse).revoked.map((r) => r.sid);
  };

  beforeAll(() => {
    call = identityClient(suite.service);
  });

  it('mails a link that sets a new password once and signs out every session', async () => {
    const parent = await register(1);
    const other = await login(parent.email, 'secret-pass');
    const sessions = [claimsOf(parent.token).sid, claimsOf(other.body.token).sid];

    const asked = await forgot(parent.email);
    expect(asked).toMatchObject({
      status: 202,
      body: { success: true, message: M.forgotPasswordSent },
    });
    const token = await linkTokenFor(parent.email);
    expect(token.startsWith(`${parent.id}.`)).toBe(true);
    // Only the secret's hash is kept: the link itself is nowhere in the log.
    const secret = token.split('.')[1];
    expect(
      await count(suite.database.db, `identity.events where data::text like '%${secret}%'`),
    ).toBe(0);

    now = new Date(now.getTime() + 5 * MINUTE);
    expect(await reset(token, 'brand-new-pass')).toMatchObject({
      status: 200,
      body: { success: true, message: M.passwordReset },
    });
    expect((await login(parent.email, 'secret-pass')).status).toBe(401);
    expect((await login(parent.email, 'brand-new-pass')).status).toBe(200);
    // The gateway's revocation feed carries every session that was open.
    expect(await revokedSids()).toEqual(expect.arrayContaining(sessions));

    const again = await reset(token, 'another-pass');
    expect(again).toMatchObject({ status: 400, body: { message: M.resetLinkInvalid } });
    expect((await login(parent.email, 'brand-new-pass')).status).toBe(200);
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: 'identity',
      projection: accountsProjection('identity'),
      tables: ['accounts', 'sessions'],
    });
  });

  it('refuses a link after 30 minutes, saying it expired, and keeps the password', async () => {
    const parent = await register(2);
    await forgot(parent.email);
    const token = await linkTokenFor(parent.email);
    now = new Date(now.getTime() + 30 * MINUTE);
    expect(await reset(token, 'brand-new-pass')).toMatchObject({
      status: 400,
      body: { message: M.resetLinkExpired },
    });
    expect((await login(parent.email, 'secret-pass')).status).toBe(200);
  });

  it('answers an unknown email exactly as a known one, and writes and mails nothing for it', async () => {
    const parent = await register(3);
    const known = await forgot(parent.email);
    const events = await count(suite.database.db, 'identity.events');
    const mails = (await outbox()).length;
    const unknown = await forgot('nobody@example.in');
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(await count(suite.database.db, 'identity.events')).toBe(events);
    expect((await outbox()).length).toBe(mails);
  });

  it('limits requests per email (known or not) and per address, with Retry-After', async () => {
    const parent = await register(4);
    const seen = async (email: string) => {
      const answers = [];
      for (let i = 0; i <= PASSWORD_RESET_LIMITS.requestsPerEmail; i += 1) {
        answers.push(await forgot(email));
      }
      return answers.map((a) => [a.status, a.body.message, a.headers['retry-after']]);
    };
    const refused = [429, M.tooManyResetRequests, '3600'];
    const known = await seen(parent.email);
    expect(known.at(-1)).toEqual(refused);
    expect(known.slice(0, -1).every(([status]) => status === 202)).toBe(true);
    expect(await seen('nobody-else@example.in')).toEqual(known);

    const address = nextAddress();
    const fromOne = [];
    for (let i = 0; i <= PASSWORD_RESET_LIMITS.requestsPerAddress; i += 1) {
      fromOne.push((await forgot(`someone${i}@example.in`, address)).status);
    }
    expect(fromOne.at(-1)).toBe(429);
    expect(fromOne.slice(0, -1).every((status) => status === 202)).toBe(true);
  });

  it('refuses a malformed link or a short password with 400, writing nothing', async () => {
    const parent = await register(5);
    await forgot(parent.email);
    const token = await linkTokenFor(parent.email);
    const events = await count(suite.database.db, 'identity.events');
    expect(await reset('not a token', 'brand-new-pass')).toMatchObject({
      status: 400,
      body: { message: M.resetLinkInvalid },
    });
    expect(await reset(`${parent.id}.forged-secret`, 'brand-new-pass')).toMatchObject({
      status: 400,
      body: { message: M.resetLinkInvalid },
    });
    expect(await reset(token, 'short')).toMatchObject({
      status: 400,
      body: { message: M.passwordTooShort },
    });
    expect(await forgot('not-an-email')).toMatchObject({
      status: 400,
      body: { message: M.emailInvalid },
    });
    expect(await count(suite.database.db, 'identity.events')).toBe(events);
    // The link still works after those refusals.
    expect((await reset(token, 'brand-new-pass')).status).toBe(200);
  });

  it.each([
    ['SMTP is configured', { SMTP_URL: 'smtp://user:pass@127.0.0.1:1' }],
    ['in production', { NODE_ENV: 'production', PIN_PEPPER: 'p'.repeat(32) }],
  ])('shows no outbox when %s', async (_when, extra) => {
    const another: ServiceUnderTest = await bootServiceForTest(
      createIdentityService({ hasher: fastHasher }),
      suite.database,
      { clock, env: { ...env, ...extra } },
    );
    try {
      const answer = await identityClient(another)('GET', '/api/auth/dev-outbox');
      expect(answer.status).toBe(404);
    } finally {
      await another.stop();
    }
  });
});
