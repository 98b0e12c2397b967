import type { LearningNeeds } from '@abhyas/contracts';
import { formatDay } from '../../progress/progress-format';
import styles from './learning-needs.module.css';

/** The summary counts (student doc §3) and when the needs were last worked out. */
export function LearningSummary({ needs }: { needs: LearningNeeds }) {
  const { summary } = needs;
  return (
    <>
      <ul className={styles.summary} data-testid="learning-summary">
        <li>
          <strong>{summary.continueFocus}</strong> Continue focus
        </li>
        <li>
          <strong>{summary.newFocus}</strong> New focus
        </li>
        <li>
          <strong>{summary.improved}</strong> Improved
        </li>
        <li>
          <strong>{summary.greatJob ? '✓' : '–'}</strong>{' '}
          {summary.greatJob ? 'Great job on some skills' : 'No mastered skill yet'}
        </li>
      </ul>
      <p className={styles.computed}>
        From {needs.answersSeen} graded answer{needs.answersSeen === 1 ? '' : 's'}, worked out{' '}
        <time dateTime={needs.computedAt}>{formatDay(needs.computedAt)}</time>.
      </p>
    </>
  );
}
