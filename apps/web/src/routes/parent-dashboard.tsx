import { useSearch } from '@tanstack/react-router';
import { ParentDashboard } from '../features/dashboard/components/ParentDashboard';
import { PARENT_VIEW_TITLES, parseParentView } from '../features/dashboard/dashboard-navigation';
import { ProtectedRoute } from '../features/session/components/ProtectedRoute';
import { useSession } from '../features/session/hooks/useSession';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function ParentDashboardPage() {
  const view = useSearch({
    from: '/parent-dashboard',
    select: (search) => parseParentView(search.view),
  });
  const { user } = useSession();
  useDocumentTitle(PARENT_VIEW_TITLES[view]);
  return (
    <ProtectedRoute role="parent">
      {user ? <ParentDashboard user={user} view={view} /> : null}
    </ProtectedRoute>
  );
}
