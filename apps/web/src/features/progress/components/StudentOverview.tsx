import type { SessionUser } from '@abhyas/contracts';
import { Link } from '@tanstack/react-router';
import { formatAverage } from '../progress-format';
import { studentTiles } from '../progress-tiles';
import { PROGRESS_MESSAGES } from '../progress.constants';
import { progressSummary, subjectStats } from '../subject-stats';
import styles from './progress.module.css';
import { ProgressTiles } from './ProgressTiles';
import { StudentProgressState } from './StudentProgressState';

/** Student doc §2 Dashboard overview: the Home tab's figures and per-subject averages. */
export function StudentOverview({ user }: { user: SessionUser }) {
  return (
    <section className={styles.panel} aria-labelledby="student-overview">
      <h2 id="student-overview">Your progress</h2>
      <StudentProgressState
        user={user}
        empty={
          <>
            <p>
              <strong>{PROGRESS_MESSAGES.noTestData}</strong> Take a test and your scores appear
              here.
            </p>
            <Link
              to="/student-dashboard"
              search={{ tab: 'available-tests' }}
              className="button button--primary"
            >
              See Available Tests
            </Link>
          </>
        }
      >
        {(items) => (
          <>
            <ProgressTiles tiles={studentTiles(progressSummary(items))} label="Your figures" />
            <h3 className={styles.meta}>Average by subject</h3>
            <ul className={styles.list} data-testid="subject-averages">
              {subjectStats(items).map((subject) => (
                <li key={subject.subject} className={styles.item}>
                  <span>{subject.subject}</span>
                  <strong>{formatAverage(subject.average)}%</strong>
                </li>
              ))}
            </ul>
          </>
        )}
      </StudentProgressState>
    </section>
  );
}
