import type { z } from 'zod';
import type { StudentLoginResponse, studentLoginRequestSchema } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import { attemptsLeft, isLocked, type ChildState } from '../domain/child.decider';
import { childStream } from '../domain/identity.streams';
import type { IdentityRepository } from '../infrastructure/identity.repository';
import type { AddressLimits } from './address-limits';
import { identityErrors, withIdentityErrors } from './identity.exception';
import type { PinHasher } from './identity.ports';
import type { IssuedSession, Sessions } from './sessions';
import type { UnknownUsernameLocks } from './unknown-username-locks';

type ActiveChild = Extract<ChildState, { status: 'Active' }>;

const lockSeconds = (state: ChildState, now: Date): number =>
  state.status === 'Active' && state.lockedUntil
    ? (new Date(state.lockedUntil).getTime() - now.getTime()) / 1000
    : 0;

/**
 * A student's username-and-PIN sign-in. Guessing is bounded per child (the child stream's
 * lockout: 5 wrong PINs, then 1, 2, 4, 4... hours or until a parent unlocks) and per address
 * over all children (`AddressLimits`); an unknown username is answered exactly like a real one.
 */
export class StudentSignInHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: IdentityRepository,
    private readonly clock: Clock,
    private readonly pins: PinHasher,
    private readonly sessions: Sessions,
    private readonly limits: AddressLimits,
    private readonly unknown: UnknownUsernameLocks,
  ) {}

  async signIn(
    request: z.output<typeof studentLoginRequestSchema>,
    address: string,
  ): Promise<{ body: StudentLoginResponse; session: IssuedSession }> {
    await this.limits.studentSignIn(address);
    const childId = await this.repository.childIdByUsername(request.username);
    const state = childId ? (await this.store.load(childStream, childId)).state : undefined;
    const now = this.clock.now();
    if (!childId || state?.status !== 'Active') {
      // The same HMAC a real child costs, then the same answer a real child would get.
      await this.pins.hash('unknown', request.pin);
      await this.limits.studentSignInFailed(address);
      return this.unknown.refuse(request.username);
    }
    if (isLocked(state, now)) {
      await this.limits.studentSignInFailed(address);
      throw identityErrors.childLocked(lockSeconds(state, now));
    }
    const check = await this.pins.verify(state.pinHash, childId, request.pin);
    if (!check.valid) {
      await this.limits.studentSignInFailed(address);
      return this.wrongPin(childId, state, now);
    }
    return this.signedIn(childId, state, check.rehashed, now);
  }

  private async wrongPin(childId: string, state: ActiveChild, now: Date): Promise<never> {
    const after = await withIdentityErrors(() =>
      this.store.handle(childStream, childId, {
        type: 'RecordWrongPin',
        data: { triedPinHash: state.pinHash },
        metadata: { now },
      }),
    );
    if (isLocked(after.state, now)) {
      throw identityErrors.childLocked(lockSeconds(after.state, now));
    }
    throw identityErrors.invalidStudentCredentials(
      after.state.status === 'Active' ? attemptsLeft(after.state) : undefined,
    );
  }

  /** The session and the sign-in (with the PIN's new form, if any) commit together. */
  private async signedIn(
    childId: string,
    state: ActiveChild,
    rehashedPin: string | undefined,
    now: Date,
  ): Promise<{ body: StudentLoginResponse; session: IssuedSession }> {
    const session = await withIdentityErrors(() =>
      this.store.transaction(async (unit) => {
        const started = await this.sessions.start(
          { userId: childId, role: 'student', parentId: state.parentId },
          unit,
        );
        await unit.handle(childStream, childId, {
          type: 'RecordSignIn',
          data: {
            sessionId: started.refresh.split('.')[0] ?? '',
            checkedPinHash: state.pinHash,
            ...(rehashedPin ? { rehashedPin } : {}),
          },
          metadata: { now },
        });
        return started;
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
}
