import type { SessionUser } from '@abhyas/contracts';
import type { ReactNode } from 'react';
import { ProtectedRoute } from '../../session/components/ProtectedRoute';
import { useSession } from '../../session/hooks/useSession';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { DashboardPage } from './DashboardPage';
import { DashboardShell } from './DashboardShell';
import { ParentViewLink } from './ParentViewLink';

interface ParentRoutePageProps {
  title: string;
  lead: string;
  narrow?: boolean;
  children: (user: SessionUser) => ReactNode;
}

/**
 * A parent screen with a route of its own (`/create-paper`, `/parent/add-child`): signed-in
 * parents only, the dashboard's frame, a way back to the dashboard, and the page's title.
 */
export function ParentRoutePage({ title, lead, narrow, children }: ParentRoutePageProps) {
  useDocumentTitle(title);
  const { user } = useSession();
  return (
    <ProtectedRoute role="parent">
      {user ? (
        <DashboardShell
          user={user}
          headerContent={<ParentViewLink view="dashboard">← Back to dashboard</ParentViewLink>}
        >
          <DashboardPage title={title} lead={lead} narrow={narrow}>
            {children(user)}
          </DashboardPage>
        </DashboardShell>
      ) : null}
    </ProtectedRoute>
  );
}
