import { TEST_MESSAGES, indianDate, type SessionUser } from '@abhyas/contracts';
import { QueryState } from '../../../components/QueryState';
import { useScheduledTests } from '../hooks/useTestQueries';
import { useStartTest } from '../hooks/useStartTest';
import { testCards } from '../test-cards';
import { TestCard } from './TestCard';
import styles from './tests.module.css';

/** The student's Available Tests tab: a card per test due, with its start button. */
export function AvailableTests({ user }: { user: SessionUser }) {
  const tests = useScheduledTests(user.parentId, user.name);
  const start = useStartTest();
  const today = indianDate(new Date());
  return (
    <section className={styles.panel} aria-labelledby="available-tests-heading">
      <h2 id="available-tests-heading">Due now and coming up</h2>
      {user.parentId ? (
        <QueryState
          query={tests}
          loading="Loading your tests..."
          errorText="Could not load your tests."
          isEmpty={(list) => testCards(list, today).length === 0}
          empty={
            <div className={styles.empty}>
              <strong>{TEST_MESSAGES.noTests}</strong>
              <span>When your parent schedules a test, it appears here.</span>
            </div>
          }
        >
          {(list) => (
            <ul className={styles.cards} aria-label="Tests">
              {testCards(list, today).map((card) => (
                <TestCard key={card.assignment._id} card={card} onStart={start} />
              ))}
            </ul>
          )}
        </QueryState>
      ) : (
        <div className={`state-note ${styles.empty}`}>
          <strong>{TEST_MESSAGES.noTests}</strong>
        </div>
      )}
    </section>
  );
}
