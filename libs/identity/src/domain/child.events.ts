/** Events of a `child-<id>` stream: a learner profile that signs in with username and PIN. */
export interface ChildAdded {
  type: 'ChildAdded';
  data: {
    childId: string;
    parentId: string;
    name: string;
    class: string;
    username: string;
    pinHash: string;
    /** Student registrations (family of one) carry what the student chose. */
    subjects?: string[];
    school?: string;
    addedAt: string;
  };
}

export interface ChildPinReset {
  type: 'ChildPinReset';
  data: { childId: string; pinHash: string; resetAt: string };
}

export interface ChildWrongPinEntered {
  type: 'ChildWrongPinEntered';
  data: { childId: string; failures: number; at: string };
}

export interface ChildLocked {
  type: 'ChildLocked';
  data: { childId: string; lockedUntil: string };
}

export interface ChildSignedIn {
  type: 'ChildSignedIn';
  data: { childId: string; sessionId: string; at: string };
}

export interface ChildDeleted {
  type: 'ChildDeleted';
  data: { childId: string; parentId: string; deletedAt: string };
}

export type ChildEvent =
  ChildAdded | ChildPinReset | ChildWrongPinEntered | ChildLocked | ChildSignedIn | ChildDeleted;
