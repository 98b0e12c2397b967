import { Link, Navigate, useLocation, useSearch } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { DashboardShell } from '../features/dashboard/components/DashboardShell';
import { ProtectedRoute } from '../features/session/components/ProtectedRoute';
import { useSession } from '../features/session/hooks/useSession';
import { ResultStepper } from '../features/tests/components/ResultStepper';
import { studentResultsParams } from '../features/tests/route-params';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** /student-results: the student's own detailed result of one attempt. */
export function StudentResultsPage() {
  useDocumentTitle('My result');
  const { user } = useSession();
  const state = useLocation({ select: (location) => location.state });
  const search = useSearch({ from: '/student-results' });
  const params = studentResultsParams(state, search);
  if (!params) {
    return <Navigate to="/student-dashboard" search={{ tab: 'test-results' }} replace />;
  }
  return (
    <ProtectedRoute role="student">
      {user ? (
        <DashboardShell
          user={user}
          headerContent={
            <Link to="/student-dashboard" search={{ tab: 'test-results' }}>
              ← Back to my results
            </Link>
          }
        >
          <DashboardPage title="My result">
            <ResultStepper attemptId={params.attemptId} />
          </DashboardPage>
        </DashboardShell>
      ) : null}
    </ProtectedRoute>
  );
}
