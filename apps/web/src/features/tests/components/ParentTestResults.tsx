import { TEST_MESSAGES, type ChildSummary } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import { FormStatusLine } from '../../../components/FormStatusLine';
import { QueryState } from '../../../components/QueryState';
import { resultCards } from '../assignment-status';
import { useAllowRetake } from '../hooks/useAllowRetake';
import { useAssignments, useStudentAttempts } from '../hooks/useTestQueries';
import { formatCompletedAt } from '../result-review';
import { ResultCardHeading } from './ResultCardHeading';
import styles from './tests.module.css';

/** Parent doc §2 Test Results: the chosen child's completed tests, with results and retakes. */
export function ParentTestResults({
  parentId,
  child,
}: {
  parentId: string;
  child: ChildSummary | null;
}) {
  const attempts = useStudentAttempts(parentId, child?.name ?? null);
  const assignments = useAssignments(parentId, child?._id ?? null);
  const retake = useAllowRetake(parentId, child?.name ?? '');
  if (!child) {
    return <p className="state-note">No students found.</p>;
  }
  return (
    <section className={styles.panel} aria-labelledby="parent-results-heading">
      <h2 id="parent-results-heading">{child.name}’s results</h2>
      <FormStatusLine id="retake-status" status={retake.status} />
      <QueryState
        query={attempts}
        loading="Loading results..."
        errorText={TEST_MESSAGES.failedToFetchAttempts}
        isEmpty={(list) => list.every((attempt) => attempt.status !== 'completed')}
        empty={<strong>No Test Results Yet</strong>}
      >
        {(list) => (
          <ul className={styles.cards} aria-label="Completed tests">
            {resultCards(list, assignments.data).map(({ attempt, canAllowRetake }) => {
              const paperId = attempt.paperId._id;
              return (
                <li key={attempt._id} className={styles.card} data-testid="parent-result-card">
                  <ResultCardHeading attempt={attempt} provisional="marks to confirm" />
                  <p className={styles.meta}>
                    {attempt.completedAt ? formatCompletedAt(attempt.completedAt) : ''} ·{' '}
                    {attempt.timeTaken ?? '–'} min
                  </p>
                  <div className={styles.cardActions}>
                    <Link
                      to="/test-results"
                      search={{ paperId, studentName: child.name, attemptId: attempt._id }}
                      state={{ paperId, studentName: child.name, attemptId: attempt._id }}
                      className="button button--primary"
                    >
                      View Detailed Results
                    </Link>
                    {canAllowRetake ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={retake.pendingPaper === paperId}
                        onClick={() => retake.allow(paperId)}
                      >
                        {retake.pendingPaper === paperId ? 'Allowing...' : 'Allow Retake'}
                      </button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
