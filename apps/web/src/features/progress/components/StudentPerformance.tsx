import type { SessionUser } from '@abhyas/contracts';
import { performanceTiles } from '../progress-tiles';
import { PROGRESS_MESSAGES } from '../progress.constants';
import { progressSummary, subjectStats } from '../subject-stats';
import styles from './progress.module.css';
import { ProgressTiles } from './ProgressTiles';
import { StudentProgressState } from './StudentProgressState';
import { SubjectBreakdownTable } from './SubjectBreakdownTable';

/** Student doc §2 Performance: the four figures, then each subject's breakdown. */
export function StudentPerformance({ user }: { user: SessionUser }) {
  return (
    <StudentProgressState
      user={user}
      empty={
        <p>
          <strong>{PROGRESS_MESSAGES.noDataAvailable}</strong> Complete a test to see how you are
          doing in each subject.
        </p>
      }
    >
      {(items) => {
        const summary = progressSummary(items);
        return (
          <>
            <section className={styles.panel} aria-labelledby="performance-figures">
              <h2 id="performance-figures">Overall</h2>
              <ProgressTiles label="Your performance" tiles={performanceTiles(summary)} />
            </section>
            <section className={styles.panel} aria-labelledby="performance-subjects">
              <h2 id="performance-subjects">By subject</h2>
              <SubjectBreakdownTable
                subjects={subjectStats(items)}
                caption="Your performance by subject"
              />
            </section>
          </>
        );
      }}
    </StudentProgressState>
  );
}
