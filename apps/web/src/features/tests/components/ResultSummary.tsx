import { scoreBand, type TestResult } from '@abhyas/contracts';
import { formatPercentage } from '../assignment-status';
import { formatCompletedAt } from '../result-review';
import styles from './tests.module.css';

/** Total score, percentage, time taken, completion date and rating of one attempt. */
export function ResultSummary({ result }: { result: TestResult }) {
  const band = scoreBand(result.percentage);
  return (
    <dl className={styles.summary} data-testid="result-summary">
      <div>
        <dt>Total score</dt>
        <dd>
          {result.totalMarks} / {result.maxMarks}
        </dd>
      </div>
      <div>
        <dt>Percentage</dt>
        <dd>{formatPercentage(result.percentage)}%</dd>
      </div>
      <div>
        <dt>Time taken</dt>
        <dd>
          {result.timeTaken} {result.timeTaken === 1 ? 'minute' : 'minutes'}
        </dd>
      </div>
      <div>
        <dt>Completed</dt>
        <dd>{formatCompletedAt(result.completedAt)}</dd>
      </div>
      <div>
        <dt>Rating</dt>
        <dd>
          <span className={`${styles.rating} ${styles[`tone_${band.tone}`]}`}>{band.label}</span>
        </dd>
      </div>
      <div>
        <dt>Questions</dt>
        <dd>
          {result.numCorrect} correct · {result.numWrong} wrong · {result.numUnanswered} not
          attempted
        </dd>
      </div>
    </dl>
  );
}
