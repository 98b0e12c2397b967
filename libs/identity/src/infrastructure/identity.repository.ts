import type {
  ChildSummary,
  ExaminationPreferences,
  NotificationPreferences,
  SessionRevocation,
} from '@abhyas/contracts';
import type { SqlDatabase, SqlExecutor } from '@abhyas/event-store';

export interface AccountForSignIn {
  accountId: string;
  name: string;
  passwordHash: string;
}

export interface StoredPreferences {
  examination: ExaminationPreferences | null;
  notification: NotificationPreferences | null;
}

export interface DemoCredentialRow {
  label: string;
  login: string;
  secret: string;
}

interface ChildRow {
  child_id: string;
  name: string;
  class: ChildSummary['class'];
  username: string;
  created_at: Date | string;
  locked_until: Date | string | null;
}

/**
 * Identity's one way to its read models (accounts, children, sessions, demo credentials): every
 * SQL statement a handler needs lives here. Reads that must see a transaction's own writes take
 * that transaction as `executor`.
 */
export class IdentityRepository {
  constructor(
    private readonly db: SqlDatabase,
    private readonly schema: string,
  ) {}

  async accountForSignIn(email: string): Promise<AccountForSignIn | undefined> {
    const row = await this.db.query<{ account_id: string; name: string; password_hash: string }>(
      `select account_id, name, password_hash from ${this.schema}.accounts where email = $1`,
      [email],
    );
    const found = row.rows[0];
    return found
      ? { accountId: found.account_id, name: found.name, passwordHash: found.password_hash }
      : undefined;
  }

  async passwordHash(accountId: string): Promise<string | undefined> {
    const row = await this.db.query<{ password_hash: string }>(
      `select password_hash from ${this.schema}.accounts where account_id = $1`,
      [accountId],
    );
    return row.rows[0]?.password_hash;
  }

  /** Whether an account already uses this email or mobile. */
  async accountWith(column: 'email' | 'mobile', value: string): Promise<boolean> {
    const row = await this.db.query(
      `select 1 from ${this.schema}.accounts where ${column === 'email' ? 'email' : 'mobile'} = $1`,
      [value],
    );
    return row.rows.length > 0;
  }

  async preferences(accountId: string): Promise<StoredPreferences | undefined> {
    const row = await this.db.query<{
      examination_preferences: ExaminationPreferences | null;
      notification_preferences: NotificationPreferences | null;
    }>(
      `select examination_preferences, notification_preferences from ${this.schema}.accounts
        where account_id = $1`,
      [accountId],
    );
    const found = row.rows[0];
    return found
      ? {
          examination: found.examination_preferences,
          notification: found.notification_preferences,
        }
      : undefined;
  }

  async parentProfile(accountId: string): Promise<{ name: string; email: string } | undefined> {
    const row = await this.db.query<{ name: string; email: string }>(
      `select name, email from ${this.schema}.accounts where account_id = $1`,
      [accountId],
    );
    return row.rows[0];
  }

  /** The family's children; `lockedUntil` only on those whose PIN lock has not ended by `now`. */
  async childrenOf(parentId: string, now: Date): Promise<ChildSummary[]> {
    const rows = await this.db.query<ChildRow>(
      `select child_id, name, class, username, created_at,
              case when locked_until > $2 then locked_until end as locked_until
         from ${this.schema}.children
        where parent_id = $1 order by created_at, child_id`,
      [parentId, now.toISOString()],
    );
    return rows.rows.map((row) => ({
      _id: row.child_id,
      name: row.name,
      class: row.class,
      username: row.username,
      createdAt: new Date(row.created_at).toISOString(),
      ...(row.locked_until ? { lockedUntil: new Date(row.locked_until).toISOString() } : {}),
    }));
  }

  /** The child's username when the child belongs to this parent. */
  async usernameOfChild(childId: string, parentId: string): Promise<string | undefined> {
    const row = await this.db.query<{ username: string }>(
      `select username from ${this.schema}.children where child_id = $1 and parent_id = $2`,
      [childId, parentId],
    );
    return row.rows[0]?.username;
  }

  async childIdByUsername(username: string): Promise<string | undefined> {
    const row = await this.db.query<{ child_id: string }>(
      `select child_id from ${this.schema}.children where username = $1`,
      [username],
    );
    return row.rows[0]?.child_id;
  }

  async childProfile(
    childId: string,
  ): Promise<{ name: string; parentId: string; username: string } | undefined> {
    const row = await this.db.query<{ name: string; parent_id: string; username: string }>(
      `select name, parent_id, username from ${this.schema}.children where child_id = $1`,
      [childId],
    );
    const child = row.rows[0];
    return child
      ? { name: child.name, parentId: child.parent_id, username: child.username }
      : undefined;
  }

  async refreshHash(sid: string): Promise<string | undefined> {
    const row = await this.db.query<{ refresh_hash: string }>(
      `select refresh_hash from ${this.schema}.sessions where sid = $1`,
      [sid],
    );
    return row.rows[0]?.refresh_hash;
  }

  async openSessionsOf(userId: string): Promise<string[]> {
    const open = await this.db.query<{ sid: string }>(
      `select sid from ${this.schema}.sessions where user_id = $1 and revoked_at is null`,
      [userId],
    );
    return open.rows.map((row) => row.sid);
  }

  /** The gateway's revocation feed: sessions revoked at or after `since`, oldest first. */
  async sessionsRevokedSince(since: Date, limit: number): Promise<SessionRevocation[]> {
    const rows = await this.db.query<{ sid: string; revoked_at: Date | string }>(
      `select sid, revoked_at from ${this.schema}.sessions
        where revoked_at >= $1 order by revoked_at limit $2`,
      [since.toISOString(), limit],
      { repeated: true },
    );
    return rows.rows.map((row) => ({
      sid: row.sid,
      revokedAt: new Date(row.revoked_at).toISOString(),
    }));
  }

  async hasDemoFamily(email: string): Promise<boolean> {
    const existing = await this.db.query(`select 1 from ${this.schema}.demo_credentials limit 1`);
    return existing.rows.length > 0 || (await this.accountWith('email', email));
  }

  async saveDemoCredentials(rows: readonly DemoCredentialRow[]): Promise<void> {
    for (const [position, row] of rows.entries()) {
      await this.db.query(
        `insert into ${this.schema}.demo_credentials (label, login, secret, position)
         values ($1, $2, $3, $4) on conflict (label) do nothing`,
        [row.label, row.login, row.secret, position],
      );
    }
  }

  async demoCredentials(executor: SqlExecutor = this.db): Promise<DemoCredentialRow[]> {
    const rows = await executor.query<DemoCredentialRow>(
      `select label, login, secret from ${this.schema}.demo_credentials order by position`,
    );
    return rows.rows;
  }
}
