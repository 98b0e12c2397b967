import { formatMinutes, formatDay } from '../progress-format';
import type { ActivityItem } from '../activity-items';
import { PROGRESS_MESSAGES } from '../progress.constants';
import styles from './progress.module.css';
import { ScoreText } from './ScoreText';
import { ViewResultsLink } from './ViewResultsLink';

/** Parent doc §2: the latest submitted test, with a way into its detailed result. */
export function RecentTestPerformance({
  latest,
  studentName,
}: {
  latest: ActivityItem | undefined;
  studentName: string;
}) {
  return (
    <section
      className={styles.panel}
      aria-labelledby="recent-performance"
      data-testid="recent-performance"
    >
      <h2 id="recent-performance">Recent Test Performance</h2>
      {latest ? (
        <div className={styles.item}>
          <div className={styles.itemMain}>
            <h3>{latest.title}</h3>
            <p className={styles.meta}>
              {latest.subject} · {latest.topic}
            </p>
            <p className={styles.meta}>
              {latest.marksObtained} / {latest.totalMarks} marks · {latest.numCorrect} correct ·{' '}
              {latest.numWrong} wrong · {formatMinutes(latest.minutes, latest.seconds)}
            </p>
            <p className={styles.meta}>{formatDay(latest.date)}</p>
          </div>
          <ScoreText score={latest.score} withBand />
          <ViewResultsLink item={latest} studentName={studentName} />
        </div>
      ) : (
        <p className="state-note">
          <strong>{PROGRESS_MESSAGES.noTestResults}</strong>
        </p>
      )}
    </section>
  );
}
