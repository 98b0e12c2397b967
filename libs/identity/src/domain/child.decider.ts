import { PIN_LOCKOUT_THRESHOLD, pinLockMinutes } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type { ChildAdded, ChildEvent } from './child.events';
import { IdentityRule, IdentityRuleViolation } from './identity.errors';

interface Meta {
  metadata: { now: Date };
}

export type ChildCommand =
  | ({ type: 'AddChild'; data: Omit<ChildAdded['data'], 'addedAt'> } & Meta)
  | ({ type: 'ResetPin'; data: { pinHash: string } } & Meta)
  /** `triedPinHash`: the stored PIN the wrong one was checked against. */
  | ({ type: 'RecordWrongPin'; data: { triedPinHash: string } } & Meta)
  /**
   * `checkedPinHash`: the stored PIN the right one was checked against; `rehashedPin`: the same
   * PIN in the current form, when it was stored in an older one.
   */
  | ({
      type: 'RecordSignIn';
      data: { sessionId: string; checkedPinHash: string; rehashedPin?: string };
    } & Meta)
  | ({ type: 'UnlockChild' } & Meta)
  | ({ type: 'DeleteChild' } & Meta);

export type ChildState =
  | { status: 'Empty' }
  | {
      status: 'Active';
      childId: string;
      parentId: string;
      name: string;
      username: string;
      pinHash: string;
      /** Wrong PINs since the last sign-in, lock or new PIN. */
      failures: number;
      /** Locks since the last sign-in or new PIN: each one lasts twice the last. */
      locks: number;
      lockedUntil?: string;
    }
  | { status: 'Deleted'; childId: string; parentId: string };

type ActiveChild = Extract<ChildState, { status: 'Active' }>;

export const isLocked = (state: ChildState, now: Date): boolean =>
  state.status === 'Active' &&
  state.lockedUntil !== undefined &&
  new Date(state.lockedUntil).getTime() > now.getTime();

/** Wrong PINs the child may still enter before the next lock. */
export const attemptsLeft = (state: ActiveChild): number =>
  Math.max(0, PIN_LOCKOUT_THRESHOLD - state.failures);

const wrongPin = (state: ActiveChild, now: Date): ChildEvent[] => {
  const childId = state.childId;
  const failures = state.failures + 1;
  const counted: ChildEvent = {
    type: 'ChildWrongPinEntered',
    data: { childId, failures, at: now.toISOString() },
  };
  if (failures < PIN_LOCKOUT_THRESHOLD) {
    return [counted];
  }
  const minutes = pinLockMinutes(state.locks + 1);
  const lockedUntil = new Date(now.getTime() + minutes * 60_000).toISOString();
  return [counted, { type: 'ChildLocked', data: { childId, lockedUntil } }];
};

export const childDecider: Decider<ChildCommand, ChildEvent, ChildState> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ChildAdded': {
        const { childId, parentId, name, username, pinHash } = event.data;
        return {
          status: 'Active',
          childId,
          parentId,
          name,
          username,
          pinHash,
          failures: 0,
          locks: 0,
        };
      }
      case 'ChildPinReset':
        return state.status === 'Active'
          ? {
              ...state,
              pinHash: event.data.pinHash,
              failures: 0,
              locks: 0,
              lockedUntil: undefined,
            }
          : state;
      case 'ChildPinRehashed':
        return state.status === 'Active' ? { ...state, pinHash: event.data.pinHash } : state;
      case 'ChildWrongPinEntered':
        return state.status === 'Active' ? { ...state, failures: event.data.failures } : state;
      case 'ChildLocked':
        return state.status === 'Active'
          ? {
              ...state,
              failures: 0,
              locks: state.locks + 1,
              lockedUntil: event.data.lockedUntil,
            }
          : state;
      case 'ChildUnlocked':
        return state.status === 'Active'
          ? { ...state, failures: 0, lockedUntil: undefined }
          : state;
      case 'ChildSignedIn':
        return state.status === 'Active'
          ? { ...state, failures: 0, locks: 0, lockedUntil: undefined }
          : state;
      case 'ChildDeleted':
        return { status: 'Deleted', childId: event.data.childId, parentId: event.data.parentId };
      default: {
        const unhandled: never = event;
        throw new Error(`child cannot evolve ${JSON.stringify(unhandled)}`);
      }
    }
  },
  decide: (command, state) => {
    const now = command.metadata.now;
    const at = now.toISOString();
    if (command.type === 'AddChild') {
      if (state.status !== 'Empty') {
        return [];
      }
      return [{ type: 'ChildAdded', data: { ...command.data, addedAt: at } }];
    }
    if (state.status !== 'Active') {
      if (command.type === 'DeleteChild' && state.status === 'Deleted') {
        return [];
      }
      throw new IdentityRuleViolation(IdentityRule.ChildNotFound);
    }
    const childId = state.childId;
    switch (command.type) {
      case 'ResetPin':
        return [
          { type: 'ChildPinReset', data: { childId, pinHash: command.data.pinHash, resetAt: at } },
        ];
      case 'RecordWrongPin':
        if (isLocked(state, now)) {
          throw new IdentityRuleViolation(IdentityRule.ChildLocked);
        }
        // A guess at a PIN replaced meanwhile says nothing about the new one.
        return command.data.triedPinHash === state.pinHash ? wrongPin(state, now) : [];
      case 'RecordSignIn': {
        if (isLocked(state, now)) {
          throw new IdentityRuleViolation(IdentityRule.ChildLocked);
        }
        if (command.data.checkedPinHash !== state.pinHash) {
          throw new IdentityRuleViolation(IdentityRule.PinChanged);
        }
        const signedIn: ChildEvent = {
          type: 'ChildSignedIn',
          data: { childId, sessionId: command.data.sessionId, at },
        };
        const rehashed = command.data.rehashedPin;
        return rehashed
          ? [
              { type: 'ChildPinRehashed', data: { childId, pinHash: rehashed, rehashedAt: at } },
              signedIn,
            ]
          : [signedIn];
      }
      case 'UnlockChild':
        return isLocked(state, now)
          ? [{ type: 'ChildUnlocked', data: { childId, unlockedAt: at } }]
          : [];
      case 'DeleteChild':
        return [
          { type: 'ChildDeleted', data: { childId, parentId: state.parentId, deletedAt: at } },
        ];
      default: {
        const unhandled: never = command;
        throw new Error(`child cannot decide ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
