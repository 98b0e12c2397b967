import { defineEvents, type Decider, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';
import { IdentityRule, IdentityRuleViolation } from './identity.errors';

export type SessionRole = 'parent' | 'student';
const REVOKE_REASONS = [
  'logout',
  'refresh-reuse',
  'pin-reset',
  'child-deleted',
  'password-changed',
  'email-changed',
  'password-reset',
] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];

/** Events of a `session-<sid>` stream; only hashes of refresh tokens are ever stored. */
export const sessionEvents = defineEvents({
  SessionStarted: z.object({
    sid: z.string(),
    userId: z.string(),
    role: z.enum(['parent', 'student']),
    parentId: z.string().optional(),
    refreshHash: z.string(),
    startedAt: z.string(),
    expiresAt: z.string(),
  }),
  SessionRefreshed: z.object({
    sid: z.string(),
    refreshHash: z.string(),
    refreshedAt: z.string(),
    expiresAt: z.string(),
  }),
  SessionRevoked: z.object({
    sid: z.string(),
    /** Widened only ever (a new reason): every stored reason stays valid. */
    reason: z.enum(REVOKE_REASONS),
    revokedAt: z.string(),
  }),
});

export type SessionEvent = EventOf<typeof sessionEvents>;

type Meta = { metadata: { now: Date } };

export type SessionCommand =
  | ({
      type: 'StartSession';
      data: Omit<Extract<SessionEvent, { type: 'SessionStarted' }>['data'], 'startedAt'>;
    } & Meta)
  | ({
      type: 'RotateRefresh';
      data: { presentedHash: string; refreshHash: string; expiresAt: string };
    } & Meta)
  | ({ type: 'RevokeSession'; data: { reason: RevokeReason } } & Meta);

export type SessionState =
  | { status: 'None' }
  | {
      status: 'Active' | 'Revoked';
      sid: string;
      userId: string;
      role: SessionRole;
      parentId?: string;
      refreshHash: string;
      expiresAt: string;
    };

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: () => ({ status: 'None' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SessionStarted': {
        const { sid, userId, role, parentId, refreshHash, expiresAt } = event.data;
        return { status: 'Active', sid, userId, role, parentId, refreshHash, expiresAt };
      }
      case 'SessionRefreshed':
        return state.status === 'None'
          ? state
          : { ...state, refreshHash: event.data.refreshHash, expiresAt: event.data.expiresAt };
      case 'SessionRevoked':
        return state.status === 'None' ? state : { ...state, status: 'Revoked' };
      default: {
        const unhandled: never = event;
        throw new Error(`session cannot evolve ${JSON.stringify(unhandled)}`);
      }
    }
  },
  decide: (command, state) => {
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'StartSession':
        return state.status === 'None'
          ? [{ type: 'SessionStarted', data: { ...command.data, startedAt: at } }]
          : [];
      case 'RotateRefresh': {
        if (state.status !== 'Active' || new Date(state.expiresAt) <= command.metadata.now) {
          throw new IdentityRuleViolation(IdentityRule.SessionEnded);
        }
        if (command.data.presentedHash !== state.refreshHash) {
          // A refresh token that was already rotated away: someone else holds a copy.
          return [
            {
              type: 'SessionRevoked',
              data: { sid: state.sid, reason: 'refresh-reuse', revokedAt: at },
            },
          ];
        }
        return [
          {
            type: 'SessionRefreshed',
            data: {
              sid: state.sid,
              refreshHash: command.data.refreshHash,
              refreshedAt: at,
              expiresAt: command.data.expiresAt,
            },
          },
        ];
      }
      case 'RevokeSession':
        return state.status === 'Active'
          ? [
              {
                type: 'SessionRevoked',
                data: { sid: state.sid, reason: command.data.reason, revokedAt: at },
              },
            ]
          : [];
      default: {
        const unhandled: never = command;
        throw new Error(`session cannot decide ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
