import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { AddChildResponse, StudentLoginResponse } from '@abhyas/contracts';
import { createLogger } from '@abhyas/runtime';
import { standaloneConfig, type StandaloneConfig } from '../standalone.config';
import { startPlatform, type RunningPlatform } from '../start-platform';

export interface Answer<Body> {
  status: number;
  body: Body;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in caller of the running platform: a parent (email) or a student (username and PIN). */
export interface Caller {
  id: string;
  token: string;
  call<Body = Record<string, unknown>>(
    method: Method,
    route: string,
    body?: unknown,
  ): Promise<Answer<Body>>;
}

export interface Standalone {
  url: string;
  platform: RunningPlatform;
  /** Registers a parent and waits for their welcome bonus. */
  registerParent(name: string, email: string, mobile: string): Promise<Caller>;
  /** Adds a child; answers their id and credentials. */
  addChild(
    parent: Caller,
    name: string,
    schoolClass: string,
  ): Promise<{ childId: string; username: string; pin: string }>;
  signInStudent(username: string, pin: string): Promise<Caller>;
  stop(): Promise<void>;
}

const until = async (check: () => Promise<boolean>, what: string): Promise<void> => {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await check()) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/**
 * The standalone shape as `npm start` runs it (every service, the gateway, PGlite in a temporary
 * folder), on a free port, with helpers to sign families in over real HTTP. Suites must mock
 * `@fastify/static` (ES-module only) as the web app is not served. `overrides` change the
 * configuration (a fuzzer raises the rate limit).
 */
export const startStandalone = async (
  overrides: Partial<StandaloneConfig> = {},
): Promise<Standalone> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-standalone-'));
  const config = {
    ...standaloneConfig.parse({
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
    }),
    PORT: 0,
    ...overrides,
  };
  const platform = await startPlatform(
    config,
    createLogger({ service: 'standalone', level: 'silent' }),
  );
  const url = `http://127.0.0.1:${(platform.gateway.getHttpServer().address() as AddressInfo).port}`;

  const callerFor = (id: string, token: string): Caller => ({
    id,
    token,
    call: async <Body>(method: Method, route: string, body?: unknown): Promise<Answer<Body>> => {
      const response = await fetch(`${url}${route}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Body };
    },
  });
  const post = async <Body>(route: string, body: unknown): Promise<Answer<Body>> => {
    const response = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };

  return {
    url,
    platform,
    registerParent: async (name, email, mobile) => {
      const registered = await post<{ token: string; user: { id: string } }>('/api/auth/register', {
        role: 'parent',
        name,
        email,
        password: 'secret-pass',
        mobile,
      });
      const parent = callerFor(registered.body.user.id, registered.body.token);
      await until(
        async () =>
          (await parent.call<{ balance: number }>('GET', `/api/credits/balance/${parent.id}`)).body
            .balance > 0,
        'the welcome bonus',
      );
      return parent;
    },
    addChild: async (parent, name, schoolClass) => {
      const added = await parent.call<AddChildResponse>('POST', '/api/add-child', {
        parentId: parent.id,
        child: { name, class: schoolClass },
      });
      if (added.status !== 200 && added.status !== 201) {
        throw new Error(`add-child answered ${added.status}: ${JSON.stringify(added.body)}`);
      }
      return { childId: added.body.child._id, ...added.body.credentials };
    },
    signInStudent: async (username, pin) => {
      const signedIn = await post<StudentLoginResponse>('/api/auth/student-login', {
        username,
        pin,
      });
      if (signedIn.status !== 200) {
        throw new Error(
          `student-login answered ${signedIn.status}: ${JSON.stringify(signedIn.body)}`,
        );
      }
      return callerFor(signedIn.body.child.id, signedIn.body.token);
    },
    stop: async () => {
      await platform.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export { until };
