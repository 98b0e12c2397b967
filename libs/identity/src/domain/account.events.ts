import type { ExaminationPreferences, NotificationPreferences } from '@abhyas/contracts';

/** Events of an `account-<id>` stream: a parent, or a student's family of one. */
export interface AccountRegistered {
  type: 'AccountRegistered';
  data: {
    accountId: string;
    name: string;
    email: string;
    mobile: string;
    passwordHash: string;
    asStudent: boolean;
    registeredAt: string;
  };
}

export interface PasswordChanged {
  type: 'PasswordChanged';
  data: { accountId: string; passwordHash: string; changedAt: string };
}

export interface EmailChanged {
  type: 'EmailChanged';
  data: { accountId: string; email: string; previousEmail: string; changedAt: string };
}

export interface NotificationPreferencesSet {
  type: 'NotificationPreferencesSet';
  data: { accountId: string; preferences: NotificationPreferences; setAt: string };
}

export interface ExaminationPreferencesSet {
  type: 'ExaminationPreferencesSet';
  data: { accountId: string; preferences: ExaminationPreferences; setAt: string };
}

/** The family's list of child names, so names stay unique within a parent (case-insensitive). */
export interface ChildLinked {
  type: 'ChildLinked';
  data: { accountId: string; childId: string; name: string; linkedAt: string };
}

export interface ChildUnlinked {
  type: 'ChildUnlinked';
  data: { accountId: string; childId: string; unlinkedAt: string };
}

export type AccountEvent =
  | AccountRegistered
  | PasswordChanged
  | EmailChanged
  | NotificationPreferencesSet
  | ExaminationPreferencesSet
  | ChildLinked
  | ChildUnlinked;
