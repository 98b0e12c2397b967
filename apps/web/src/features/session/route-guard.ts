import type { SessionUser } from '@abhyas/contracts';

export type AppRole = SessionUser['role'];

export type DashboardPath = '/parent-dashboard' | '/student-dashboard';

export type RouteAccess = { kind: 'allow' } | { kind: 'redirect'; to: '/login' | DashboardPath };

export function dashboardPathFor(role: AppRole): DashboardPath {
  return role === 'student' ? '/student-dashboard' : '/parent-dashboard';
}

/** Signed out goes to /login; the wrong role goes to its own dashboard. */
export function decideRouteAccess(
  user: SessionUser | null,
  requiredRole: AppRole | null,
): RouteAccess {
  if (!user) {
    return { kind: 'redirect', to: '/login' };
  }
  if (requiredRole && user.role !== requiredRole) {
    return { kind: 'redirect', to: dashboardPathFor(user.role) };
  }
  return { kind: 'allow' };
}
