import { createHash } from 'node:crypto';
import {
  ACCESS_TOKEN_LIFE_SECONDS,
  type SessionRevocationsResponse,
  type SessionUser,
} from '@abhyas/contracts';
import type { ServiceStore, StoreUnit } from '@abhyas/event-store';
import { signJwt, type Clock } from '@abhyas/runtime';
import { sessionStream } from '../domain/identity.streams';
import type { RevokeReason, SessionRole } from '../domain/session.decider';
import type { IdentityRepository } from '../infrastructure/identity.repository';
import { identityErrors, withIdentityErrors } from './identity.exception';
import type { IdentityRandom } from './identity.ports';

export const ACCESS_TOKEN_SECONDS = ACCESS_TOKEN_LIFE_SECONDS;
export const REFRESH_TOKEN_DAYS = 14;
export const REFRESH_COOKIE = 'abhyas_refresh';
/** Far more than a 15-minute window holds; the gateway asks again from the last one it got. */
const REVOCATIONS_PER_ANSWER = 10_000;
/** What `start` and `refresh` issue: `<sid>.<secret>`, a UUID and a base64url token. */
export const REFRESH_TOKEN_SHAPE = /^[A-Za-z0-9-]{1,64}\.[A-Za-z0-9_-]{1,128}$/;

export interface IssuedSession {
  token: string;
  /** Cookie value: `<sid>.<secret>`; only the secret's SHA-256 is stored. */
  refresh: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Sessions are `session-<sid>` streams: started at sign-in, refresh-rotated, revoked at logout
 * (or PIN reset, child deletion, refresh-token reuse). Access tokens are 15-minute HS256 JWTs
 * naming the session; the gateway verifies them itself and learns revocations from
 * `revokedSince` (its feed), so a signed-in call never waits on identity.
 */
export class Sessions {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: IdentityRepository,
    private readonly clock: Clock,
    private readonly random: IdentityRandom,
    private readonly jwtSecret: string,
  ) {}

  async start(
    user: { userId: string; role: SessionRole; parentId?: string },
    unit?: StoreUnit,
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
    await (unit ?? this.store).handle(sessionStream, sid, command);
    return { token: this.accessToken(sid, user, now), refresh: `${sid}.${secret}` };
  }

  /** Rotates the refresh token; a reused (already rotated) one revokes the session. */
  async refresh(
    cookie: string | undefined,
  ): Promise<IssuedSession & { user: SessionRole; userId: string }> {
    const [sid, secret] = (cookie ?? '').split('.');
    if (!cookie || !REFRESH_TOKEN_SHAPE.test(cookie) || !sid || !secret) {
      throw identityErrors.sessionExpired();
    }
    const fresh = this.random.token();
    const now = this.clock.now();
    const result = await withIdentityErrors(() =>
      this.store.handle(sessionStream, sid, {
        type: 'RotateRefresh',
        data: {
          presentedHash: sha256(secret),
          refreshHash: sha256(fresh),
          expiresAt: this.refreshExpiry(now),
        },
        metadata: { now },
      }),
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
    await this.store.handle(sessionStream, sid, {
      type: 'RevokeSession',
      data: { reason },
      metadata: { now: this.clock.now() },
    });
  }

  /** Revokes the cookie's session only if the cookie is its current refresh token. */
  async revokeByCookie(cookie: string | undefined): Promise<void> {
    const [sid, secret] = (cookie ?? '').split('.');
    if (!cookie || !REFRESH_TOKEN_SHAPE.test(cookie) || !sid || !secret) {
      return;
    }
    if ((await this.repository.refreshHash(sid)) === sha256(secret)) {
      await this.revoke(sid, 'logout');
    }
  }

  /** Ends every open session of the user, except `keepSid` (the one asking, when it stays). */
  async revokeAllOf(userId: string, reason: RevokeReason, keepSid?: string): Promise<void> {
    const open = await this.repository.openSessionsOf(userId);
    for (const sid of open.filter((open) => open !== keepSid)) {
      await this.revoke(sid, reason);
    }
  }

  /**
   * The gateway's revocation feed, read every few seconds by each gateway replica. A revocation
   * is stamped with its command's time and committed a moment later, so the gateway asks again
   * from a little before the last `asOf` and sees each one at least once.
   */
  async revokedSince(since: Date): Promise<SessionRevocationsResponse> {
    const asOf = this.clock.now();
    const horizon = new Date(asOf.getTime() - ACCESS_TOKEN_LIFE_SECONDS * 1000);
    const from = since < horizon ? horizon : since;
    const revoked = await this.repository.sessionsRevokedSince(from, REVOCATIONS_PER_ANSWER);
    // A full page may have left some out: the next read starts from the last one given.
    const last = revoked.length === REVOCATIONS_PER_ANSWER ? revoked.at(-1) : undefined;
    return { asOf: last?.revokedAt ?? asOf.toISOString(), revoked };
  }

  async sessionUser(role: SessionRole, userId: string): Promise<SessionUser> {
    if (role === 'parent') {
      const account = await this.repository.parentProfile(userId);
      if (!account) {
        throw identityErrors.sessionExpired();
      }
      return { id: userId, name: account.name, role, email: account.email };
    }
    const child = await this.repository.childProfile(userId);
    if (!child) {
      throw identityErrors.sessionExpired();
    }
    return {
      id: userId,
      name: child.name,
      role,
      parentId: child.parentId,
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
