import { formatDueDate, testNameOf, type TestCardView } from '../test-cards';
import styles from './tests.module.css';

interface TestCardProps {
  card: TestCardView;
  onStart: (paperId: string, testName: string) => void;
}

const LABEL_CLASS = {
  Today: 'labelToday',
  Overdue: 'labelOverdue',
  Scheduled: 'labelScheduled',
} as const;

export function TestCard({ card, onStart }: TestCardProps) {
  const { assignment, dateLabel, action } = card;
  const { paper } = assignment;
  const headingId = `test-${assignment._id}`;
  return (
    <li className={styles.card} data-testid="test-card" aria-labelledby={headingId}>
      <p className={styles.cardTop}>
        <span className={`${styles.label} ${styles[LABEL_CLASS[dateLabel]]}`}>{dateLabel}</span>
        <span className={styles.meta}>Due {formatDueDate(assignment.scheduledDate)}</span>
      </p>
      <h3 id={headingId}>{paper.title}</h3>
      <p className={styles.meta}>
        {paper.subject} · {paper.chapter}
      </p>
      <p className={styles.meta}>
        {assignment.timeDuration} min · {paper.questionCount}{' '}
        {paper.questionCount === 1 ? 'question' : 'questions'} · {paper.totalMarks} marks
        {assignment.extraTimePercent > 0 ? ` · +${assignment.extraTimePercent}% extra time` : ''}
      </p>
      {action.kind === 'start' ? (
        <button
          type="button"
          className="button button--primary"
          aria-describedby={headingId}
          onClick={() => onStart(paper._id, testNameOf(paper))}
        >
          {action.label}
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled
          aria-describedby={headingId}
        >
          Coming Soon
        </button>
      )}
    </li>
  );
}
