import { z } from 'zod';

/**
 * The gateway's revocation feed: sessions identity revoked since a moment, so the gateway can
 * verify access tokens without asking identity on every call. Internal (not under /api).
 */
export const SESSION_REVOCATIONS_PATH = '/internal/sessions/revocations';

/**
 * An access token's life (identity signs them for this long). It is also the revocation feed's
 * horizon: no revocation older than this matters, as every token of that session has expired.
 */
export const ACCESS_TOKEN_LIFE_SECONDS = 15 * 60;

export const sessionRevocationsQuerySchema = z.object({
  since: z.iso.datetime({ message: 'since must be an ISO 8601 date-time' }),
});

export interface SessionRevocation {
  sid: string;
  revokedAt: string;
}

export interface SessionRevocationsResponse {
  /** Identity's clock when it read them: the next `since` is measured from here, not the caller's. */
  asOf: string;
  revoked: SessionRevocation[];
}
