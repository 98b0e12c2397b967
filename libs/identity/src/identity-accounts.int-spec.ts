import {
  ACCOUNT_MESSAGES as M,
  childLockedMessage,
  PIN_LOCKOUT_MINUTES,
  PIN_LOCKOUT_THRESHOLD,
  serviceTopic,
  studentAttemptsLeftMessage,
  type SessionRevocationsResponse,
} from '@abhyas/contracts';
import type { SqlDatabase } from '@abhyas/event-store';
import type { DeliveredMessage } from '@abhyas/messaging';
import { internalAuthKey } from '@abhyas/runtime';
import {
  bootServiceForTest,
  expectAccessMatrix,
  expectRebuildEqualsLive,
  signedCaller,
  testDatabases,
  useBootedService,
} from '@abhyas/testing';
import {
  claimsOf,
  identityClient,
  parentRegistration,
  countRows,
  fastHasher,
  TEST_JWT_SECRET,
} from '../testing/identity-test-client';
import { accountsProjection } from './application/accounts.projection';
import { createIdentityService } from './identity.service';

const count = countRows;

const snapshot = async (db: SqlDatabase) => ({
  accounts: (await db.query('select * from identity.accounts order by account_id')).rows,
  children: (await db.query('select * from identity.children order by child_id')).rows,
  tombstones: (await db.query('select * from identity.child_tombstones order by child_id')).rows,
  sessions: (await db.query('select * from identity.sessions order by sid')).rows,
});

describe.each(testDatabases())('identity accounts and families on $engine', (factory) => {
  let now = new Date('2026-11-22T10:00:00.000Z');
  const suite = useBootedService(factory, (database) =>
    bootServiceForTest(createIdentityService({ hasher: fastHasher }), database, {
      clock: { now: () => now },
      // Every call here comes from one address; identity-abuse-limits tests the budgets.
      env: { JWT_SECRET: TEST_JWT_SECRET, SIGN_UP_PER_ADDRESS_PER_HOUR: '1000' },
    }),
  );
  let call: ReturnType<typeof identityClient>;
  const published: DeliveredMessage[] = [];

  const register = async (body: unknown) =>
    call<{ token: string; user: { id: string }; credentials?: { username: string; pin: string } }>(
      'POST',
      '/api/auth/register',
      { body },
    );
  const addChild = async (token: string, parentId: string, name: string) =>
    call<{ child: { _id: string }; credentials: { username: string; pin: string } }>(
      'POST',
      '/api/add-child',
      { token, body: { parentId, child: { name, class: 'Class 6' } } },
    );

  beforeAll(async () => {
    call = identityClient(suite.service);
    await suite.service.bus.subscribe({
      topic: serviceTopic('identity'),
      group: 'identity-accounts-observer',
      handler: async (message) => void published.push(message),
    });
  });

  it('registers a parent, signs them in with a 15-minute token and a refresh cookie', async () => {
    const answer = await register(parentRegistration(1));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      user: { role: 'parent', email: 'parent1@example.in' },
    });
    const claims = claimsOf(answer.body.token);
    expect(claims).toMatchObject({ sub: answer.body.user.id, role: 'parent' });
    expect(claims.exp - claims.iat).toBe(900);
    expect(String(answer.headers['set-cookie'])).toMatch(
      /^abhyas_refresh=.+; Path=\/api\/auth; HttpOnly; SameSite=Strict/,
    );
    expect(
      (await call('POST', '/api/auth/check-email', { body: { email: 'PARENT1@example.in' } })).body,
    ).toEqual({ exists: true, message: M.emailTaken });
    expect(
      (await call('POST', '/api/auth/check-mobile', { body: { mobile: '98-0000-0002' } })).body,
    ).toEqual({ exists: false, message: M.mobileAvailable });
  });

  it('registers a student as a family of one, signed in as the student with credentials once', async () => {
    const answer = await register({
      role: 'student',
      name: 'Aarav Sharma',
      email: 'aarav@example.in',
      password: 'secret-pass',
      mobile: '9123456789',
      class: 'Class 7',
      subjects: ['Maths', 'Science'],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      user: { role: 'student', username: expect.stringMatching(/^aarav\d{3,6}$/) },
    });
    const { username, pin } = answer.body.credentials!;
    expect(pin).toMatch(/^\d{4}$/);
    expect(claimsOf(answer.body.token)).toMatchObject({ role: 'student' });
    const student = await call('POST', '/api/auth/student-login', { body: { username, pin } });
    expect(student).toMatchObject({ status: 200, body: { success: true, child: { username } } });
    const parent = await call('POST', '/api/auth/login', {
      body: { email: 'aarav@example.in', password: 'secret-pass' },
    });
    expect(parent).toMatchObject({ status: 200, body: { user: { role: 'parent' } } });
  });

  it('lets exactly one of 20 concurrent registrations with one email win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register({ ...parentRegistration(100 + i), email: 'Race@Example.in' }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 201);
    expect(losers.every((a) => a.status === 409)).toBe(true);
    expect(losers[0]?.body).toMatchObject({ message: M.emailTaken, field: 'email' });
    expect(
      await count(suite.database.db, `identity.accounts where email = 'race@example.in'`),
    ).toBe(1);
    const sameMobile = await register({ ...parentRegistration(200), mobile: '9800000001' });
    expect(sameMobile).toMatchObject({
      status: 409,
      body: { message: M.mobileTaken, field: 'mobile' },
    });
    expect(
      await count(suite.database.db, `identity.accounts where email = 'parent200@example.in'`),
    ).toBe(0);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const unknown = await call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.in', password: 'whatever' },
    });
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: 'parent1@example.in', password: 'wrong-pass' },
    });
    expect(unknown).toMatchObject({
      status: 401,
      body: { message: M.invalidCredentials, error: M.invalidCredentials },
    });
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('locks a child after five wrong PINs, saying the tries left, and the parent’s PIN reset unlocks it', async () => {
    const parent = await register(parentRegistration(3));
    const added = await addChild(parent.body.token, parent.body.user.id, 'Diya');
    expect(added.status).toBe(201);
    const { username, pin } = added.body.credentials;
    const wrongPin = pin === '0000' ? '1111' : '0000';
    const answers = [];
    for (let i = 0; i < PIN_LOCKOUT_THRESHOLD; i++) {
      answers.push(
        await call('POST', '/api/auth/student-login', { body: { username, pin: wrongPin } }),
      );
    }
    expect(
      answers.slice(0, -1).map((a) => [a.status, a.body.message, a.body.attemptsLeft]),
    ).toEqual([4, 3, 2, 1].map((left) => [401, studentAttemptsLeftMessage(left), left]));
    expect(answers.at(-1)).toMatchObject({
      status: 423,
      body: { message: childLockedMessage(PIN_LOCKOUT_MINUTES * 60), retryAfterSeconds: 3600 },
      headers: { 'retry-after': String(PIN_LOCKOUT_MINUTES * 60) },
    });
    expect(
      await call('POST', '/api/auth/student-login', { body: { username, pin } }),
    ).toMatchObject({
      status: 423,
    });

    const reset = await call<{ pin: string }>(
      'POST',
      `/api/parent/${parent.body.user.id}/child/${added.body.child._id}/reset-credentials`,
      { token: parent.body.token },
    );
    expect(reset).toMatchObject({ status: 200, body: { username, message: M.pinReset } });
    expect(
      await call('POST', '/api/auth/student-login', { body: { username, pin: reset.body.pin } }),
    ).toMatchObject({ status: 200 });

    now = new Date(now.getTime() + (PIN_LOCKOUT_MINUTES + 1) * 60_000);
  });

  it('ends a child’s sessions on PIN reset, and on deletion erases the child and says so', async () => {
    const parent = await register(parentRegistration(4));
    const parentId = parent.body.user.id;
    const added = await addChild(parent.body.token, parentId, 'Kabir');
    const childId = added.body.child._id;
    const signedIn = await call<{ token: string }>('POST', '/api/auth/student-login', {
      body: added.body.credentials,
    });
    const sid = claimsOf(signedIn.body.token).sid;
    const active = async () =>
      (
        await suite.service.service.app
          .getHttpAdapter()
          .getInstance()
          .inject({ url: `/internal/sessions/revocations?since=${new Date(0).toISOString()}` })
      ).statusCode;
    expect(await active()).toBe(401); // not reachable without the gateway's internal principal

    const duplicate = await addChild(parent.body.token, parentId, 'KABIR');
    expect(duplicate).toMatchObject({ status: 409, body: { message: M.childNameTaken } });

    const deleted = await call('DELETE', `/api/parent/${parentId}/child/${childId}`, {
      token: parent.body.token,
    });
    expect(deleted).toMatchObject({
      status: 200,
      body: { success: true, message: M.childDeleted },
    });
    expect(await count(suite.database.db, `identity.children where child_id = '${childId}'`)).toBe(
      0,
    );
    expect(
      await count(suite.database.db, `identity.child_tombstones where child_id = '${childId}'`),
    ).toBe(1);
    expect(
      await count(
        suite.database.db,
        `identity.sessions where user_id = '${childId}' and revoked_at is null`,
      ),
    ).toBe(0);
    // The gateway learns it from the revocation feed, and stops accepting the child's token.
    const feed = await signedCaller(
      suite.service,
      internalAuthKey({ JWT_SECRET: TEST_JWT_SECRET })!,
    )('GET', `/internal/sessions/revocations?since=${new Date(0).toISOString()}`, {
      as: { userId: 'gateway', role: 'internal', sid: 'gateway' },
    });
    expect(feed.status).toBe(200);
    expect(
      (feed.body as unknown as SessionRevocationsResponse).revoked.map((r) => r.sid),
    ).toContain(sid);
    expect(
      await call('POST', '/api/auth/student-login', { body: added.body.credentials }),
    ).toMatchObject({ status: 401 });
    const children = await call<{ children: unknown[] }>(
      'GET',
      `/api/parent/${parentId}/children`,
      {
        token: parent.body.token,
      },
    );
    expect(children.body.children).toEqual([]);

    await suite.service.service.stop();
    for (let i = 0; i < 50 && !published.some((m) => m.type === 'child-deleted.v1'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(published.find((m) => m.type === 'child-deleted.v1')?.payload).toEqual({
      parentId,
      childId,
      deletedAt: now.toISOString(),
    });
    expect(published.some((m) => m.type === 'parent-registered.v1')).toBe(true);
    expect(published.some((m) => m.type === 'welcome-bonus-earned.v1')).toBe(true);
    expect(published.find((m) => m.type === 'child-added.v1')?.payload).not.toHaveProperty('pin');
  });

  it('refuses by role and ownership on every family and settings endpoint', async () => {
    const owner = await register(parentRegistration(5));
    const other = await register(parentRegistration(6));
    const ownerId = owner.body.user.id;
    const added = await addChild(owner.body.token, ownerId, 'Meher');
    const childId = added.body.child._id;
    const student = await call<{ token: string }>('POST', '/api/auth/student-login', {
      body: added.body.credentials,
    });
    const endpoints: Array<['GET' | 'POST' | 'DELETE', string, unknown]> = [
      ['POST', '/api/add-child', { parentId: ownerId, child: { name: 'Zed', class: 'Class 4' } }],
      ['GET', `/api/parent/${ownerId}/children`, undefined],
      ['POST', `/api/parent/${ownerId}/child/${childId}/reset-credentials`, undefined],
      ['POST', `/api/parent/${ownerId}/child/${childId}/unlock`, undefined],
      ['GET', `/api/parent/${ownerId}/examination-preferences`, undefined],
      [
        'POST',
        `/api/parent/${ownerId}/examination-preferences`,
        {
          preferences: {
            selectedTypes: ['CBSE'],
            selectedCurricula: ['CBSE'],
            selectedSubjects: ['Science'],
          },
        },
      ],
      ['GET', `/api/parent/${ownerId}/notification-preferences`, undefined],
      [
        'POST',
        `/api/parent/${ownerId}/notification-preferences`,
        {
          testReminders: false,
          resultAlerts: true,
          explanationRequests: true,
          weeklyReport: false,
          channel: 'both',
        },
      ],
      [
        'POST',
        '/api/auth/change-password',
        { currentPassword: 'secret-pass', newPassword: 'secret-pass' },
      ],
      [
        'POST',
        '/api/auth/update-email',
        { email: 'parent5@example.in', currentPassword: 'secret-pass' },
      ],
      ['DELETE', `/api/parent/${ownerId}/child/${childId}`, undefined],
    ];
    const selfOnly = ['/api/auth/change-password', '/api/auth/update-email'];
    for (const [method, url, body] of endpoints) {
      const anonymous = await call(method, url, { body });
      expect([url, anonymous.status, anonymous.body.message]).toEqual([url, 401, M.signInRequired]);
      const asStudent = await call(method, url, { body, token: student.body.token });
      expect([url, asStudent.status, asStudent.body.message]).toEqual([url, 403, M.forbidden]);
      if (!selfOnly.includes(url)) {
        const asOther = await call(method, url, { body, token: other.body.token });
        expect([url, asOther.status, asOther.body.message]).toEqual([url, 403, M.forbidden]);
      }
      const asOwner = await call(method, url, { body, token: owner.body.token });
      expect([url, asOwner.status]).toEqual([
        url,
        method === 'POST' && url.endsWith('add-child') ? 201 : 200,
      ]);
    }
    // Under their own id, a parent reaching for someone else's child learns nothing of it.
    const othersChild = (await addChild(other.body.token, other.body.user.id, 'Tara')).body.child;
    for (const [method, url] of [
      ['POST', `/api/parent/${ownerId}/child/${othersChild._id}/reset-credentials`],
      ['POST', `/api/parent/${ownerId}/child/${othersChild._id}/unlock`],
      ['DELETE', `/api/parent/${ownerId}/child/${othersChild._id}`],
      ['DELETE', `/api/parent/${ownerId}/child/no-such-child`],
    ] as const) {
      const answer = await call(method, url, { token: owner.body.token });
      expect([url, answer.status, answer.body.message]).toEqual([url, 404, M.childNotFound]);
    }
    const preferences = await call('GET', `/api/parent/${ownerId}/notification-preferences`, {
      token: owner.body.token,
    });
    expect(preferences.body).toMatchObject({
      preferences: { channel: 'both', weeklyReport: false },
    });
  });

  it('writes nothing for bad input on any endpoint', async () => {
    const owner = await register(parentRegistration(7));
    const before = await count(suite.database.db, 'identity.events');
    const bad: Array<['POST', string, unknown]> = [
      ['POST', '/api/auth/register', {}],
      ['POST', '/api/auth/register', { ...parentRegistration(8), role: 'admin' }],
      ['POST', '/api/auth/register', { ...parentRegistration(8), mobile: '12345' }],
      ['POST', '/api/auth/register', { ...parentRegistration(8), password: '123' }],
      [
        'POST',
        '/api/auth/register',
        { ...parentRegistration(8), role: 'student', class: 'Class 2', subjects: ['Maths'] },
      ],
      ['POST', '/api/auth/register', ['array']],
      ['POST', '/api/auth/login', { email: 'x' }],
      ['POST', '/api/auth/student-login', { username: 'a', pin: '12345' }],
      ['POST', '/api/auth/check-email', { email: 'nope' }],
      ['POST', '/api/auth/check-mobile', {}],
      [
        'POST',
        '/api/add-child',
        { parentId: owner.body.user.id, child: { name: ' ', class: 'Class 3' } },
      ],
      [
        'POST',
        '/api/add-child',
        { parentId: owner.body.user.id, child: { name: 'A', class: 'Class 11' } },
      ],
      [
        'POST',
        `/api/parent/${owner.body.user.id}/examination-preferences`,
        {
          preferences: {
            selectedTypes: ['JEE'],
            selectedCurricula: ['x'],
            selectedSubjects: ['y'],
          },
        },
      ],
      ['POST', `/api/parent/${owner.body.user.id}/notification-preferences`, { channel: 'sms' }],
      ['POST', '/api/auth/change-password', { currentPassword: 'secret-pass', newPassword: '1' }],
      ['POST', '/api/auth/update-email', { email: 'bad' }],
    ];
    for (const [method, url, body] of bad) {
      const answer = await call(method, url, { body, token: owner.body.token });
      expect([url, answer.status]).toEqual([url, 400]);
      expect(typeof answer.body.message).toBe('string');
    }
    expect(
      await call('POST', '/api/auth/change-password', {
        token: owner.body.token,
        body: { currentPassword: 'wrong-one', newPassword: 'new-secret' },
      }),
    ).toMatchObject({ status: 400, body: { message: M.currentPasswordWrong } });
    expect(await count(suite.database.db, 'identity.events')).toBe(before);
  });

  it('ends the other sessions when the password changes, keeping the one that changed it', async () => {
    const registration = parentRegistration(12);
    const here = await register(registration);
    const elsewhere = await call<{ token: string }>('POST', '/api/auth/login', {
      body: { email: registration.email, password: registration.password },
    });
    const openSessions = () =>
      count(
        suite.database.db,
        `identity.sessions where user_id = '${here.body.user.id}' and revoked_at is null`,
      );
    expect(await openSessions()).toBe(2);

    const changed = await call('POST', '/api/auth/change-password', {
      token: here.body.token,
      body: { currentPassword: registration.password, newPassword: 'a-new-secret' },
    });

    expect(changed).toMatchObject({ status: 200, body: { message: M.passwordChanged } });
    expect(await openSessions()).toBe(1);
    const kept = await count(
      suite.database.db,
      `identity.sessions where sid = '${claimsOf(here.body.token).sid}' and revoked_at is null`,
    );
    expect(kept).toBe(1);
    const ended = claimsOf(elsewhere.body.token).sid;
    expect(
      await count(
        suite.database.db,
        `identity.sessions where sid = '${ended}' and revoked_at is null`,
      ),
    ).toBe(0);
  });

  it('rotates refresh tokens, and a reused one ends the session', async () => {
    const answer = await register(parentRegistration(9));
    const cookie = String(answer.headers['set-cookie']).split(';')[0];
    const first = await call('POST', '/api/auth/refresh', { headers: { cookie } });
    expect(first).toMatchObject({ status: 200, body: { success: true, user: { role: 'parent' } } });
    const rotated = String(first.headers['set-cookie']).split(';')[0];
    expect(rotated).not.toBe(cookie);
    const reused = await call('POST', '/api/auth/refresh', { headers: { cookie } });
    expect(reused).toMatchObject({ status: 401, body: { message: M.sessionExpired } });
    expect(await call('POST', '/api/auth/refresh', { headers: { cookie: rotated } })).toMatchObject(
      {
        status: 401,
      },
    );
  });

  it('changes the email, freeing the old one for others', async () => {
    const answer = await register(parentRegistration(10));
    const currentPassword = 'secret-pass';
    expect(
      await call('POST', '/api/auth/update-email', {
        token: answer.body.token,
        body: { email: 'parent1@example.in', currentPassword },
      }),
    ).toMatchObject({ status: 409, body: { message: M.emailTaken, field: 'email' } });
    expect(
      await call('POST', '/api/auth/update-email', {
        token: answer.body.token,
        body: { email: 'new10@example.in', currentPassword },
      }),
    ).toMatchObject({ status: 200, body: { message: M.emailUpdated } });
    expect(
      (await register({ ...parentRegistration(11), email: 'parent10@example.in' })).status,
    ).toBe(201);
  });

  it('declares who may call every route (the authorization matrix)', () => {
    expectAccessMatrix(suite.service, [
      'DELETE /api/parent/:parentId/child/:childId → parentOfChild(:parentId, :childId)',
      'GET /api/auth/dev-outbox → public',
      'GET /api/parent/:parentId/children → accountHolder(:parentId)',
      'GET /api/parent/:parentId/examination-preferences → accountHolder(:parentId)',
      'GET /api/parent/:parentId/notification-preferences → accountHolder(:parentId)',
      'GET /internal/sessions/revocations → internal',
      'POST /api/add-child → accountHolder(body.parentId)',
      'POST /api/auth/change-password → signedIn(parent)',
      'POST /api/auth/check-email → public',
      'POST /api/auth/check-mobile → public',
      'POST /api/auth/forgot-password → public',
      'POST /api/auth/login → public',
      'POST /api/auth/logout → public',
      'POST /api/auth/refresh → public',
      'POST /api/auth/register → public',
      'POST /api/auth/reset-password → public',
      'POST /api/auth/student-login → public',
      'POST /api/auth/update-email → signedIn(parent)',
      'POST /api/contact → public',
      'POST /api/leads → public',
      'POST /api/newsletter/subscribe → public',
      'POST /api/parent/:parentId/child/:childId/reset-credentials → parentOfChild(:parentId, :childId)',
      'POST /api/parent/:parentId/child/:childId/unlock → parentOfChild(:parentId, :childId)',
      'POST /api/parent/:parentId/examination-preferences → accountHolder(:parentId)',
      'POST /api/parent/:parentId/notification-preferences → accountHolder(:parentId)',
    ]);
  });

  it('rebuilds the accounts read models from the log equal to the live ones', async () => {
    expect((await snapshot(suite.database.db)).accounts.length).toBeGreaterThan(5);
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: 'identity',
      projection: accountsProjection('identity'),
      tables: ['accounts', 'children', 'child_tombstones', 'sessions'],
    });
  });
});
