import { Navigate, useLocation, useSearch } from '@tanstack/react-router';
import { MAIN_CONTENT_ID } from '../components/SkipLink';
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
        // The test screen is all main: its bar (title, timer, Submit) belongs to the test.
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <TestTakingScreen
            key={params.paperId}
            user={user}
            paperId={params.paperId}
            testName={params.testName}
          />
        </main>
      ) : (
        <Navigate to="/student-dashboard" replace />
      )}
    </ProtectedRoute>
  );
}
