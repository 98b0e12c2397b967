import type { Projection, RecordedEvent, SqlExecutor } from '@abhyas/event-store';
import type { AccountEvent } from '../domain/account.events';
import type { ChildEvent } from '../domain/child.events';
import type { SessionEvent } from '../domain/session.decider';

type Handled = AccountEvent | ChildEvent | SessionEvent;

/**
 * Accounts, children (never a PIN), sessions and child tombstones, kept in the append's
 * transaction and rebuildable from the log. A deleted child's row goes; a tombstone stays.
 */
export const accountsProjection = (schema: string): Projection => ({
  name: 'accounts',
  handles: [
    'AccountRegistered',
    'PasswordChanged',
    'EmailChanged',
    'NotificationPreferencesSet',
    'ExaminationPreferencesSet',
    'ChildAdded',
    'ChildDeleted',
    'SessionStarted',
    'SessionRefreshed',
    'SessionRevoked',
  ],
  apply: async (tx: SqlExecutor, recorded: RecordedEvent) => {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    switch (event.type) {
      case 'AccountRegistered': {
        const { accountId, name, email, mobile, passwordHash, asStudent, registeredAt } =
          event.data;
        await tx.query(
          `insert into ${schema}.accounts
             (account_id, name, email, mobile, password_hash, as_student, registered_at)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (account_id) do nothing`,
          [accountId, name, email, mobile, passwordHash, asStudent, registeredAt],
        );
        return;
      }
      case 'PasswordChanged':
        await tx.query(`update ${schema}.accounts set password_hash = $2 where account_id = $1`, [
          event.data.accountId,
          event.data.passwordHash,
        ]);
        return;
      case 'EmailChanged':
        await tx.query(`update ${schema}.accounts set email = $2 where account_id = $1`, [
          event.data.accountId,
          event.data.email,
        ]);
        return;
      case 'NotificationPreferencesSet':
        await tx.query(
          `update ${schema}.accounts set notification_preferences = $2 where account_id = $1`,
          [event.data.accountId, JSON.stringify(event.data.preferences)],
        );
        return;
      case 'ExaminationPreferencesSet':
        await tx.query(
          `update ${schema}.accounts set examination_preferences = $2 where account_id = $1`,
          [event.data.accountId, JSON.stringify(event.data.preferences)],
        );
        return;
      case 'ChildAdded': {
        const { childId, parentId, name, username, addedAt } = event.data;
        await tx.query(
          `insert into ${schema}.children (child_id, parent_id, name, class, username, created_at)
           values ($1, $2, $3, $4, $5, $6) on conflict (child_id) do nothing`,
          [childId, parentId, name, event.data.class, username, addedAt],
        );
        return;
      }
      case 'ChildDeleted': {
        const { childId, parentId, deletedAt } = event.data;
        await tx.query(`delete from ${schema}.children where child_id = $1`, [childId]);
        await tx.query(
          `insert into ${schema}.child_tombstones (child_id, parent_id, deleted_at)
           values ($1, $2, $3) on conflict (child_id) do nothing`,
          [childId, parentId, deletedAt],
        );
        return;
      }
      case 'SessionStarted': {
        const { sid, userId, role, parentId, refreshHash, startedAt, expiresAt } = event.data;
        await tx.query(
          `insert into ${schema}.sessions
             (sid, user_id, role, parent_id, refresh_hash, started_at, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (sid) do nothing`,
          [sid, userId, role, parentId ?? null, refreshHash, startedAt, expiresAt],
        );
        return;
      }
      case 'SessionRefreshed':
        await tx.query(
          `update ${schema}.sessions set refresh_hash = $2, expires_at = $3 where sid = $1`,
          [event.data.sid, event.data.refreshHash, event.data.expiresAt],
        );
        return;
      case 'SessionRevoked':
        await tx.query(`update ${schema}.sessions set revoked_at = $2 where sid = $1`, [
          event.data.sid,
          event.data.revokedAt,
        ]);
        return;
      case 'ChildPinReset':
      case 'ChildWrongPinEntered':
      case 'ChildLocked':
      case 'ChildSignedIn':
      case 'ChildLinked':
      case 'ChildUnlinked':
        return;
      default: {
        const unhandled: never = event;
        throw new Error(`accounts projection cannot apply ${JSON.stringify(unhandled)}`);
      }
    }
  },
  reset: async (tx: SqlExecutor) => {
    await tx.query(
      `truncate ${schema}.accounts, ${schema}.children, ${schema}.child_tombstones, ${schema}.sessions`,
    );
  },
});
