import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import type { SqlDatabase } from '@abhyas/event-store';
import { internalAuthKey } from '@abhyas/runtime';
import { bootServiceForTest, signedCaller, testDatabases, useBootedService } from '@abhyas/testing';
import {
  identityClient,
  parentRegistration,
  countRows,
  fastHasher,
  TEST_JWT_SECRET,
} from '../testing/identity-test-client';
import { createIdentityService } from './identity.service';

const count = countRows;

/** Everything identity writes: its events and every read model a refused request could touch. */
const written = async (db: SqlDatabase) => ({
  events: await count(db, 'identity.events'),
  accounts: await count(db, 'identity.accounts'),
  children: await count(db, 'identity.children'),
  openSessions: await count(db, 'identity.sessions where revoked_at is null'),
  contactMessages: await count(db, 'identity.contact_messages'),
  leads: await count(db, 'identity.leads'),
  subscribers: await count(db, 'identity.newsletter_subscribers'),
});

describe.each(testDatabases())('identity refuses hostile input on $engine', (factory) => {
  const suite = useBootedService(factory, (database) =>
    bootServiceForTest(createIdentityService({ hasher: fastHasher }), database, {
      env: { JWT_SECRET: TEST_JWT_SECRET },
    }),
  );
  let call: ReturnType<typeof identityClient>;
  let owner: { token: string; cookie: string; parentId: string; childId: string };

  beforeAll(async () => {
    call = identityClient(suite.service);
    const answer = await call<{ token: string; user: { id: string } }>(
      'POST',
      '/api/auth/register',
      { body: parentRegistration(1) },
    );
    const child = await call<{ child: { _id: string } }>('POST', '/api/add-child', {
      token: answer.body.token,
      body: { parentId: answer.body.user.id, child: { name: 'Meera', class: 'Class 6' } },
    });
    owner = {
      token: answer.body.token,
      cookie: String(answer.headers['set-cookie']).split(';')[0],
      parentId: answer.body.user.id,
      childId: child.body.child._id,
    };
  });

  it('answers 400 naming the field for NUL or a broken character in any string field, writing nothing', async () => {
    const student = {
      ...parentRegistration(3),
      role: 'student',
      class: 'Class 7',
      subjects: ['Maths'],
    };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/auth/register', { ...parentRegistration(2), name: 'Asha\u0000' }, 'name'],
      [
        '/api/auth/register',
        { ...parentRegistration(2), password: 'secret\u0000pass' },
        'password',
      ],
      ['/api/auth/register', { ...parentRegistration(2), name: 'Asha\ud800' }, 'name'],
      ['/api/auth/register', { ...student, school: 'Vidya\u0000' }, 'school'],
      ['/api/auth/check-email', { email: 'a\u0000@example.in' }, 'email'],
      ['/api/auth/check-mobile', { mobile: '98000\u000000001' }, 'mobile'],
      ['/api/auth/login', { email: 'parent1@example.in\u0000', password: 'secret-pass' }, 'email'],
      ['/api/auth/student-login', { username: 'meera\u0000', pin: '1234' }, 'username'],
      ['/api/contact', { name: 'A', email: 'a@example.in', message: 'Hi\u0000' }, 'message'],
      ['/api/contact', { name: 'A', email: 'a@example.in', message: 'Hi\udc00' }, 'message'],
      ['/api/leads', { name: 'A\u0000', email: 'a@example.in' }, 'name'],
      ['/api/newsletter/subscribe', { email: 'a\u0000@example.in' }, 'email'],
      [
        '/api/add-child',
        { parentId: owner.parentId, child: { name: 'Ravi\u0000', class: 'Class 6' } },
        'child.name',
      ],
      [
        `/api/parent/${owner.parentId}/examination-preferences`,
        {
          preferences: {
            selectedTypes: ['CBSE\u0000'],
            selectedCurricula: ['CBSE'],
            selectedSubjects: ['Science'],
          },
        },
        'preferences.selectedTypes.0',
      ],
      [
        '/api/auth/change-password',
        { currentPassword: 'secret-pass', newPassword: 'new\u0000secret' },
        'newPassword',
      ],
      [
        '/api/auth/update-email',
        { email: 'new\u0000@example.in', currentPassword: 'secret-pass' },
        'email',
      ],
    ];
    const before = await written(suite.database.db);
    for (const [url, body, field] of cases) {
      const answer = await call<{ message: string; errors: Array<{ path: string }> }>('POST', url, {
        body,
        token: owner.token,
      });
      expect([url, field, answer.status]).toEqual([url, field, 400]);
      expect(answer.body.message).toMatch(
        /must not contain control characters$|contains a broken character/,
      );
      expect(answer.body.errors[0].path).toBe(field);
    }
    expect(await written(suite.database.db)).toEqual(before);
  });

  it('refuses bidi overrides and invisible characters in names and usernames, but keeps Indic joiners', async () => {
    const before = await written(suite.database.db);
    const refused: Array<[string, Record<string, unknown>, string]> = [
      ['/api/auth/register', { ...parentRegistration(4), name: 'Asha\u202Etxt.exe' }, 'Name'],
      [
        '/api/add-child',
        { parentId: owner.parentId, child: { name: 'Me\u200Bera', class: 'Class 6' } },
        'Child name',
      ],
      [
        '/api/add-child',
        { parentId: owner.parentId, child: { name: '\uFEFFMeera', class: 'Class 6' } },
        'Child name',
      ],
      ['/api/auth/student-login', { username: 'meera\u2066123', pin: '1234' }, 'Username'],
      ['/api/leads', { name: 'A\u202Ab', email: 'a@example.in' }, 'Name'],
    ];
    for (const [url, body, label] of refused) {
      const answer = await call('POST', url, { body, token: owner.token });
      expect([url, answer.status, answer.body.message]).toEqual([
        url,
        400,
        `${label} must not contain invisible or text-direction characters`,
      ]);
    }
    expect(await written(suite.database.db)).toEqual(before);

    // क्‍षमा: a ZWJ after the virama asks for the half form; it is part of the name.
    const indic = await call<{ child: { name: string } }>('POST', '/api/add-child', {
      token: owner.token,
      body: { parentId: owner.parentId, child: { name: 'क्\u200Dषमा', class: 'Class 5' } },
    });
    expect([indic.status, indic.body.child.name]).toEqual([201, 'क्\u200Dषमा']);
  });

  it('treats a malformed refresh cookie as no cookie: refresh is a 401, logout ends nothing', async () => {
    const before = await written(suite.database.db);
    for (const cookie of [
      'abhyas_refresh=%',
      'abhyas_refresh=%E0%A4',
      'abhyas_refresh=a%00b.c',
      'abhyas_refresh=..',
      `abhyas_refresh=${'a'.repeat(65)}.b`,
    ]) {
      const refreshed = await call('POST', '/api/auth/refresh', { headers: { cookie } });
      expect([cookie, refreshed.status, refreshed.body.message]).toEqual([
        cookie,
        401,
        M.sessionExpired,
      ]);
      expect(String(refreshed.headers['set-cookie'])).toMatch(/^abhyas_refresh=; .*Max-Age=0/);
      const loggedOut = await call('POST', '/api/auth/logout', { headers: { cookie } });
      expect([cookie, loggedOut.status]).toEqual([cookie, 200]);
    }
    expect(await written(suite.database.db)).toEqual(before);
    // The owner's real cookie still works after all that.
    expect(
      (await call('POST', '/api/auth/refresh', { headers: { cookie: owner.cookie } })).status,
    ).toBe(200);
  });

  it('answers 400 for a path parameter carrying NUL, before any lookup, writing nothing', async () => {
    const before = await written(suite.database.db);
    const { parentId, childId, token } = owner;
    for (const [method, url] of [
      ['POST', `/api/parent/${parentId}/child/${childId}%00/reset-credentials`],
      ['DELETE', `/api/parent/${parentId}/child/%00`],
      ['GET', `/api/parent/${parentId}%00/children`],
    ] as const) {
      const answer = await call(method, url, { token });
      expect([url, answer.status]).toEqual([url, 400]);
    }
    const internal = signedCaller(suite.service, internalAuthKey({ JWT_SECRET: TEST_JWT_SECRET })!);
    const feed = await internal('GET', '/internal/sessions/revocations?since=a%00b', {
      as: { userId: 'gateway', role: 'internal', sid: 'internal' },
    });
    expect(feed.status).toBe(400);
    expect(await written(suite.database.db)).toEqual(before);
  });
});
