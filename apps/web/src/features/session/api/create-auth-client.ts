import type { RefreshResponse, SessionUser } from '@abhyas/contracts';
import { ApiError, type ApiClient, type ApiRequestOptions } from '../../../lib/create-api-client';

export const REFRESH_PATH = '/api/auth/refresh';

export interface SessionPort {
  get(): { user: SessionUser | null; token: string | null };
  replaceToken(token: string, user?: SessionUser): void;
  clear(): void;
}

export interface AuthClient extends ApiClient {
  delete<T>(path: string): Promise<T>;
  refresh(): Promise<string | null>;
}

function withBearer(options: ApiRequestOptions, token: string | null): ApiRequestOptions {
  return token
    ? { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } }
    : options;
}

/**
 * A refresh either gives a new token, or says the session has ended (401), or could not be
 * answered now (identity down: 503, or the network): then the session is kept.
 */
type RefreshOutcome =
  | { kind: 'refreshed'; token: string }
  | { kind: 'ended' }
  | { kind: 'unavailable'; error: unknown };

/**
 * Calls on behalf of the signed-in user: bearer token; on a 401 one refresh and a replay. Only
 * a refresh answered 401 signs the user out: an outage of sign-in signs nobody out, and the
 * next call that needs a token tries the refresh again.
 */
export function createAuthClient(base: ApiClient, session: SessionPort): AuthClient {
  let refreshing: Promise<RefreshOutcome> | null = null;

  // One refresh at a time, however many calls hit a 401 together.
  const refreshOnce = (): Promise<RefreshOutcome> => {
    refreshing ??= base
      .post<RefreshResponse>(REFRESH_PATH)
      .then((answer): RefreshOutcome => {
        session.replaceToken(answer.token, answer.user);
        return { kind: 'refreshed', token: answer.token };
      })
      .catch((error: unknown): RefreshOutcome =>
        error instanceof ApiError && error.status === 401
          ? { kind: 'ended' }
          : { kind: 'unavailable', error },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const refresh = async (): Promise<string | null> => {
    const outcome = await refreshOnce();
    return outcome.kind === 'refreshed' ? outcome.token : null;
  };

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const { token, user } = session.get();
    try {
      return await base.request<T>(path, withBearer(options, token));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !user) {
        throw error;
      }
      const outcome = await refreshOnce();
      switch (outcome.kind) {
        case 'refreshed':
          return base.request<T>(path, withBearer(options, outcome.token));
        case 'ended':
          // The protected-route wrapper sees the cleared session and goes to /login.
          session.clear();
          throw error;
        case 'unavailable':
          // Signed in still: the screen shows why this call failed ("temporarily unavailable").
          throw outcome.error instanceof Error ? outcome.error : error;
        default: {
          const unknown: never = outcome;
          throw new Error(`unknown refresh outcome ${JSON.stringify(unknown)}`);
        }
      }
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    delete: (path) => request(path, { method: 'DELETE' }),
    refresh,
  };
}
