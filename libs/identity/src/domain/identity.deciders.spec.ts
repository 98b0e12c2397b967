import { DEFAULT_NOTIFICATION_PREFERENCES } from '@abhyas/contracts';
import { deciderSpec } from '@abhyas/testing';
import { accountDecider } from './account.decider';
import type { AccountEvent } from './account.events';
import { childDecider } from './child.decider';
import type { ChildEvent } from './child.events';
import { IdentityRuleViolation } from './identity.errors';
import { reservationDecider, ReservationTakenError } from './reservation.decider';
import { sessionDecider } from './session.decider';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const metadata = { now };

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: {
    accountId: 'p1',
    name: 'Meera',
    email: 'meera@example.in',
    mobile: '9876543210',
    passwordHash: 'h',
    asStudent: false,
    registeredAt: at,
  },
};
const linked: AccountEvent = {
  type: 'ChildLinked',
  data: { accountId: 'p1', childId: 'c1', name: 'Aarav', linkedAt: at },
};

describe('account', () => {
  it('registers once', () => {
    const { accountId, name, email, mobile, passwordHash, asStudent } = registered.data;
    const command = {
      type: 'RegisterAccount' as const,
      data: { accountId, name, email, mobile, passwordHash, asStudent, welcomeBonus: false },
      metadata,
    };
    deciderSpec(accountDecider).given([]).when(command).then([registered]);
    deciderSpec(accountDecider).given([registered]).when(command).thenThrows(IdentityRuleViolation);
  });

  it('says the registration earned the welcome bonus only when identity granted it', () => {
    const { accountId, name, email, mobile, passwordHash, asStudent } = registered.data;
    deciderSpec(accountDecider)
      .given([])
      .when({
        type: 'RegisterAccount',
        data: { accountId, name, email, mobile, passwordHash, asStudent, welcomeBonus: true },
        metadata,
      })
      .then([registered, { type: 'WelcomeBonusEarned', data: { accountId, earnedAt: at } }]);
  });

  it('keeps child names unique within the family, whatever their case', () => {
    deciderSpec(accountDecider)
      .given([registered, linked])
      .when({ type: 'LinkChild', data: { childId: 'c2', name: ' aARAV ' }, metadata })
      .thenThrows(IdentityRuleViolation);
    deciderSpec(accountDecider)
      .given([
        registered,
        linked,
        { type: 'ChildUnlinked', data: { accountId: 'p1', childId: 'c1', unlinkedAt: at } },
      ])
      .when({ type: 'LinkChild', data: { childId: 'c2', name: 'Aarav' }, metadata })
      .then([
        {
          type: 'ChildLinked',
          data: { accountId: 'p1', childId: 'c2', name: 'Aarav', linkedAt: at },
        },
      ]);
  });

  it('changes email only when it differs, and refuses commands before registration', () => {
    deciderSpec(accountDecider)
      .given([registered])
      .when({ type: 'ChangeEmail', data: { email: 'meera@example.in' }, metadata })
      .then([]);
    deciderSpec(accountDecider)
      .given([registered])
      .when({ type: 'ChangeEmail', data: { email: 'm2@example.in' }, metadata })
      .then([
        {
          type: 'EmailChanged',
          data: {
            accountId: 'p1',
            email: 'm2@example.in',
            previousEmail: 'meera@example.in',
            changedAt: at,
          },
        },
      ]);
    deciderSpec(accountDecider)
      .given([])
      .when({
        type: 'SetNotificationPreferences',
        data: { preferences: DEFAULT_NOTIFICATION_PREFERENCES },
        metadata,
      })
      .thenThrows(IdentityRuleViolation);
  });
});

const added: ChildEvent = {
  type: 'ChildAdded',
  data: {
    childId: 'c1',
    parentId: 'p1',
    name: 'Aarav',
    class: 'Class 5',
    username: 'aarav482',
    pinHash: 'pin-hash',
    addedAt: at,
  },
};
const wrong = (failures: number): ChildEvent => ({
  type: 'ChildWrongPinEntered',
  data: { childId: 'c1', failures, at },
});

describe('child', () => {
  const wrongPin = (triedPinHash = 'pin-hash') => ({
    type: 'RecordWrongPin' as const,
    data: { triedPinHash },
    metadata,
  });
  const lockedUntil = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const locked = (minutes: number): ChildEvent => ({
    type: 'ChildLocked',
    data: { childId: 'c1', lockedUntil: lockedUntil(minutes) },
  });
  const fourWrong = [wrong(1), wrong(2), wrong(3), wrong(4)];
  const signIn = {
    type: 'RecordSignIn' as const,
    data: { sessionId: 's1', checkedPinHash: 'pin-hash' },
    metadata,
  };
  const signedIn: ChildEvent = {
    type: 'ChildSignedIn',
    data: { childId: 'c1', sessionId: 's1', at },
  };
  const unlocked: ChildEvent = { type: 'ChildUnlocked', data: { childId: 'c1', unlockedAt: at } };

  it('counts wrong PINs and locks for an hour at the fifth', () => {
    deciderSpec(childDecider)
      .given([added, wrong(1), wrong(2), wrong(3)])
      .when(wrongPin())
      .then([wrong(4)]);
    deciderSpec(childDecider)
      .given([added, ...fourWrong])
      .when(wrongPin())
      .then([wrong(5), locked(60)]);
  });

  it('doubles each further lock up to four hours, until a sign-in or a new PIN', () => {
    // Earlier locks are over by `now` (their times do not matter, only that they happened).
    const over: ChildEvent = {
      type: 'ChildLocked',
      data: { childId: 'c1', lockedUntil: '2026-11-22T09:00:00.000Z' },
    };
    deciderSpec(childDecider)
      .given([added, over, ...fourWrong])
      .when(wrongPin())
      .then([wrong(5), locked(120)]);
    deciderSpec(childDecider)
      .given([added, over, over, over, ...fourWrong])
      .when(wrongPin())
      .then([wrong(5), locked(240)]);
    // A parent's unlock keeps the count: the next lock is still the longer one.
    deciderSpec(childDecider)
      .given([added, over, unlocked, ...fourWrong])
      .when(wrongPin())
      .then([wrong(5), locked(120)]);
    deciderSpec(childDecider)
      .given([added, over, over, { ...signedIn }, ...fourWrong])
      .when(wrongPin())
      .then([wrong(5), locked(60)]);
    deciderSpec(childDecider)
      .given([
        added,
        over,
        { type: 'ChildPinReset', data: { childId: 'c1', pinHash: 'pin-hash', resetAt: at } },
        ...fourWrong,
      ])
      .when(wrongPin())
      .then([wrong(5), locked(60)]);
  });

  it('does not count a guess at a PIN that a reset replaced meanwhile', () => {
    deciderSpec(childDecider)
      .given([added, wrong(1)])
      .when(wrongPin('the-old-pin'))
      .then([]);
  });

  it('refuses a sign-in while locked, allows it after the lock ends, a parent unlock or a PIN reset', () => {
    deciderSpec(childDecider)
      .given([added, locked(60)])
      .when(signIn)
      .thenThrows(IdentityRuleViolation);
    deciderSpec(childDecider)
      .given([added, locked(60)])
      .when(wrongPin())
      .thenThrows(IdentityRuleViolation);
    const later = new Date(now.getTime() + 60 * 60_000 + 1);
    deciderSpec(childDecider)
      .given([added, locked(60)])
      .when({ ...signIn, metadata: { now: later } })
      .then([
        {
          type: 'ChildSignedIn',
          data: { childId: 'c1', sessionId: 's1', at: later.toISOString() },
        },
      ]);
    deciderSpec(childDecider)
      .given([added, locked(60), unlocked])
      .when(signIn)
      .then([signedIn]);
    deciderSpec(childDecider)
      .given([
        added,
        locked(60),
        { type: 'ChildPinReset', data: { childId: 'c1', pinHash: 'n', resetAt: at } },
      ])
      .when({ ...signIn, data: { ...signIn.data, checkedPinHash: 'n' } })
      .then([signedIn]);
  });

  it('unlocks a locked child only', () => {
    deciderSpec(childDecider)
      .given([added, locked(60)])
      .when({ type: 'UnlockChild', metadata })
      .then([unlocked]);
    deciderSpec(childDecider)
      .given([added, wrong(1)])
      .when({ type: 'UnlockChild', metadata })
      .then([]);
  });

  it('stores the PIN in its new form at the sign-in that checked the old one', () => {
    deciderSpec(childDecider)
      .given([added])
      .when({ ...signIn, data: { ...signIn.data, rehashedPin: 'hmac-sha256$new' } })
      .then([
        {
          type: 'ChildPinRehashed',
          data: { childId: 'c1', pinHash: 'hmac-sha256$new', rehashedAt: at },
        },
        signedIn,
      ]);
    // The PIN was reset between the check and the sign-in: the old PIN no longer signs in.
    deciderSpec(childDecider)
      .given([added, { type: 'ChildPinReset', data: { childId: 'c1', pinHash: 'n', resetAt: at } }])
      .when(signIn)
      .thenThrows(IdentityRuleViolation);
  });

  it('deletes once; a deleted child can no longer sign in', () => {
    const deleted: ChildEvent = {
      type: 'ChildDeleted',
      data: { childId: 'c1', parentId: 'p1', deletedAt: at },
    };
    deciderSpec(childDecider)
      .given([added])
      .when({ type: 'DeleteChild', metadata })
      .then([deleted]);
    deciderSpec(childDecider)
      .given([added, deleted])
      .when({ type: 'DeleteChild', metadata })
      .then([]);
    deciderSpec(childDecider)
      .given([added, deleted])
      .when(signIn)
      .thenThrows(IdentityRuleViolation);
  });
});

describe('reservation', () => {
  const claim = (ownerId: string) => ({
    type: 'Claim' as const,
    data: { key: 'a@b.in', ownerId },
    metadata,
  });
  it('is held by its first claimant only, and free again once released', () => {
    const claimed = {
      type: 'ReservationClaimed' as const,
      data: { key: 'a@b.in', ownerId: 'p1', at },
    };
    deciderSpec(reservationDecider).given([]).when(claim('p1')).then([claimed]);
    deciderSpec(reservationDecider).given([claimed]).when(claim('p1')).then([]);
    deciderSpec(reservationDecider)
      .given([claimed])
      .when(claim('p2'))
      .thenThrows(ReservationTakenError);
    deciderSpec(reservationDecider)
      .given([claimed, { type: 'ReservationReleased', data: { key: 'a@b.in', ownerId: 'p1', at } }])
      .when(claim('p2'))
      .then([{ type: 'ReservationClaimed', data: { key: 'a@b.in', ownerId: 'p2', at } }]);
  });
});

describe('session', () => {
  const started = {
    type: 'SessionStarted' as const,
    data: {
      sid: 's1',
      userId: 'p1',
      role: 'parent' as const,
      refreshHash: 'r1',
      startedAt: at,
      expiresAt: '2026-12-06T10:00:00.000Z',
    },
  };
  const rotate = (presentedHash: string) => ({
    type: 'RotateRefresh' as const,
    data: { presentedHash, refreshHash: 'r2', expiresAt: '2026-12-06T10:00:00.000Z' },
    metadata,
  });
  it('rotates the refresh token, and a reused old one revokes the session', () => {
    deciderSpec(sessionDecider)
      .given([started])
      .when(rotate('r1'))
      .then([
        {
          type: 'SessionRefreshed',
          data: {
            sid: 's1',
            refreshHash: 'r2',
            refreshedAt: at,
            expiresAt: '2026-12-06T10:00:00.000Z',
          },
        },
      ]);
    deciderSpec(sessionDecider)
      .given([started])
      .when(rotate('old'))
      .then([
        { type: 'SessionRevoked', data: { sid: 's1', reason: 'refresh-reuse', revokedAt: at } },
      ]);
  });
  it('refuses to refresh a revoked session', () => {
    deciderSpec(sessionDecider)
      .given([
        started,
        { type: 'SessionRevoked', data: { sid: 's1', reason: 'logout', revokedAt: at } },
      ])
      .when(rotate('r1'))
      .thenThrows(IdentityRuleViolation);
  });
});
