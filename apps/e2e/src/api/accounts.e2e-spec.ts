import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import { postJson } from '../harness/running-platform';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';

const readDemo = async (dataDir: string) => {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const rows = await db.query<{ label: string; login: string; secret: string }>(
      'select label, login, secret from identity.demo_credentials order by position',
    );
    return rows.rows;
  } finally {
    await db.close();
  }
};

interface Body {
  token?: string;
  credentials?: { username: string; pin: string };
  children?: unknown[];
  [field: string]: unknown;
}

const call = async (
  url: string,
  method: 'GET' | 'POST' | 'DELETE',
  token?: string,
  body?: unknown,
) => {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
};

describe('accounts and families over HTTP (standalone)', () => {
  let platform: StandaloneHandle;

  beforeAll(async () => {
    platform = await startStandalone(5934);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('registers, adds a child who signs in with a PIN, and logs out at once', async () => {
    const registered = await postJson(`${platform.url}/api/auth/register`, {
      role: 'parent',
      name: 'Ritu',
      email: 'ritu@example.in',
      password: 'secret-pass',
      mobile: '9812345678',
    });
    expect(registered.status).toBe(201);
    expect(registered.headers.get('set-cookie')).toContain('HttpOnly');
    const { token, user } = (await registered.json()) as { token: string; user: { id: string } };

    const again = await postJson(`${platform.url}/api/auth/register`, {
      role: 'parent',
      name: 'Ritu',
      email: 'RITU@example.in',
      password: 'secret-pass',
      mobile: '9812345670',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: M.emailTaken, field: 'email' });

    const added = await call(`${platform.url}/api/add-child`, 'POST', token, {
      parentId: user.id,
      child: { name: 'Ishaan', class: 'Class 5' },
    });
    expect(added.status).toBe(201);
    const student = await call(
      `${platform.url}/api/auth/student-login`,
      'POST',
      undefined,
      added.body.credentials,
    );
    expect(student).toMatchObject({ status: 200, body: { child: { parentId: user.id } } });
    expect(
      await call(`${platform.url}/api/parent/${user.id}/children`, 'GET', student.body.token),
    ).toMatchObject({ status: 403, body: { message: M.forbidden } });

    const children = `${platform.url}/api/parent/${user.id}/children`;
    expect((await call(children, 'GET', token)).body.children).toHaveLength(1);
    expect((await call(`${platform.url}/api/auth/logout`, 'POST', token)).status).toBe(200);
    expect(await call(children, 'GET', token)).toMatchObject({
      status: 401,
      body: { message: M.sessionExpired },
    });
    expect(await call(children, 'GET')).toMatchObject({
      status: 401,
      body: { message: M.signInRequired },
    });
  });

  it('seeds a demo family once and keeps its sign-in details across a restart', async () => {
    await platform.halt();
    const demo = await readDemo(platform.dataDir);
    expect(demo.map((row) => row.label)).toEqual(['Parent', 'Student Aarav', 'Student Diya']);
    await platform.resume();
    expect(await readDemoAfterRestart()).toEqual(demo);

    const parent = await call(`${platform.url}/api/auth/login`, 'POST', undefined, {
      email: demo[0].login,
      password: demo[0].secret,
    });
    expect(parent).toMatchObject({ status: 200, body: { user: { role: 'parent' } } });
    const child = await call(`${platform.url}/api/auth/student-login`, 'POST', undefined, {
      username: demo[1].login,
      pin: demo[1].secret,
    });
    expect(child.status).toBe(200);

    async function readDemoAfterRestart() {
      await platform.halt();
      const rows = await readDemo(platform.dataDir);
      await platform.resume();
      return rows;
    }
  });
});
