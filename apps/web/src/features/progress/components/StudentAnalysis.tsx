import type { SessionUser } from '@abhyas/contracts';
import { analysisTiles } from '../progress-tiles';
import { PROGRESS_MESSAGES } from '../progress.constants';
import { progressSummary, subjectStats } from '../subject-stats';
import styles from './progress.module.css';
import { ProgressTiles } from './ProgressTiles';
import { StudentProgressState } from './StudentProgressState';
import { SubjectMinutesFigure } from './SubjectMinutesFigure';
import { SubjectScoresFigure } from './SubjectScoresFigure';

/** Student doc §2 Analysis: average score and minutes per subject, with the totals. */
export function StudentAnalysis({ user }: { user: SessionUser }) {
  return (
    <StudentProgressState
      user={user}
      empty={
        <p>
          <strong>{PROGRESS_MESSAGES.noDataAvailable}</strong> Complete a test to see your analysis.
        </p>
      }
    >
      {(items) => {
        const summary = progressSummary(items);
        const subjects = subjectStats(items);
        return (
          <>
            <section className={styles.panel} aria-labelledby="analysis-totals">
              <h2 id="analysis-totals">Totals</h2>
              <ProgressTiles label="Your totals" tiles={analysisTiles(summary)} />
            </section>
            <section className={styles.panel} aria-labelledby="analysis-charts">
              <h2 id="analysis-charts">By subject</h2>
              <div className={styles.grid}>
                <SubjectScoresFigure subjects={subjects} />
                <SubjectMinutesFigure subjects={subjects} />
              </div>
            </section>
          </>
        );
      }}
    </StudentProgressState>
  );
}
