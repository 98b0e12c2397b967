import { ACCESS_TOKEN_LIFE_SECONDS } from '@abhyas/contracts';

const HORIZON_MS = ACCESS_TOKEN_LIFE_SECONDS * 1000;

/**
 * The sessions this gateway knows are revoked, checked on every signed-in call without a call
 * to identity. A revocation is forgotten once every access token of its session has expired
 * (an access token's life after the revocation), so the set holds at most 15 minutes of them.
 */
export class SessionRevocations {
  private readonly forgetAt = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  add(sid: string, revokedAtMs: number): void {
    const until = revokedAtMs + HORIZON_MS;
    if (until > this.now() && until > (this.forgetAt.get(sid) ?? 0)) {
      this.forgetAt.set(sid, until);
    }
  }

  has(sid: string): boolean {
    return this.forgetAt.has(sid);
  }

  get size(): number {
    return this.forgetAt.size;
  }

  /** Drops revocations whose tokens have all expired. */
  prune(): void {
    const now = this.now();
    for (const [sid, until] of this.forgetAt) {
      if (until <= now) {
        this.forgetAt.delete(sid);
      }
    }
  }
}
