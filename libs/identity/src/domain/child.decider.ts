import { PIN_LOCKOUT_MINUTES, PIN_LOCKOUT_THRESHOLD } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type { ChildAdded, ChildEvent } from './child.events';
import { IdentityRule, IdentityRuleViolation } from './identity.errors';

interface Meta {
  metadata: { now: Date };
}

export type ChildCommand =
  | ({ type: 'AddChild'; data: Omit<ChildAdded['data'], 'addedAt'> } & Meta)
  | ({ type: 'ResetPin'; data: { pinHash: string } } & Meta)
  | ({ type: 'RecordWrongPin' } & Meta)
  | ({ type: 'RecordSignIn'; data: { sessionId: string } } & Meta)
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
      failures: number;
      lockedUntil?: string;
    }
  | { status: 'Deleted'; childId: string; parentId: string };

export const isLocked = (state: ChildState, now: Date): boolean =>
  state.status === 'Active' &&
  state.lockedUntil !== undefined &&
  new Date(state.lockedUntil).getTime() > now.getTime();

export const childDecider: Decider<ChildCommand, ChildEvent, ChildState> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ChildAdded': {
        const { childId, parentId, name, username, pinHash } = event.data;
        return { status: 'Active', childId, parentId, name, username, pinHash, failures: 0 };
      }
      case 'ChildPinReset':
        return state.status === 'Active'
          ? { ...state, pinHash: event.data.pinHash, failures: 0, lockedUntil: undefined }
          : state;
      case 'ChildWrongPinEntered':
        return state.status === 'Active' ? { ...state, failures: event.data.failures } : state;
      case 'ChildLocked':
        return state.status === 'Active'
          ? { ...state, failures: 0, lockedUntil: event.data.lockedUntil }
          : state;
      case 'ChildSignedIn':
        return state.status === 'Active'
          ? { ...state, failures: 0, lockedUntil: undefined }
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
      case 'RecordWrongPin': {
        if (isLocked(state, now)) {
          throw new IdentityRuleViolation(IdentityRule.ChildLocked);
        }
        const failures = state.failures + 1;
        const counted: ChildEvent = {
          type: 'ChildWrongPinEntered',
          data: { childId, failures, at },
        };
        if (failures < PIN_LOCKOUT_THRESHOLD) {
          return [counted];
        }
        const lockedUntil = new Date(now.getTime() + PIN_LOCKOUT_MINUTES * 60_000).toISOString();
        return [counted, { type: 'ChildLocked', data: { childId, lockedUntil } }];
      }
      case 'RecordSignIn':
        if (isLocked(state, now)) {
          throw new IdentityRuleViolation(IdentityRule.ChildLocked);
        }
        return [
          { type: 'ChildSignedIn', data: { childId, sessionId: command.data.sessionId, at } },
        ];
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
