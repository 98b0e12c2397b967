import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { publicAuthClient } from '../api/auth-client';
import { sessionStore } from '../session-store';

export const LOGOUT_PATH = '/api/auth/logout';

/** Ends the server session (best effort), then forgets user and token and goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    const { token } = sessionStore.get();
    try {
      await publicAuthClient.post(LOGOUT_PATH, undefined, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    sessionStore.clear();
    queryClient.clear();
    setPending(false);
    await navigate({ to: '/login', replace: true });
  }, [navigate, queryClient]);

  return { logout, pending };
}
