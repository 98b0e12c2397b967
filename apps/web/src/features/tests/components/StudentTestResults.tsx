import { TEST_MESSAGES, type SessionUser } from '@abhyas/contracts';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { useBriefBusy } from '../hooks/useBriefBusy';
import { useStudentAttempts } from '../hooks/useTestQueries';
import {
  FILTER_BUSY_MS,
  completedAttempts,
  filterWindow,
  localDateInput,
  type CustomRange,
  type ResultFilter,
} from '../result-filters';
import { formatCompletedAt } from '../result-review';
import { ResultFiltersBar } from './ResultFiltersBar';
import { ResultStepper } from './ResultStepper';
import { ResultCardHeading } from './ResultCardHeading';
import styles from './tests.module.css';

/** The student's Test Results tab: filters, a grid of completed attempts, then one in detail. */
export function StudentTestResults({ user }: { user: SessionUser }) {
  const attempts = useStudentAttempts(user.parentId, user.name);
  const [filter, setFilter] = useState<ResultFilter>('all');
  const [custom, setCustom] = useState<CustomRange>({ start: '', end: '' });
  const [selected, setSelected] = useState<string | null>(null);
  const busy = useBriefBusy(`${filter}|${custom.start}|${custom.end}`, FILTER_BUSY_MS);
  const now = new Date();

  if (selected) {
    return <ResultStepper attemptId={selected} onBack={() => setSelected(null)} />;
  }
  return (
    <section className={styles.panel} aria-labelledby="results-heading">
      <h2 id="results-heading">Completed tests</h2>
      <ResultFiltersBar
        filter={filter}
        custom={custom}
        today={localDateInput(now)}
        busy={busy}
        onFilter={setFilter}
        onCustom={setCustom}
      />
      <QueryState
        query={attempts}
        loading="Loading your results..."
        errorText={TEST_MESSAGES.failedToFetchResults}
        isEmpty={(list) => completedAttempts(list, null).length === 0}
        empty={<strong>{TEST_MESSAGES.noResults}</strong>}
      >
        {(list) => {
          const shown = completedAttempts(list, filterWindow(filter, now, custom));
          if (shown.length === 0) {
            return (
              <p className="state-note">
                <strong>{TEST_MESSAGES.noResultsFiltered}</strong>
              </p>
            );
          }
          return (
            <ul className={styles.cards} aria-label="Completed tests" aria-busy={busy}>
              {shown.map((attempt) => (
                <li key={attempt._id} className={styles.card} data-testid="result-card">
                  <ResultCardHeading attempt={attempt} provisional="provisional" />
                  <p className={styles.meta}>
                    {attempt.completedAt ? formatCompletedAt(attempt.completedAt) : ''}
                  </p>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setSelected(attempt._id)}
                  >
                    View details
                  </button>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
