import { useSearch } from '@tanstack/react-router';
import { StudentDashboard } from '../features/dashboard/components/StudentDashboard';
import { parseStudentTab } from '../features/dashboard/dashboard-navigation';
import { ProtectedRoute } from '../features/session/components/ProtectedRoute';
import { useSession } from '../features/session/hooks/useSession';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function StudentDashboardPage() {
  const tab = useSearch({
    from: '/student-dashboard',
    select: (search) => parseStudentTab(search.tab),
  });
  const { user } = useSession();
  useDocumentTitle(tab === 'settings' ? 'Settings' : 'My dashboard');
  return (
    <ProtectedRoute role="student">
      {user ? <StudentDashboard user={user} tab={tab} /> : null}
    </ProtectedRoute>
  );
}
