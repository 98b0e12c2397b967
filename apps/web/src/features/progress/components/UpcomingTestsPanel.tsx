import { indianDate, type AssignmentView } from '@abhyas/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { ParentViewLink } from '../../dashboard/components/ParentViewLink';
import { formatCalendarDay } from '../progress-format';
import { PROGRESS_MESSAGES } from '../progress.constants';
import { upcomingTests } from '../upcoming-tests';
import styles from './progress.module.css';

/** Parent doc §2: tests scheduled for the child and not yet taken, earliest first. */
export function UpcomingTestsPanel({
  assignments,
}: {
  assignments: UseQueryResult<AssignmentView[]>;
}) {
  return (
    <section className={styles.panel} aria-labelledby="upcoming-tests">
      <h2 id="upcoming-tests">Upcoming Tests</h2>
      <QueryState
        query={assignments}
        loading="Loading upcoming tests..."
        errorText={PROGRESS_MESSAGES.failedToLoadUpcoming}
        isEmpty={(list) => upcomingTests(list, indianDate(new Date())).length === 0}
        empty={
          <>
            <p>{PROGRESS_MESSAGES.noUpcomingTests}</p>
            <ParentViewLink view="schedule-test" className="button button--secondary">
              Schedule Test
            </ParentViewLink>
          </>
        }
      >
        {(list) => (
          <ul className={styles.list} data-testid="upcoming-tests">
            {upcomingTests(list, indianDate(new Date())).map(({ assignment, dateLabel }) => (
              <li key={assignment._id} className={styles.item}>
                <div className={styles.itemMain}>
                  <h3>{assignment.paper.title}</h3>
                  <p className={styles.meta}>
                    {assignment.paper.subject} · due {formatCalendarDay(assignment.scheduledDate)} ·{' '}
                    {assignment.timeDuration} min
                  </p>
                </div>
                <span className={`${styles.badge} ${styles[`badge_${dateLabel}`] ?? ''}`}>
                  {dateLabel}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
