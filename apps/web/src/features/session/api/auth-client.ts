import { createApiClient } from '../../../lib/create-api-client';
import { sessionStore } from '../session-store';
import { createAuthClient } from './create-auth-client';

/** Sign-in calls and sign-out: no bearer replay, but cookies travel (the refresh cookie is httpOnly). */
export const publicAuthClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
});

export const authClient = createAuthClient(publicAuthClient, sessionStore);
