import { defineProjection, type Projection, type SqlExecutor } from '@abhyas/event-store';
import { accountStream, childStream, sessionStream } from '../domain/identity.streams';

/**
 * Accounts, children (never a PIN; while locked, when the lock ends), sessions and child tombstones, kept in the append's
 * transaction and rebuildable from the log. A deleted child's row goes; a tombstone stays.
 */
export const accountsProjection = (schema: string): Projection => {
  const unlocked = async (tx: SqlExecutor, childId: string) => {
    await tx.query(
      `update ${schema}.children set locked_until = null
        where child_id = $1 and locked_until is not null`,
      [childId],
    );
  };
  return defineProjection({
    name: 'accounts',
    streams: [accountStream, childStream, sessionStream],
    handlers: {
      AccountRegistered: async (tx, { data }) => {
        const { accountId, name, email, mobile, passwordHash, asStudent, registeredAt } = data;
        await tx.query(
          `insert into ${schema}.accounts
             (account_id, name, email, mobile, password_hash, as_student, registered_at)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (account_id) do nothing`,
          [accountId, name, email, mobile, passwordHash, asStudent, registeredAt],
        );
      },
      PasswordChanged: async (tx, { data }) => {
        await tx.query(`update ${schema}.accounts set password_hash = $2 where account_id = $1`, [
          data.accountId,
          data.passwordHash,
        ]);
      },
      PasswordReset: async (tx, { data }) => {
        await tx.query(`update ${schema}.accounts set password_hash = $2 where account_id = $1`, [
          data.accountId,
          data.passwordHash,
        ]);
      },
      EmailChanged: async (tx, { data }) => {
        await tx.query(`update ${schema}.accounts set email = $2 where account_id = $1`, [
          data.accountId,
          data.email,
        ]);
      },
      NotificationPreferencesSet: async (tx, { data }) => {
        await tx.query(
          `update ${schema}.accounts set notification_preferences = $2 where account_id = $1`,
          [data.accountId, JSON.stringify(data.preferences)],
        );
      },
      ExaminationPreferencesSet: async (tx, { data }) => {
        await tx.query(
          `update ${schema}.accounts set examination_preferences = $2 where account_id = $1`,
          [data.accountId, JSON.stringify(data.preferences)],
        );
      },
      ChildAdded: async (tx, { data }) => {
        const { childId, parentId, name, username, addedAt } = data;
        await tx.query(
          `insert into ${schema}.children (child_id, parent_id, name, class, username, created_at)
           values ($1, $2, $3, $4, $5, $6) on conflict (child_id) do nothing`,
          [childId, parentId, name, data.class, username, addedAt],
        );
      },
      ChildLocked: async (tx, { data }) => {
        await tx.query(`update ${schema}.children set locked_until = $2 where child_id = $1`, [
          data.childId,
          data.lockedUntil,
        ]);
      },
      ChildUnlocked: async (tx, { data }) => {
        await unlocked(tx, data.childId);
      },
      ChildPinReset: async (tx, { data }) => {
        await unlocked(tx, data.childId);
      },
      ChildSignedIn: async (tx, { data }) => {
        await unlocked(tx, data.childId);
      },
      ChildDeleted: async (tx, { data }) => {
        const { childId, parentId, deletedAt } = data;
        await tx.query(`delete from ${schema}.children where child_id = $1`, [childId]);
        await tx.query(
          `insert into ${schema}.child_tombstones (child_id, parent_id, deleted_at)
           values ($1, $2, $3) on conflict (child_id) do nothing`,
          [childId, parentId, deletedAt],
        );
      },
      SessionStarted: async (tx, { data }) => {
        const { sid, userId, role, parentId, refreshHash, startedAt, expiresAt } = data;
        await tx.query(
          `insert into ${schema}.sessions
             (sid, user_id, role, parent_id, refresh_hash, started_at, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (sid) do nothing`,
          [sid, userId, role, parentId ?? null, refreshHash, startedAt, expiresAt],
        );
      },
      SessionRefreshed: async (tx, { data }) => {
        await tx.query(
          `update ${schema}.sessions set refresh_hash = $2, expires_at = $3 where sid = $1`,
          [data.sid, data.refreshHash, data.expiresAt],
        );
      },
      SessionRevoked: async (tx, { data }) => {
        await tx.query(`update ${schema}.sessions set revoked_at = $2 where sid = $1`, [
          data.sid,
          data.revokedAt,
        ]);
      },
    },
    reset: async (tx) => {
      await tx.query(
        `truncate ${schema}.accounts, ${schema}.children, ${schema}.child_tombstones, ${schema}.sessions`,
      );
    },
  });
};
