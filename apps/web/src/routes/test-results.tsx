import { TEST_MESSAGES } from '@abhyas/contracts';
import { Navigate, useLocation, useSearch } from '@tanstack/react-router';
import { ParentRoutePage } from '../features/dashboard/components/ParentRoutePage';
import { ParentResultDetail } from '../features/tests/components/ParentResultDetail';
import { testResultsParams } from '../features/tests/route-params';

/** /test-results: a paper's result for a child, opened with paperId and studentName. */
export function TestResultsPage() {
  const state = useLocation({ select: (location) => location.state });
  const search = useSearch({ from: '/test-results' });
  const params = testResultsParams(state, search);
  if (!params) {
    return (
      <Navigate
        to="/parent-dashboard"
        search={{ view: 'test-results' }}
        state={{ flash: TEST_MESSAGES.missingPaperOrStudent, flashTone: 'error' }}
        replace
      />
    );
  }
  return (
    <ParentRoutePage title="Test Results" lead="Every question, the answer given and the marks.">
      {(user) => (
        <ParentResultDetail
          key={`${params.paperId}|${params.studentName}`}
          parentId={user.id}
          paperId={params.paperId}
          studentName={params.studentName}
          attemptId={params.attemptId}
        />
      )}
    </ParentRoutePage>
  );
}
