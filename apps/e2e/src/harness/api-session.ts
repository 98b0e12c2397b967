import { postJson } from './running-platform';

export interface ApiAnswer<Body> {
  status: number;
  body: Body;
}

/** A signed-in parent talking JSON to the gateway, as the web app does. */
export interface ParentSession {
  userId: string;
  token: string;
  get<Body = Record<string, unknown>>(path: string): Promise<ApiAnswer<Body>>;
  post<Body = Record<string, unknown>>(path: string, body: unknown): Promise<ApiAnswer<Body>>;
}

const unique = (): string => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);

export const callApi = async <Body>(
  url: string,
  method: 'GET' | 'POST',
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<Body>> => {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
};

/** Registers a new parent through the public API and returns their session. */
export const registerParent = async (
  baseUrl: string,
  name = 'Asha Rao',
): Promise<ParentSession> => {
  const id = unique();
  const registered = await postJson(`${baseUrl}/api/auth/register`, {
    role: 'parent',
    name,
    email: `parent.${id}@example.in`,
    password: 'secret-pass',
    mobile: `9${id.padStart(9, '1')}`,
  });
  if (registered.status !== 201) {
    throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  }
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  return {
    userId: user.id,
    token,
    get: (path) => callApi(`${baseUrl}${path}`, 'GET', token),
    post: (path, body) => callApi(`${baseUrl}${path}`, 'POST', token, body),
  };
};
