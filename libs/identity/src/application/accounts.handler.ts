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
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import { isLocked, type ChildState } from '../domain/child.decider';
import { accountStream, childStream } from '../domain/identity.streams';
import type { IdentityRepository } from '../infrastructure/identity.repository';
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
    private readonly store: ServiceStore,
    private readonly repository: IdentityRepository,
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
      this.store.transaction(async (unit) => {
        if (!(await claim(unit, `account-email-${request.email}`, accountId, now))) {
          throw identityErrors.emailTaken();
        }
        if (!(await claim(unit, `account-mobile-${request.mobile}`, accountId, now))) {
          throw identityErrors.mobileTaken();
        }
        await unit.handle(accountStream, accountId, {
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
        });
        if (request.role === 'parent' || !student || !pinHash) {
          const session = await this.sessions.start({ userId: accountId, role: 'parent' }, unit);
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
          unit,
          this.random,
          request.name,
          student.childId,
          now,
        );
        await unit.handle(accountStream, accountId, {
          type: 'LinkChild',
          data: { childId: student.childId, name: request.name },
          metadata: { now },
        });
        await unit.handle(childStream, student.childId, {
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
        });
        const session = await this.sessions.start(
          { userId: student.childId, role: 'student', parentId: accountId },
          unit,
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
    const account = await this.repository.accountForSignIn(request.email);
    // An unknown email costs the same hash as a wrong password, so timing tells nothing.
    const valid = await this.hasher.verify(
      account?.passwordHash ?? (await this.dummy()),
      request.password,
    );
    if (!account || !valid) {
      await this.counters.failedPerAccount.hit(accountKey);
      throw identityErrors.invalidCredentials();
    }
    await this.counters.failedPerAccount.clear(accountKey);
    const session = await this.sessions.start({ userId: account.accountId, role: 'parent' });
    return {
      session,
      body: {
        success: true,
        token: session.token,
        user: { id: account.accountId, name: account.name, role: 'parent', email: request.email },
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
    const childId = await this.repository.childIdByUsername(request.username);
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
        this.store.handle(childStream, childId, { type: 'RecordWrongPin', metadata: { now } }),
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
      this.store.handle(childStream, childId, {
        type: 'RecordSignIn',
        data: { sessionId: session.refresh.split('.')[0] },
        metadata: { now },
      }),
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
    const current = await this.repository.passwordHash(principal.userId);
    if (!current || !(await this.hasher.verify(current, request.currentPassword))) {
      throw identityErrors.currentPasswordWrong();
    }
    const passwordHash = await this.hasher.hash(request.newPassword);
    await withIdentityErrors(() =>
      this.store.handle(accountStream, principal.userId, {
        type: 'ChangePassword',
        data: { passwordHash },
        metadata: { now: this.clock.now() },
      }),
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
      this.store.transaction(async (unit) => {
        // Claim first: the read model's unique email must never see two owners.
        if (!(await claim(unit, `account-email-${email}`, accountId, now))) {
          throw identityErrors.emailTaken();
        }
        const result = await unit.handle(accountStream, accountId, {
          type: 'ChangeEmail',
          data: { email },
          metadata: { now },
        });
        const changed = result.events.find((event) => event.type === 'EmailChanged');
        if (changed) {
          await release(unit, `account-email-${changed.data.previousEmail}`, accountId, now);
        }
      }),
    );
    return { success: true, message: M.emailUpdated, email };
  }

  private exists(column: 'email' | 'mobile', value: string): Promise<boolean> {
    return this.repository.accountWith(column, value);
  }

  private async childState(childId: string): Promise<ChildState> {
    return (await this.store.load(childStream, childId)).state;
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
