import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../hooks/useSession';
import { decideRouteAccess, type AppRole } from '../route-guard';

interface ProtectedRouteProps {
  role: AppRole | null;
  children: ReactNode;
}

/** Renders its screen only for the right signed-in user; reacts to sign-out and expiry too. */
export function ProtectedRoute({ role, children }: ProtectedRouteProps) {
  const { user } = useSession();
  const access = decideRouteAccess(user, role);
  if (access.kind === 'redirect') {
    return <Navigate to={access.to} replace />;
  }
  return <>{children}</>;
}
