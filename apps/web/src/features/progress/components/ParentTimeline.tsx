import type { ChildSummary } from '@abhyas/contracts';
import { QueryState } from '../../../components/QueryState';
import { ParentViewLink } from '../../dashboard/components/ParentViewLink';
import { useProgressItems } from '../hooks/useProgressItems';
import { formatDay, formatMinutes } from '../progress-format';
import { PROGRESS_MESSAGES } from '../progress.constants';
import styles from './progress.module.css';
import { ScoreText } from './ScoreText';
import { ViewResultsLink } from './ViewResultsLink';

/** Parent doc §2 Timeline view: each completed test, newest first. */
export function ParentTimeline({
  parentId,
  child,
}: {
  parentId: string;
  child: ChildSummary | null;
}) {
  const { attempts, items } = useProgressItems(parentId, child?.name ?? null);
  if (!child) {
    return <p className="state-note">{PROGRESS_MESSAGES.noStudents}</p>;
  }
  return (
    <section className={styles.panel} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">{child.name}’s tests</h2>
      <QueryState
        query={attempts}
        loading={PROGRESS_MESSAGES.loading}
        errorText={PROGRESS_MESSAGES.failedToLoad}
        isEmpty={() => items.length === 0}
        empty={
          <>
            <p>
              <strong>{PROGRESS_MESSAGES.noActivity}</strong> Every test {child.name} completes
              shows here, newest first.
            </p>
            <ParentViewLink view="generate-paper" className="button button--primary">
              {PROGRESS_MESSAGES.generateFirstTest}
            </ParentViewLink>
          </>
        }
      >
        {() => (
          <ol className={styles.timeline} data-testid="timeline">
            {items.map((item) => (
              <li key={item.id} className={styles.timelineItem}>
                <p className={styles.meta}>
                  <time dateTime={item.date}>{formatDay(item.date)}</time>
                  {item.attemptNumber > 1 ? ` · attempt ${item.attemptNumber}` : ''}
                </p>
                <h3>{item.title}</h3>
                <p className={styles.meta}>
                  {item.subject} · {item.topic}
                </p>
                <ul className={styles.figures}>
                  <li>
                    Score: <ScoreText score={item.score} withBand />
                  </li>
                  <li>
                    Marks: {item.marksObtained} / {item.totalMarks}
                  </li>
                  <li>Correct: {item.numCorrect}</li>
                  <li>Wrong: {item.numWrong}</li>
                  <li>Time: {formatMinutes(item.minutes, item.seconds)}</li>
                </ul>
                <div className={styles.actions}>
                  <ViewResultsLink item={item} studentName={child.name} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
