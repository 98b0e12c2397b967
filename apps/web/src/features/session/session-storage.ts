import type { SessionUser } from '@abhyas/contracts';

export const USER_STORAGE_KEY = 'user';
export const TOKEN_STORAGE_KEY = 'token';

export interface Session {
  user: SessionUser | null;
  token: string | null;
}

export const SIGNED_OUT: Session = { user: null, token: null };

/** The slice of `Storage` the session needs, so tests can pass a map. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    record.id !== '' &&
    typeof record.name === 'string' &&
    (record.role === 'parent' || record.role === 'student')
  );
}

/** A user and a token both present and well-formed, or signed out: never half a session. */
export function readStoredSession(storage: SessionStorageLike | null): Session {
  if (!storage) {
    return SIGNED_OUT;
  }
  try {
    const token = storage.getItem(TOKEN_STORAGE_KEY);
    const rawUser = storage.getItem(USER_STORAGE_KEY);
    if (!token || !rawUser) {
      return SIGNED_OUT;
    }
    const user: unknown = JSON.parse(rawUser);
    return isSessionUser(user) ? { user, token } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

export function writeStoredSession(storage: SessionStorageLike | null, session: Session): void {
  if (!storage) {
    return;
  }
  try {
    if (session.user && session.token) {
      storage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
      storage.setItem(TOKEN_STORAGE_KEY, session.token);
    } else {
      storage.removeItem(USER_STORAGE_KEY);
      storage.removeItem(TOKEN_STORAGE_KEY);
    }
  } catch {
    // Private mode or a full quota: the in-memory session still works for this tab.
  }
}

/** The student login answers `child`; the app keeps the same user shape for both roles. */
export function studentSessionUser(child: {
  id: string;
  name: string;
  parentId: string;
  username?: string;
}): SessionUser {
  return {
    id: child.id,
    name: child.name,
    parentId: child.parentId,
    role: 'student',
    ...(child.username ? { username: child.username } : {}),
  };
}
