import type { SessionUser } from '@abhyas/contracts';
import {
  SIGNED_OUT,
  readStoredSession,
  writeStoredSession,
  type Session,
  type SessionStorageLike,
} from './session-storage';

function browserStorage(): SessionStorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let current: Session = readStoredSession(browserStorage());
const listeners = new Set<() => void>();

function publish(next: Session) {
  current = next;
  writeStoredSession(browserStorage(), next);
  listeners.forEach((listener) => listener());
}

/** The one session of this tab: user plus token, mirrored to localStorage. */
export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn: (user: SessionUser, token: string) => publish({ user, token }),
  replaceToken(token: string, user?: SessionUser) {
    publish({ user: user ?? current.user, token });
  },
  clear: () => publish(SIGNED_OUT),
};

if (typeof window !== 'undefined') {
  // Signing out (or in) in another tab applies here too.
  window.addEventListener('storage', () => {
    current = readStoredSession(browserStorage());
    listeners.forEach((listener) => listener());
  });
}
