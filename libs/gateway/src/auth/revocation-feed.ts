import {
  ACCESS_TOKEN_LIFE_SECONDS,
  SESSION_REVOCATIONS_PATH,
  type SessionRevocationsResponse,
} from '@abhyas/contracts';
import { principalHeaders, type Principal } from '@abhyas/runtime';
import type { Logger } from 'pino';
import type { ServiceClient } from '../clients/service-client';
import type { SessionRevocations } from './session-revocations';

export interface RevocationFeedOptions {
  identity: ServiceClient;
  revocations: SessionRevocations;
  /** Signs the gateway's internal principal; without it identity refuses the feed. */
  internalKey: string;
  /** How often identity is asked: the bound on how late a revocation takes effect. */
  pollMs: number;
  logger: Logger;
  now?: () => number;
}

const GATEWAY_PRINCIPAL: Principal = { userId: 'gateway', role: 'internal', sid: 'gateway' };

/**
 * A revocation is stamped with its command's time and committed a moment later (longer when
 * the store retries a conflict), so each read starts this long before the last one's `asOf`:
 * a revocation committed late is still seen. Seen twice is harmless: the set is keyed by sid.
 */
export const REVOCATION_OVERLAP_MS = 60_000;

/**
 * Keeps the gateway's revocation set current from identity's feed. Identity unreachable leaves
 * the set as it was: tokens keep working, and a revocation made meanwhile takes effect when
 * identity answers again, at the latest when its tokens expire (15 minutes).
 */
export class RevocationFeed {
  private readonly now: () => number;
  /** Identity's clock, never ours: the first read covers an access token's whole life. */
  private since?: string;
  private timer?: NodeJS.Timeout;
  private reading?: Promise<boolean>;
  private failing = false;

  constructor(private readonly options: RevocationFeedOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One read of the feed (shared by concurrent callers); true when identity answered. */
  refresh(): Promise<boolean> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<boolean> {
    const since =
      this.since ?? new Date(this.now() - ACCESS_TOKEN_LIFE_SECONDS * 1000).toISOString();
    try {
      const response = await this.options.identity.forward({
        method: 'GET',
        url: `${SESSION_REVOCATIONS_PATH}?since=${encodeURIComponent(since)}`,
        headers: principalHeaders(GATEWAY_PRINCIPAL, this.options.internalKey),
      });
      if (response.status !== 200) {
        throw new Error(`identity answered ${response.status}`);
      }
      const answer = JSON.parse(response.body.toString('utf8')) as SessionRevocationsResponse;
      for (const { sid, revokedAt } of answer.revoked) {
        this.options.revocations.add(sid, Date.parse(revokedAt));
      }
      this.options.revocations.prune();
      this.since = new Date(Date.parse(answer.asOf) - REVOCATION_OVERLAP_MS).toISOString();
      if (this.failing) {
        this.options.logger.info('session revocation feed: identity answers again');
      }
      this.failing = false;
      return true;
    } catch (error) {
      // Logged once per outage, not every poll; tokens keep being verified meanwhile.
      if (!this.failing) {
        this.options.logger.warn(
          { err: error },
          'session revocation feed: identity unreachable; tokens stay valid until it answers',
        );
      }
      this.failing = true;
      return false;
    }
  }
}
