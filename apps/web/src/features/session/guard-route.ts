import { redirect } from '@tanstack/react-router';
import { decideRouteAccess, type AppRole } from './route-guard';
import { sessionStore } from './session-store';

/** `beforeLoad` of a protected route: redirects before the screen (and its data) loads. */
export function guardRoute(role: AppRole | null) {
  return () => {
    const access = decideRouteAccess(sessionStore.get().user, role);
    if (access.kind === 'redirect') {
      redirect({ to: access.to, replace: true, throw: true });
    }
  };
}
