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

/** Calls on behalf of the signed-in user: bearer token; on a 401 one refresh and a replay. */
export function createAuthClient(base: ApiClient, session: SessionPort): AuthClient {
  let refreshing: Promise<string | null> | null = null;

  // One refresh at a time, however many calls hit a 401 together.
  const refresh = (): Promise<string | null> => {
    refreshing ??= base
      .post<RefreshResponse>(REFRESH_PATH)
      .then((answer) => {
        session.replaceToken(answer.token, answer.user);
        return answer.token;
      })
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const { token, user } = session.get();
    try {
      return await base.request<T>(path, withBearer(options, token));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !user) {
        throw error;
      }
      const fresh = await refresh();
      if (!fresh) {
        // The protected-route wrapper sees the cleared session and goes to /login.
        session.clear();
        throw error;
      }
      return base.request<T>(path, withBearer(options, fresh));
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
