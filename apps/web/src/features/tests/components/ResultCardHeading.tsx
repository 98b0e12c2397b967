import { scoreBand, type AttemptSummary } from '@abhyas/contracts';
import { formatPercentage } from '../assignment-status';
import styles from './tests.module.css';

/**
 * The top of a result card, the same for the student and the parent: the score in its band's
 * colour, the attempt, the paper, and the marks. `provisional` is how this reader is told that
 * written answers still wait for marks.
 */
export function ResultCardHeading({
  attempt,
  provisional,
}: {
  attempt: AttemptSummary;
  provisional: string;
}) {
  const percentage = attempt.percentage ?? 0;
  const band = scoreBand(percentage);
  return (
    <>
      <p className={styles.cardTop}>
        <span className={`${styles.score} ${styles[`tone_${band.tone}`]}`}>
          {formatPercentage(percentage)}%
        </span>
        <span className={styles.meta}>Attempt {attempt.attemptNumber}</span>
      </p>
      <h3>{attempt.paperId.title}</h3>
      <p className={styles.meta}>
        {attempt.paperId.subject} · {attempt.paperId.chapter}
      </p>
      <p className={styles.meta}>
        {attempt.totalMarks ?? '–'} / {attempt.maxMarks} marks · {band.label}
        {attempt.provisional ? ` · ${provisional}` : ''}
      </p>
    </>
  );
}
