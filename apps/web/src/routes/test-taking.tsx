import { Navigate, useLocation, useSearch } from '@tanstack/react-router';
import { ProtectedRoute } from '../features/session/components/ProtectedRoute';
import { useSession } from '../features/session/hooks/useSession';
import { TestTakingScreen } from '../features/test-session/components/TestTakingScreen';
import { testTakingParams } from '../features/tests/route-params';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function TestTakingPage() {
  const { user } = useSession();
  const state = useLocation({ select: (location) => location.state });
  const search = useSearch({ from: '/test-taking' });
  const params = testTakingParams(state, search);
  useDocumentTitle(params?.testName ?? 'Test');
  return (
    <ProtectedRoute role="student">
      {user && params ? (
        <TestTakingScreen
          key={params.paperId}
          user={user}
          paperId={params.paperId}
          testName={params.testName}
        />
      ) : (
        <Navigate to="/student-dashboard" replace />
      )}
    </ProtectedRoute>
  );
}
