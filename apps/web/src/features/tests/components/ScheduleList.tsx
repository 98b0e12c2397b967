import { QueryState } from '../../../components/QueryState';
import { assignmentStatus } from '../assignment-status';
import { useAssignments } from '../hooks/useTestQueries';
import { formatDueDate } from '../test-cards';
import styles from './tests.module.css';
import { ScrollRegion } from '../../../components/ScrollRegion';

/** The chosen child's scheduled tests: due date, duration and how far they got. */
export function ScheduleList({ parentId, childId }: { parentId: string; childId: string }) {
  const assignments = useAssignments(parentId, childId);
  return (
    <section className={styles.panel} aria-labelledby="schedule-list-heading">
      <h2 id="schedule-list-heading">Scheduled tests</h2>
      <QueryState
        query={assignments}
        loading="Loading scheduled tests..."
        errorText="Could not load the scheduled tests."
        isEmpty={(list) => list.length === 0}
        empty={<span>No upcoming tests scheduled.</span>}
      >
        {(list) => (
          <ScrollRegion label="Scheduled tests" className={styles.tableWrap}>
            <table className={styles.table} data-testid="schedule-list">
              <thead>
                <tr>
                  <th scope="col">Paper</th>
                  <th scope="col">Due date</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {[...list]
                  .sort((a, b) => b.scheduledDate.localeCompare(a.scheduledDate))
                  .map((assignment) => {
                    const status = assignmentStatus(assignment);
                    return (
                      <tr key={assignment._id}>
                        <td data-label="Paper">
                          <div>
                            <strong>{assignment.paper.title}</strong>
                            <span className={styles.meta}>
                              {' '}
                              {assignment.paper.subject} · {assignment.paper.chapter}
                            </span>
                          </div>
                        </td>
                        <td data-label="Due date">{formatDueDate(assignment.scheduledDate)}</td>
                        <td data-label="Duration">
                          {assignment.timeDuration} min
                          {assignment.extraTimePercent > 0
                            ? ` (+${assignment.extraTimePercent}%)`
                            : ''}
                        </td>
                        <td data-label="Status">
                          <span className={`${styles.status} ${styles[`assign_${status.tone}`]}`}>
                            {status.label}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </QueryState>
    </section>
  );
}
