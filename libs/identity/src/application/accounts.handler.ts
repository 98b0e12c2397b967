import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  type AvailabilityResponse,
  type LoginResponse,
  type RegisterResponse,
  type StudentLoginResponse,
  type changePasswordRequestSchema,
  type loginRequestSchema,
  type registerRequestSchema,
  type studentLoginRequestSchema,
} from '@abhyas/contracts';
import type { EventStore } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import { accountDecider } from '../domain/account.decider';
import { childDecider, isLocked, type ChildState } from '../domain/child.decider';
import type { ChildEvent } from '../domain/child.events';
import { familyOutbox } from './family-integration-events';
import { identityErrors, withIdentityErrors } from './identity.exception';
import type { AttemptCounter, IdentityRandom, PasswordHasher } from './identity.ports';
import { claim, release, reserveUsername } from './reservations';
import type { IssuedSession, Sessions } from './sessions';

/** Sign-in budgets: per client address, and failed parent sign-ins per account. */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  loginPerAddress: 30,
  studentLoginPerAddress: 120,
  failedLoginsPerAccount: 10,
} as const;

export interface AccountCounters {
  perAddress: AttemptCounter;
  failedPerAccount: AttemptCounter;
}

type Issued<T> = { body: T; session: IssuedSession };

/** Registration, availability, sign-in and the account holder's own settings. */
export class AccountsHandler {
  private dummyHash?: Promise<string>;

  constructor(
    private readonly events: EventStore,
    private readonly clock: Clock,
    private readonly random: IdentityRandom,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly counters: AccountCounters,
  ) {}

  async register(
    request: z.output<typeof registerRequestSchema>,
  ): Promise<Issued<RegisterResponse>> {
    const passwordHash = await this.hasher.hash(request.password);
    const accountId = this.random.newId();
    const student =
      request.role === 'student'
        ? { childId: this.random.newId(), pin: this.random.newPin() }
        : undefined;
    const pinHash = student ? await this.hasher.hash(student.pin) : undefined;
    const now = this.clock.now();

    return withIdentityErrors(() =>
      this.events.db.transaction(async (tx) => {
        if (!(await claim(this.events, tx, `account-email-${request.email}`, accountId, now))) {
          throw identityErrors.emailTaken();
        }
        if (!(await claim(this.events, tx, `account-mobile-${request.mobile}`, accountId, now))) {
          throw identityErrors.mobileTaken();
        }
        await this.events.handleCommandInTransaction(
          tx,
          `account-${accountId}`,
          {
            type: 'RegisterAccount',
            data: {
              accountId,
              name: request.name,
              email: request.email,
              mobile: request.mobile,
              passwordHash,
              asStudent: request.role === 'student',
            },
            metadata: { now },
          },
          accountDecider,
          { outbox: familyOutbox },
        );
        if (request.role === 'parent' || !student || !pinHash) {
          const session = await this.sessions.start({ userId: accountId, role: 'parent' }, tx);
          return {
            session,
            body: {
              success: true as const,
              token: session.token,
              user: {
                id: accountId,
                name: request.name,
                role: 'parent' as const,
                email: request.email,
              },
            },
          };
        }
        const username = await reserveUsername(
          this.events,
          tx,
          this.random,
          request.name,
          student.childId,
          now,
        );
        await this.events.handleCommandInTransaction(
          tx,
          `account-${accountId}`,
          {
            type: 'LinkChild',
            data: { childId: student.childId, name: request.name },
            metadata: { now },
          },
          accountDecider,
        );
        await this.events.handleCommandInTransaction(
          tx,
          `child-${student.childId}`,
          {
            type: 'AddChild',
            data: {
              childId: student.childId,
              parentId: accountId,
              name: request.name,
              class: request.class,
              username,
              pinHash,
              subjects: request.subjects,
              school: request.school,
            },
            metadata: { now },
          },
          childDecider,
          { outbox: familyOutbox },
        );
        const session = await this.sessions.start(
          { userId: student.childId, role: 'student', parentId: accountId },
          tx,
        );
        return {
          session,
          body: {
            success: true as const,
            token: session.token,
            user: {
              id: student.childId,
              name: request.name,
              role: 'student' as const,
              parentId: accountId,
              username,
            },
            credentials: { username, pin: student.pin },
          },
        };
      }),
    );
  }

  async emailAvailability(email: string): Promise<AvailabilityResponse> {
    const taken = await this.exists('email', email);
    return { exists: taken, message: taken ? M.emailTaken : M.emailAvailable };
  }

  async mobileAvailability(mobile: string): Promise<AvailabilityResponse> {
    const taken = await this.exists('mobile', mobile);
    return { exists: taken, message: taken ? M.mobileTaken : M.mobileAvailable };
  }

  async login(
    request: z.output<typeof loginRequestSchema>,
    address: string,
  ): Promise<Issued<LoginResponse>> {
    if ((await this.counters.perAddress.hit(`login:${address}`)) > SIGN_IN_LIMITS.loginPerAddress) {
      throw identityErrors.tooManyAttempts();
    }
    const accountKey = `login-failed:${request.email}`;
    if (
      (await this.counters.failedPerAccount.count(accountKey)) >=
      SIGN_IN_LIMITS.failedLoginsPerAccount
    ) {
      throw identityErrors.tooManyAttempts();
    }
    const row = await this.events.db.query<{
      account_id: string;
      name: string;
      password_hash: string;
    }>(
      `select account_id, name, password_hash from ${this.events.schema}.accounts where email = $1`,
      [request.email],
    );
    const account = row.rows[0];
    // An unknown email costs the same hash as a wrong password, so timing tells nothing.
    const valid = await this.hasher.verify(
      account?.password_hash ?? (await this.dummy()),
      request.password,
    );
    if (!account || !valid) {
      await this.counters.failedPerAccount.hit(accountKey);
      throw identityErrors.invalidCredentials();
    }
    await this.counters.failedPerAccount.clear(accountKey);
    const session = await this.sessions.start({ userId: account.account_id, role: 'parent' });
    return {
      session,
      body: {
        success: true,
        token: session.token,
        user: { id: account.account_id, name: account.name, role: 'parent', email: request.email },
      },
    };
  }

  async studentLogin(
    request: z.output<typeof studentLoginRequestSchema>,
    address: string,
  ): Promise<Issued<StudentLoginResponse>> {
    if (
      (await this.counters.perAddress.hit(`student-login:${address}`)) >
      SIGN_IN_LIMITS.studentLoginPerAddress
    ) {
      throw identityErrors.tooManyAttempts();
    }
    const row = await this.events.db.query<{ child_id: string }>(
      `select child_id from ${this.events.schema}.children where username = $1`,
      [request.username],
    );
    const childId = row.rows[0]?.child_id;
    const state = childId ? await this.childState(childId) : undefined;
    const now = this.clock.now();
    if (!childId || !state || state.status !== 'Active') {
      await this.hasher.verify(await this.dummy(), request.pin);
      throw identityErrors.invalidStudentCredentials();
    }
    if (isLocked(state, now)) {
      throw identityErrors.childLocked(this.lockSeconds(state, now));
    }
    if (!(await this.hasher.verify(state.pinHash, request.pin))) {
      const after = await withIdentityErrors(() =>
        this.events.handleCommand(
          `child-${childId}`,
          { type: 'RecordWrongPin', metadata: { now } },
          childDecider,
        ),
      );
      if (isLocked(after.state, now)) {
        throw identityErrors.childLocked(this.lockSeconds(after.state, now));
      }
      throw identityErrors.invalidStudentCredentials();
    }
    const session = await this.sessions.start({
      userId: childId,
      role: 'student',
      parentId: state.parentId,
    });
    await withIdentityErrors(() =>
      this.events.handleCommand(
        `child-${childId}`,
        {
          type: 'RecordSignIn',
          data: { sessionId: session.refresh.split('.')[0] },
          metadata: { now },
        },
        childDecider,
      ),
    );
    return {
      session,
      body: {
        success: true,
        token: session.token,
        child: {
          id: childId,
          name: state.name,
          parentId: state.parentId,
          username: state.username,
        },
      },
    };
  }

  async changePassword(
    principal: Principal,
    request: z.output<typeof changePasswordRequestSchema>,
  ): Promise<{ success: true; message: string }> {
    const row = await this.events.db.query<{ password_hash: string }>(
      `select password_hash from ${this.events.schema}.accounts where account_id = $1`,
      [principal.userId],
    );
    const current = row.rows[0]?.password_hash;
    if (!current || !(await this.hasher.verify(current, request.currentPassword))) {
      throw identityErrors.currentPasswordWrong();
    }
    const passwordHash = await this.hasher.hash(request.newPassword);
    await withIdentityErrors(() =>
      this.events.handleCommand(
        `account-${principal.userId}`,
        { type: 'ChangePassword', data: { passwordHash }, metadata: { now: this.clock.now() } },
        accountDecider,
      ),
    );
    // Whoever knew the old password is signed out everywhere but here.
    await this.sessions.revokeAllOf(principal.userId, 'password-changed', principal.sid);
    return { success: true, message: M.passwordChanged };
  }

  async updateEmail(
    principal: Principal,
    email: string,
  ): Promise<{ success: true; message: string; email: string }> {
    const accountId = principal.userId;
    const now = this.clock.now();
    await withIdentityErrors(() =>
      this.events.db.transaction(async (tx) => {
        // Claim first: the read model's unique email must never see two owners.
        if (!(await claim(this.events, tx, `account-email-${email}`, accountId, now))) {
          throw identityErrors.emailTaken();
        }
        const result = await this.events.handleCommandInTransaction(
          tx,
          `account-${accountId}`,
          { type: 'ChangeEmail', data: { email }, metadata: { now } },
          accountDecider,
        );
        const changed = result.events[0];
        if (changed) {
          const previous = (changed.data as { previousEmail: string }).previousEmail;
          await release(this.events, tx, `account-email-${previous}`, accountId, now);
        }
      }),
    );
    return { success: true, message: M.emailUpdated, email };
  }

  private async exists(column: 'email' | 'mobile', value: string): Promise<boolean> {
    const row = await this.events.db.query(
      `select 1 from ${this.events.schema}.accounts where ${column} = $1`,
      [value],
    );
    return row.rows.length > 0;
  }

  private async childState(childId: string): Promise<ChildState> {
    const stream = await this.events.readStream(`child-${childId}`);
    return stream.events.reduce(
      (state, event) => childDecider.evolve(state, event as unknown as ChildEvent),
      childDecider.initialState(),
    );
  }

  private lockSeconds(state: ChildState, now: Date): number {
    return state.status === 'Active' && state.lockedUntil
      ? Math.ceil((new Date(state.lockedUntil).getTime() - now.getTime()) / 1000)
      : 0;
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(this.random.token());
    return this.dummyHash;
  }
}
