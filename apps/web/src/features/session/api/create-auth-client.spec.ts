import type { SessionUser } from '@abhyas/contracts';
import { ApiError, createApiClient } from '../../../lib/create-api-client';
import { REFRESH_PATH, createAuthClient, type SessionPort } from './create-auth-client';

const parent: SessionUser = { id: 'p1', name: 'Asha', role: 'parent' };

function fakeSession(token: string | null, user: SessionUser | null = parent) {
  const state = { user, token, cleared: false };
  const port: SessionPort = {
    get: () => ({ user: state.user, token: state.token }),
    replaceToken: (next, nextUser) => {
      state.token = next;
      state.user = nextUser ?? state.user;
    },
    clear: () => {
      state.cleared = true;
      state.user = null;
      state.token = null;
    },
  };
  return { state, port };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function server(handler: (path: string, auth: string | undefined) => Response) {
  const seen: { path: string; auth: string | undefined }[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
    seen.push({ path, auth });
    return Promise.resolve(handler(path, auth));
  };
  return { seen, base: createApiClient({ baseUrl: '', fetch: fetchFn }) };
}

describe('createAuthClient', () => {
  it('sends the bearer token', async () => {
    const { seen, base } = server(() => json(200, { ok: true }));
    const client = createAuthClient(base, fakeSession('t1').port);
    await expect(client.get('/api/x')).resolves.toEqual({ ok: true });
    expect(seen[0].auth).toBe('Bearer t1');
  });

  it('refreshes once on a 401 and replays with the new token', async () => {
    const { seen, base } = server((path, auth) => {
      if (path === REFRESH_PATH) {
        return json(200, { success: true, user: parent, token: 't2' });
      }
      return auth === 'Bearer t2' ? json(200, { ok: 2 }) : json(401, { message: 'expired' });
    });
    const session = fakeSession('t1');
    const client = createAuthClient(base, session.port);
    const [a, b] = await Promise.all([client.get('/api/a'), client.get('/api/b')]);
    expect([a, b]).toEqual([{ ok: 2 }, { ok: 2 }]);
    expect(seen.filter((call) => call.path === REFRESH_PATH)).toHaveLength(1);
    expect(session.state.token).toBe('t2');
  });

  it('clears the session when the refresh answers 401 (the session has ended)', async () => {
    const { base } = server(() => json(401, { message: 'no session' }));
    const session = fakeSession('t1');
    const error = await createAuthClient(base, session.port)
      .get('/api/x')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(session.state.cleared).toBe(true);
  });

  it.each([
    ['a 503 (identity down)', () => json(503, { message: 'Signing in is unavailable' })],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])(
    'keeps the session when the refresh fails with %s, and tries the refresh again on the next call',
    async (_label, failingRefresh) => {
      let refreshUp = false;
      const { seen, base } = server((path, auth) => {
        if (path === REFRESH_PATH) {
          return refreshUp
            ? json(200, { success: true, user: parent, token: 't2' })
            : failingRefresh();
        }
        return auth === 'Bearer t2' ? json(200, { ok: 2 }) : json(401, { message: 'expired' });
      });
      const session = fakeSession('t1');
      const client = createAuthClient(base, session.port);
      await expect(client.get('/api/x')).rejects.toBeDefined();
      expect(session.state.cleared).toBe(false);
      expect(session.state.token).toBe('t1');

      refreshUp = true;
      await expect(client.get('/api/x')).resolves.toEqual({ ok: 2 });
      expect(seen.filter((call) => call.path === REFRESH_PATH)).toHaveLength(2);
      expect(session.state.token).toBe('t2');
    },
  );

  it('does not refresh for other errors or when signed out', async () => {
    const { seen, base } = server(() => json(403, { message: 'no' }));
    await createAuthClient(base, fakeSession('t1').port)
      .get('/api/x')
      .catch(() => null);
    await createAuthClient(base, fakeSession(null, null).port)
      .get('/api/x')
      .catch(() => null);
    expect(seen.some((call) => call.path === REFRESH_PATH)).toBe(false);
  });
});
