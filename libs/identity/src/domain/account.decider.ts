import type { ExaminationPreferences, NotificationPreferences } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type { AccountEvent } from './account.events';
import { IdentityRule, IdentityRuleViolation } from './identity.errors';

interface Meta {
  metadata: { now: Date };
}

export type AccountCommand =
  | ({
      type: 'RegisterAccount';
      data: {
        accountId: string;
        name: string;
        email: string;
        mobile: string;
        passwordHash: string;
        asStudent: boolean;
        /** Whether its email and mobile were claimed for the welcome bonus just now. */
        welcomeBonus: boolean;
      };
    } & Meta)
  | ({ type: 'ChangePassword'; data: { passwordHash: string } } & Meta)
  | ({ type: 'ChangeEmail'; data: { email: string } } & Meta)
  | ({ type: 'RequestPasswordReset'; data: { tokenHash: string; expiresAt: string } } & Meta)
  | ({ type: 'ResetPassword'; data: { tokenHash: string; passwordHash: string } } & Meta)
  | ({ type: 'SetNotificationPreferences'; data: { preferences: NotificationPreferences } } & Meta)
  | ({ type: 'SetExaminationPreferences'; data: { preferences: ExaminationPreferences } } & Meta)
  | ({ type: 'LinkChild'; data: { childId: string; name: string } } & Meta)
  | ({ type: 'UnlinkChild'; data: { childId: string } } & Meta);

export type AccountState =
  | { status: 'Empty' }
  | {
      status: 'Registered';
      accountId: string;
      email: string;
      /** childId → lower-cased name. */
      children: Record<string, string>;
      /** Open reset links: the secret's SHA-256 → when it stops working (ISO). */
      resetTokens: Record<string, string>;
    };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The open links that still work at `at`: an expired one can never be used, so it is dropped. */
const stillOpen = (tokens: Record<string, string>, at: string): Record<string, string> =>
  Object.fromEntries(Object.entries(tokens).filter(([, expiresAt]) => expiresAt > at));

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AccountRegistered':
        return {
          status: 'Registered',
          accountId: event.data.accountId,
          email: event.data.email,
          children: {},
          resetTokens: {},
        };
      case 'EmailChanged':
        // A link mailed to the old address must not outlive the change.
        return state.status === 'Registered'
          ? { ...state, email: event.data.email, resetTokens: {} }
          : state;
      case 'PasswordResetRequested':
        return state.status === 'Registered'
          ? {
              ...state,
              resetTokens: {
                ...stillOpen(state.resetTokens, event.data.requestedAt),
                [event.data.tokenHash]: event.data.expiresAt,
              },
            }
          : state;
      // A new password, by link or by change, ends every open link: each works once.
      case 'PasswordReset':
      case 'PasswordChanged':
        return state.status === 'Registered' ? { ...state, resetTokens: {} } : state;
      case 'ChildLinked':
        return state.status === 'Registered'
          ? {
              ...state,
              children: { ...state.children, [event.data.childId]: event.data.name.toLowerCase() },
            }
          : state;
      case 'ChildUnlinked': {
        if (state.status !== 'Registered') {
          return state;
        }
        const { [event.data.childId]: _removed, ...children } = state.children;
        return { ...state, children };
      }
      case 'WelcomeBonusEarned':
      case 'NotificationPreferencesSet':
      case 'ExaminationPreferencesSet':
        return state;
      default: {
        const unhandled: never = event;
        throw new Error(`account cannot evolve ${JSON.stringify(unhandled)}`);
      }
    }
  },
  decide: (command, state) => {
    const at = command.metadata.now.toISOString();
    if (command.type === 'RegisterAccount') {
      if (state.status === 'Registered') {
        throw new IdentityRuleViolation(IdentityRule.AlreadyRegistered);
      }
      const { welcomeBonus, ...account } = command.data;
      const registered: AccountEvent = {
        type: 'AccountRegistered',
        data: { ...account, registeredAt: at },
      };
      return welcomeBonus
        ? [
            registered,
            { type: 'WelcomeBonusEarned', data: { accountId: account.accountId, earnedAt: at } },
          ]
        : [registered];
    }
    if (state.status !== 'Registered') {
      // A link naming no account says only what a used or forged one says.
      throw new IdentityRuleViolation(
        command.type === 'ResetPassword'
          ? IdentityRule.ResetTokenInvalid
          : IdentityRule.AccountNotFound,
      );
    }
    const accountId = state.accountId;
    switch (command.type) {
      case 'ChangePassword':
        return [
          {
            type: 'PasswordChanged',
            data: { accountId, passwordHash: command.data.passwordHash, changedAt: at },
          },
        ];
      case 'RequestPasswordReset':
        return [
          {
            type: 'PasswordResetRequested',
            data: {
              accountId,
              tokenHash: command.data.tokenHash,
              requestedAt: at,
              expiresAt: command.data.expiresAt,
            },
          },
        ];
      case 'ResetPassword': {
        const expiresAt = state.resetTokens[command.data.tokenHash];
        if (expiresAt === undefined) {
          throw new IdentityRuleViolation(IdentityRule.ResetTokenInvalid);
        }
        if (expiresAt <= at) {
          throw new IdentityRuleViolation(IdentityRule.ResetTokenExpired);
        }
        return [
          {
            type: 'PasswordReset',
            data: {
              accountId,
              tokenHash: command.data.tokenHash,
              passwordHash: command.data.passwordHash,
              resetAt: at,
            },
          },
        ];
      }
      case 'ChangeEmail':
        if (command.data.email === state.email) {
          return [];
        }
        return [
          {
            type: 'EmailChanged',
            data: {
              accountId,
              email: command.data.email,
              previousEmail: state.email,
              changedAt: at,
            },
          },
        ];
      case 'SetNotificationPreferences':
        return [
          {
            type: 'NotificationPreferencesSet',
            data: { accountId, preferences: command.data.preferences, setAt: at },
          },
        ];
      case 'SetExaminationPreferences':
        return [
          {
            type: 'ExaminationPreferencesSet',
            data: { accountId, preferences: command.data.preferences, setAt: at },
          },
        ];
      case 'LinkChild':
        if (Object.values(state.children).some((name) => sameName(name, command.data.name))) {
          throw new IdentityRuleViolation(IdentityRule.ChildNameTaken);
        }
        return [
          {
            type: 'ChildLinked',
            data: {
              accountId,
              childId: command.data.childId,
              name: command.data.name,
              linkedAt: at,
            },
          },
        ];
      case 'UnlinkChild':
        if (!(command.data.childId in state.children)) {
          throw new IdentityRuleViolation(IdentityRule.ChildNotFound);
        }
        return [
          {
            type: 'ChildUnlinked',
            data: { accountId, childId: command.data.childId, unlinkedAt: at },
          },
        ];
      default: {
        const unhandled: never = command;
        throw new Error(`account cannot decide ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
