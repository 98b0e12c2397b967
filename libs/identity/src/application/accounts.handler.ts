import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  type AvailabilityResponse,
  type LoginResponse,
  type RegisterResponse,
  type changePasswordRequestSchema,
  type loginRequestSchema,
  type registerRequestSchema,
  type updateEmailRequestSchema,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import { accountStream, childStream } from '../domain/identity.streams';
import type { IdentityRepository } from '../infrastructure/identity.repository';
import type { AddressLimits } from './address-limits';
import { identityErrors, withIdentityErrors } from './identity.exception';
import type { IdentityRandom, PasswordHasher, PinHasher } from './identity.ports';
import { claim, release, reserveUsername } from './reservations';
import type { IssuedSession, Sessions } from './sessions';
import { claimWelcomeBonus, keepBonusClaimOf } from './welcome-bonus';

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
    private readonly pins: PinHasher,
    private readonly sessions: Sessions,
    private readonly limits: AddressLimits,
  ) {}

  /** `address`: the client's, counted against the sign-up budget (the demo seed has none). */
  async register(
    request: z.output<typeof registerRequestSchema>,
    address?: string,
  ): Promise<Issued<RegisterResponse>> {
    if (address !== undefined) {
      await this.limits.signUp(address);
    }
    const passwordHash = await this.hasher.hash(request.password);
    const accountId = this.random.newId();
    const student =
      request.role === 'student'
        ? { childId: this.random.newId(), pin: this.random.newPin() }
        : undefined;
    const pinHash = student ? await this.pins.hash(student.childId, student.pin) : undefined;
    const now = this.clock.now();

    return withIdentityErrors(() =>
      this.store.transaction(async (unit) => {
        if (!(await claim(unit, `account-email-${request.email}`, accountId, now))) {
          throw identityErrors.emailTaken();
        }
        if (!(await claim(unit, `account-mobile-${request.mobile}`, accountId, now))) {
          throw identityErrors.mobileTaken();
        }
        const welcomeBonus = await claimWelcomeBonus(
          unit,
          { accountId, email: request.email, mobile: request.mobile },
          now,
        );
        await unit.handle(accountStream, accountId, {
          type: 'RegisterAccount',
          data: {
            accountId,
            name: request.name,
            email: request.email,
            mobile: request.mobile,
            passwordHash,
            asStudent: request.role === 'student',
            welcomeBonus,
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

  async emailAvailability(email: string, address: string): Promise<AvailabilityResponse> {
    await this.limits.availabilityCheck(address);
    const taken = await this.repository.accountWith('email', email);
    return { exists: taken, message: taken ? M.emailTaken : M.emailAvailable };
  }

  async mobileAvailability(mobile: string, address: string): Promise<AvailabilityResponse> {
    await this.limits.availabilityCheck(address);
    const taken = await this.repository.accountWith('mobile', mobile);
    return { exists: taken, message: taken ? M.mobileTaken : M.mobileAvailable };
  }

  async login(
    request: z.output<typeof loginRequestSchema>,
    address: string,
  ): Promise<Issued<LoginResponse>> {
    await this.limits.parentSignIn(address, request.email);
    const account = await this.repository.accountForSignIn(request.email);
    // An unknown email costs the same hash as a wrong password, so timing tells nothing.
    const valid = await this.hasher.verify(
      account?.passwordHash ?? (await this.dummy()),
      request.password,
    );
    if (!account || !valid) {
      await this.limits.parentSignInFailed(request.email);
      throw identityErrors.invalidCredentials();
    }
    await this.limits.parentSignedIn(request.email);
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

  async changePassword(
    principal: Principal,
    request: z.output<typeof changePasswordRequestSchema>,
  ): Promise<{ success: true; message: string }> {
    await this.checkPassword(principal.userId, request.currentPassword);
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

  /** Needs the current password, as a password change does, and ends every other session. */
  async updateEmail(
    principal: Principal,
    request: z.output<typeof updateEmailRequestSchema>,
  ): Promise<{ success: true; message: string; email: string }> {
    const accountId = principal.userId;
    const { email } = request;
    await this.checkPassword(accountId, request.currentPassword);
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
          await keepBonusClaimOf(unit, accountId, changed.data.previousEmail, now);
        }
      }),
    );
    // Whoever held a session through the old email is signed out everywhere but here.
    await this.sessions.revokeAllOf(accountId, 'email-changed', principal.sid);
    return { success: true, message: M.emailUpdated, email };
  }

  private async checkPassword(accountId: string, password: string): Promise<void> {
    const current = await this.repository.passwordHash(accountId);
    if (!current || !(await this.hasher.verify(current, password))) {
      throw identityErrors.currentPasswordWrong();
    }
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(this.random.token());
    return this.dummyHash;
  }
}
