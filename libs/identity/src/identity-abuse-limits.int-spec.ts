import {
  ACCOUNT_MESSAGES as M,
  PIN_LOCKOUT_THRESHOLD,
  childLockedMessage,
  studentAttemptsLeftMessage,
} from '@abhyas/contracts';
import {
  bootServiceForTest,
  expectRebuildEqualsLive,
  testDatabases,
  useBootedService,
  type ServiceUnderTest,
  type SignedAnswer,
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
import { createIdentityService, type IdentityServiceOptions } from './identity.service';
import { Argon2PinHasher } from './infrastructure/argon2-pin.hasher';

type Answer = SignedAnswer;

const HOUR = 3_600_000;

describe.each(testDatabases())('identity abuse limits on $engine', (factory) => {
  let now = new Date('2026-11-22T10:00:00.000Z');
  const clock = { now: () => now };
  const env = {
    JWT_SECRET: TEST_JWT_SECRET,
    STUDENT_PIN_FAILURES_PER_ADDRESS_PER_HOUR: '12',
    STUDENT_SIGN_INS_PER_ADDRESS_PER_15_MIN: '20',
  };
  const suite = useBootedService(factory, (database) =>
    bootServiceForTest(createIdentityService({ hasher: fastHasher }), database, { clock, env }),
  );
  const bootAnother = (options: IdentityServiceOptions = {}): Promise<ServiceUnderTest> =>
    bootServiceForTest(createIdentityService({ hasher: fastHasher, ...options }), suite.database, {
      clock,
      env,
    });
  let call: ReturnType<typeof identityClient>;
  let addresses = 0;
  /** Each test signs in from addresses of its own, so budgets never leak between tests. */
  const nextAddress = () => `198.51.100.${++addresses}`;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  const register = (n: number, address: string, client = call) =>
    client<{ token: string; user: { id: string } }>('POST', '/api/auth/register', {
      body: parentRegistration(n),
      headers: from(address),
    });

  const family = async (n: number, client = call) => {
    const parent = await register(n, nextAddress(), client);
    expect(parent.status).toBe(201);
    const added = await client<{
      child: { _id: string };
      credentials: { username: string; pin: string };
    }>('POST', '/api/add-child', {
      token: parent.body.token,
      body: { parentId: parent.body.user.id, child: { name: `Kid ${n}`, class: 'Class 6' } },
    });
    expect(added.status).toBe(201);
    return {
      token: parent.body.token,
      parentId: parent.body.user.id,
      childId: added.body.child._id,
      ...added.body.credentials,
      wrongPin: added.body.credentials.pin === '0000' ? '1111' : '0000',
    };
  };

  const studentLogin = (username: string, pin: string, address: string, client = call) =>
    client<{ token: string }>('POST', '/api/auth/student-login', {
      body: { username, pin },
      headers: from(address),
    });

  const seen = (answer: Answer) => [
    answer.status,
    answer.body.message,
    answer.body.attemptsLeft,
    answer.headers['retry-after'],
  ];

  const storedPinHashes = async (childId: string) =>
    (
      await suite.database.db.query<{ type: string; hash: string }>(
        `select type, data->>'pinHash' as hash from identity.events
          where stream_id = $1 and data ? 'pinHash' order by stream_version`,
        [`child-${childId}`],
      )
    ).rows;

  beforeAll(() => {
    call = identityClient(suite.service);
  });

  it('stores PINs as a keyed HMAC whose pepper is generated once and kept across restarts', async () => {
    const kid = await family(1);
    expect(await storedPinHashes(kid.childId)).toEqual([
      { type: 'ChildAdded', hash: expect.stringMatching(/^hmac-sha256\$[A-Za-z0-9_-]{43}$/) },
    ]);
    expect(
      await count(suite.database.db, `identity.platform_secrets where name = 'pin-pepper'`),
    ).toBe(1);
    const restarted = await bootAnother();
    try {
      const answer = await studentLogin(
        kid.username,
        kid.pin,
        nextAddress(),
        identityClient(restarted),
      );
      expect(answer.status).toBe(200);
    } finally {
      await restarted.stop();
    }
  });

  it('moves a PIN stored as Argon2id to the HMAC at its next successful sign-in', async () => {
    const before = await bootAnother({
      pinHasher: new Argon2PinHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }),
    });
    const kid = await family(2, identityClient(before)).finally(() => before.stop());
    expect(await storedPinHashes(kid.childId)).toEqual([
      { type: 'ChildAdded', hash: expect.stringMatching(/^\$argon2id\$/) },
    ]);

    const address = nextAddress();
    expect((await studentLogin(kid.username, kid.wrongPin, address)).status).toBe(401);
    expect((await studentLogin(kid.username, kid.pin, address)).status).toBe(200);
    const hashes = await storedPinHashes(kid.childId);
    expect(hashes.map((row) => row.type)).toEqual(['ChildAdded', 'ChildPinRehashed']);
    expect(hashes[1].hash).toMatch(/^hmac-sha256\$/);

    expect((await studentLogin(kid.username, kid.pin, address)).status).toBe(200);
    expect((await studentLogin(kid.username, kid.wrongPin, address)).status).toBe(401);
    expect((await storedPinHashes(kid.childId)).length).toBe(2);
  });

  it('locks a child for an hour, then two; the parent sees the lock and unlocks it', async () => {
    const kid = await family(3);
    const children = async () =>
      (
        await call<{ children: Array<{ _id: string; lockedUntil?: string }> }>(
          'GET',
          `/api/parent/${kid.parentId}/children`,
          { token: kid.token },
        )
      ).body.children.find((child) => child._id === kid.childId);
    const fiveWrong = async () => {
      const address = nextAddress();
      const answers: Answer[] = [];
      for (let i = 0; i < PIN_LOCKOUT_THRESHOLD; i++) {
        answers.push(await studentLogin(kid.username, kid.wrongPin, address));
      }
      return answers.map(seen);
    };

    expect(await fiveWrong()).toEqual([
      ...[4, 3, 2, 1].map((left) => [401, studentAttemptsLeftMessage(left), left, undefined]),
      [423, childLockedMessage(3600), undefined, '3600'],
    ]);
    expect((await children())?.lockedUntil).toBe(new Date(now.getTime() + HOUR).toISOString());
    // Locked, the right PIN is refused too.
    expect((await studentLogin(kid.username, kid.pin, nextAddress())).status).toBe(423);

    now = new Date(now.getTime() + HOUR + 1);
    expect((await children())?.lockedUntil).toBeUndefined();
    expect((await fiveWrong()).at(-1)).toEqual([423, childLockedMessage(7200), undefined, '7200']);
    expect((await children())?.lockedUntil).toBe(new Date(now.getTime() + 2 * HOUR).toISOString());

    const unlocked = await call('POST', `/api/parent/${kid.parentId}/child/${kid.childId}/unlock`, {
      token: kid.token,
    });
    expect(unlocked).toMatchObject({
      status: 200,
      body: { success: true, message: M.childUnlocked },
    });
    expect((await children())?.lockedUntil).toBeUndefined();
    expect((await studentLogin(kid.username, kid.pin, nextAddress())).status).toBe(200);
    // A successful sign-in forgets the earlier locks: the next one is an hour again.
    expect((await fiveWrong()).at(-1)).toEqual([423, childLockedMessage(3600), undefined, '3600']);
    await expectRebuildEqualsLive({
      db: suite.database.db,
      schema: 'identity',
      projection: accountsProjection('identity'),
      tables: ['accounts', 'children', 'child_tombstones', 'sessions'],
    });
  });

  it('answers an unknown username exactly as a real one, tries left and lock included', async () => {
    const kid = await family(4);
    const tryTimes = async (username: string) => {
      const address = nextAddress();
      const answers: unknown[] = [];
      for (let i = 0; i <= PIN_LOCKOUT_THRESHOLD; i++) {
        answers.push(seen(await studentLogin(username, kid.wrongPin, address)));
      }
      return answers;
    };
    const real = await tryTimes(kid.username);
    const unknown = await tryTimes('nobody4821');
    expect(unknown).toEqual(real);
    expect(real.at(-1)).toEqual([423, childLockedMessage(3600), undefined, '3600']);
  });

  it('limits wrong PINs from one address across all children, with Retry-After', async () => {
    const kids = [await family(5), await family(6), await family(7)];
    const sprayer = nextAddress();
    // Four wrong PINs each never locks a child; twelve in all is the address's hour.
    for (let i = 0; i < 12; i++) {
      const kid = kids[i % 3];
      expect((await studentLogin(kid.username, kid.wrongPin, sprayer)).status).toBe(401);
    }
    const refused = await studentLogin(kids[0].username, kids[0].pin, sprayer);
    expect(refused).toMatchObject({ status: 429, body: { message: M.tooManyAttempts } });
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    expect((await studentLogin(kids[0].username, kids[0].pin, nextAddress())).status).toBe(200);
  });

  it('takes a school lab’s sign-ins from one address up to the operator’s budget', async () => {
    const kid = await family(40);
    const lab = nextAddress();
    for (let i = 0; i < 20; i++) {
      expect((await studentLogin(kid.username, kid.pin, lab)).status).toBe(200);
    }
    const refused = await studentLogin(kid.username, kid.pin, lab);
    expect(refused).toMatchObject({ status: 429, body: { message: M.tooManyAttempts } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allows five sign-ups an hour from one address, then 429 with Retry-After, writing nothing', async () => {
    const address = nextAddress();
    for (let n = 10; n < 15; n++) {
      expect((await register(n, address)).status).toBe(201);
    }
    const sixth = await register(15, address);
    expect(sixth).toMatchObject({ status: 429, body: { message: M.tooManySignUps } });
    expect(sixth.headers['retry-after']).toBe('3600');
    expect(
      await count(suite.database.db, `identity.accounts where email = 'parent15@example.in'`),
    ).toBe(0);
    expect((await register(16, nextAddress())).status).toBe(201);
    now = new Date(now.getTime() + HOUR);
    expect((await register(15, address)).status).toBe(201);
  });

  it('limits availability checks per address, loosely enough for a person typing', async () => {
    const address = nextAddress();
    // 120 an hour: a person typing an email and a mobile with a 500 ms debounce checks a few dozen times.
    for (let i = 0; i < 120; i++) {
      const answer = await call(
        'POST',
        i % 2 ? '/api/auth/check-mobile' : '/api/auth/check-email',
        {
          body:
            i % 2 ? { mobile: `97${String(i).padStart(8, '0')}` } : { email: `p${i}@example.in` },
          headers: from(address),
        },
      );
      expect(answer.status).toBe(200);
    }
    const refused = await call('POST', '/api/auth/check-email', {
      body: { email: 'someone@example.in' },
      headers: from(address),
    });
    expect(refused).toMatchObject({ status: 429, body: { message: M.tooManyChecks } });
    expect(refused.headers['retry-after']).toBe('3600');
    const elsewhere = await call('POST', '/api/auth/check-email', {
      body: { email: 'someone@example.in' },
      headers: from(nextAddress()),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('grants the welcome bonus once per mailbox and per mobile, also after the email moves on', async () => {
    const bonuses = (accountId: string) =>
      count(
        suite.database.db,
        `identity.events where stream_id = 'account-${accountId}' and type = 'WelcomeBonusEarned'`,
      );
    const registerAs = (email: string, mobile: string) =>
      call<{ token: string; user: { id: string } }>('POST', '/api/auth/register', {
        body: { ...parentRegistration(20), email, mobile },
        headers: from(nextAddress()),
      });

    const first = await registerAs('asha.rao@gmail.com', '9700000020');
    expect(first.status).toBe(201);
    expect(await bonuses(first.body.user.id)).toBe(1);
    const moved = await call('POST', '/api/auth/update-email', {
      token: first.body.token,
      body: { email: 'asha.new@example.in', currentPassword: 'secret-pass' },
    });
    expect(moved.status).toBe(200);

    // The freed address, and the same Gmail mailbox spelled otherwise, register without a bonus.
    const reused = await registerAs('asha.rao@gmail.com', '9700000021');
    const respelled = await registerAs('AshaRao+promo@googlemail.com', '9700000022');
    expect([reused.status, respelled.status]).toEqual([201, 201]);
    expect(await bonuses(reused.body.user.id)).toBe(0);
    expect(await bonuses(respelled.body.user.id)).toBe(0);
    // Neither spent the bonus of its mobile, which never had one.
    const fresh = await registerAs('kabir@example.in', '9700000023');
    expect(await bonuses(fresh.body.user.id)).toBe(1);
    expect(
      await count(
        suite.database.db,
        `identity.events where stream_id = 'welcome-bonus-mobile-9700000021'`,
      ),
    ).toBe(0);
    expect(
      await count(
        suite.database.db,
        `identity.events where stream_id = 'welcome-bonus-mobile-9700000020'`,
      ),
    ).toBe(1);
    // Only ids and times leave identity.
    const outgoing = await suite.database.db.query<{ payload: unknown }>(
      `select payload from identity.outbox where type = 'welcome-bonus-earned.v1' and key = $1`,
      [fresh.body.user.id],
    );
    expect(outgoing.rows.map((row) => row.payload)).toEqual([
      { parentId: fresh.body.user.id, earnedAt: now.toISOString() },
    ]);
  });

  it('changes the email only with the current password, and signs out every other session', async () => {
    const registration = { ...parentRegistration(30), email: 'meera.30@example.in' };
    const here = await call<{ token: string; user: { id: string } }>('POST', '/api/auth/register', {
      body: registration,
      headers: from(nextAddress()),
    });
    const elsewhere = await call<{ token: string }>('POST', '/api/auth/login', {
      body: { email: registration.email, password: registration.password },
      headers: from(nextAddress()),
    });
    const open = (token: string) =>
      count(
        suite.database.db,
        `identity.sessions where sid = '${claimsOf(token).sid}' and revoked_at is null`,
      );
    const events = await count(suite.database.db, 'identity.events');

    const wrong = await call('POST', '/api/auth/update-email', {
      token: here.body.token,
      body: { email: 'meera.new@example.in', currentPassword: 'not-it' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: M.currentPasswordWrong } });
    expect(await count(suite.database.db, 'identity.events')).toBe(events);
    const missing = await call('POST', '/api/auth/update-email', {
      token: here.body.token,
      body: { email: 'meera.new@example.in' },
    });
    expect(missing.status).toBe(400);

    const changed = await call('POST', '/api/auth/update-email', {
      token: here.body.token,
      body: { email: 'meera.new@example.in', currentPassword: registration.password },
    });
    expect(changed).toMatchObject({ status: 200, body: { message: M.emailUpdated } });
    expect([await open(here.body.token), await open(elsewhere.body.token)]).toEqual([1, 0]);
    const signIn = (email: string) =>
      call('POST', '/api/auth/login', {
        body: { email, password: registration.password },
        headers: from(nextAddress()),
      });
    expect((await signIn(registration.email)).status).toBe(401);
    expect((await signIn('meera.new@example.in')).status).toBe(200);
  });
});
