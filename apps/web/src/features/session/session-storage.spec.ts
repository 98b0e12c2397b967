import {
  SIGNED_OUT,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  readStoredSession,
  studentSessionUser,
  writeStoredSession,
} from './session-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const parent = { id: 'p1', name: 'Asha', role: 'parent' as const, email: 'asha@example.in' };

describe('session storage', () => {
  it('round-trips a user and token', () => {
    const storage = memoryStorage();
    writeStoredSession(storage, { user: parent, token: 'jwt' });
    expect(storage.map.get(TOKEN_STORAGE_KEY)).toBe('jwt');
    expect(readStoredSession(storage)).toEqual({ user: parent, token: 'jwt' });
  });

  it('removes both keys when signing out', () => {
    const storage = memoryStorage({ [USER_STORAGE_KEY]: JSON.stringify(parent), token: 'jwt' });
    writeStoredSession(storage, SIGNED_OUT);
    expect(storage.map.size).toBe(0);
  });

  it('treats half a session or a malformed user as signed out', () => {
    expect(readStoredSession(memoryStorage({ token: 'jwt' }))).toEqual(SIGNED_OUT);
    expect(readStoredSession(memoryStorage({ user: JSON.stringify(parent) }))).toEqual(SIGNED_OUT);
    expect(readStoredSession(memoryStorage({ user: '{not json', token: 'jwt' }))).toEqual(
      SIGNED_OUT,
    );
    expect(
      readStoredSession(
        memoryStorage({ user: JSON.stringify({ id: 'x', role: 'admin' }), token: 't' }),
      ),
    ).toEqual(SIGNED_OUT);
    expect(readStoredSession(null)).toEqual(SIGNED_OUT);
  });

  it('builds a student user from the student login answer', () => {
    expect(
      studentSessionUser({ id: 'c1', name: 'Ravi', parentId: 'p1', username: 'ravi.k' }),
    ).toEqual({ id: 'c1', name: 'Ravi', parentId: 'p1', role: 'student', username: 'ravi.k' });
  });
});
