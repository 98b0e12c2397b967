import { createHash } from 'node:crypto';
import type { SessionUser } from '@abhyas/contracts';
import type { EventStore, SqlExecutor } from '@abhyas/event-store';
import { signJwt, type Clock } from '@abhyas/runtime';
import { sessionDecider, type RevokeReason, type SessionRole } from '../domain/session.decider';
import { identityErrors, withIdentityErrors } from './identity.exception';
import type { IdentityRandom } from './identity.ports';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;
export const REFRESH_COOKIE = 'abhyas_refresh';

export interface IssuedSession {
  token: string;
  /** Cookie value: `<sid>.<secret>`; only the secret's SHA-256 is stored. */
  refresh: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Sessions are `session-<sid>` streams: started at sign-in, refresh-rotated, revoked at logout
 * (or PIN reset, child deletion, refresh-token reuse). Access tokens are 15-minute HS256 JWTs
 * naming the session, which the gateway checks is still active on every call.
 */
export class Sessions {
  constructor(
    private readonly events: EventStore,
    private readonly clock: Clock,
    private readonly random: IdentityRandom,
    private readonly jwtSecret: string,
  ) {}

  async start(
    user: { userId: string; role: SessionRole; parentId?: string },
    tx?: SqlExecutor,
  ): Promise<IssuedSession> {
    const sid = this.random.newId();
    const secret = this.random.token();
    const now = this.clock.now();
    const command = {
      type: 'StartSession' as const,
      data: {
        sid,
        ...user,
        refreshHash: sha256(secret),
        expiresAt: this.refreshExpiry(now),
      },
      metadata: { now },
    };
    if (tx) {
      await this.events.handleCommandInTransaction(tx, `session-${sid}`, command, sessionDecider);
    } else {
      await this.events.handleCommand(`session-${sid}`, command, sessionDecider);
    }
    return { token: this.accessToken(sid, user, now), refresh: `${sid}.${secret}` };
  }

  /** Rotates the refresh token; a reused (already rotated) one revokes the session. */
  async refresh(
    cookie: string | undefined,
  ): Promise<IssuedSession & { user: SessionRole; userId: string }> {
    const [sid, secret] = (cookie ?? '').split('.');
    if (!sid || !secret || sid.length > 64 || secret.length > 128) {
      throw identityErrors.sessionExpired();
    }
    const fresh = this.random.token();
    const now = this.clock.now();
    const result = await withIdentityErrors(() =>
      this.events.handleCommand(
        `session-${sid}`,
        {
          type: 'RotateRefresh',
          data: {
            presentedHash: sha256(secret),
            refreshHash: sha256(fresh),
            expiresAt: this.refreshExpiry(now),
          },
          metadata: { now },
        },
        sessionDecider,
      ),
    );
    const state = result.state;
    if (state.status !== 'Active') {
      throw identityErrors.sessionExpired();
    }
    const user = { userId: state.userId, role: state.role, parentId: state.parentId };
    return {
      token: this.accessToken(sid, user, now),
      refresh: `${sid}.${fresh}`,
      user: state.role,
      userId: state.userId,
    };
  }

  async revoke(sid: string, reason: RevokeReason): Promise<void> {
    await this.events.handleCommand(
      `session-${sid}`,
      { type: 'RevokeSession', data: { reason }, metadata: { now: this.clock.now() } },
      sessionDecider,
    );
  }

  /** Revokes the cookie's session only if the cookie is its current refresh token. */
  async revokeByCookie(cookie: string | undefined): Promise<void> {
    const [sid, secret] = (cookie ?? '').split('.');
    if (!sid || !secret || sid.length > 64) {
      return;
    }
    const row = await this.events.db.query<{ refresh_hash: string }>(
      `select refresh_hash from ${this.events.schema}.sessions where sid = $1`,
      [sid],
    );
    if (row.rows[0]?.refresh_hash === sha256(secret)) {
      await this.revoke(sid, 'logout');
    }
  }

  /** Ends every open session of the user, except `keepSid` (the one asking, when it stays). */
  async revokeAllOf(userId: string, reason: RevokeReason, keepSid?: string): Promise<void> {
    const open = await this.events.db.query<{ sid: string }>(
      `select sid from ${this.events.schema}.sessions where user_id = $1 and revoked_at is null`,
      [userId],
    );
    for (const { sid } of open.rows.filter((row) => row.sid !== keepSid)) {
      await this.revoke(sid, reason);
    }
  }

  /** The gateway's per-request check: one primary-key read. */
  async isActive(sid: string): Promise<boolean> {
    const row = await this.events.db.query<{ active: boolean }>(
      `select (revoked_at is null and expires_at > $2) as active
         from ${this.events.schema}.sessions where sid = $1`,
      [sid, this.clock.now().toISOString()],
    );
    return row.rows[0]?.active === true;
  }

  async sessionUser(role: SessionRole, userId: string): Promise<SessionUser> {
    const schema = this.events.schema;
    if (role === 'parent') {
      const row = await this.events.db.query<{ name: string; email: string }>(
        `select name, email from ${schema}.accounts where account_id = $1`,
        [userId],
      );
      const account = row.rows[0];
      if (!account) {
        throw identityErrors.sessionExpired();
      }
      return { id: userId, name: account.name, role, email: account.email };
    }
    const row = await this.events.db.query<{ name: string; parent_id: string; username: string }>(
      `select name, parent_id, username from ${schema}.children where child_id = $1`,
      [userId],
    );
    const child = row.rows[0];
    if (!child) {
      throw identityErrors.sessionExpired();
    }
    return {
      id: userId,
      name: child.name,
      role,
      parentId: child.parent_id,
      username: child.username,
    };
  }

  private accessToken(
    sid: string,
    user: { userId: string; role: SessionRole; parentId?: string },
    now: Date,
  ): string {
    const iat = Math.floor(now.getTime() / 1000);
    return signJwt(
      {
        sub: user.userId,
        role: user.role,
        sid,
        ...(user.parentId ? { parentId: user.parentId } : {}),
        iat,
        exp: iat + ACCESS_TOKEN_SECONDS,
      },
      this.jwtSecret,
    );
  }

  private refreshExpiry(now: Date): string {
    return new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString();
  }
}
