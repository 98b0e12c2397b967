import type { ActivityItem } from '../activity-items';
import { formatDay } from '../progress-format';
import { PROGRESS_MESSAGES, PROGRESS_RULES } from '../progress.constants';
import styles from './progress.module.css';
import { ScoreText } from './ScoreText';

/** Parent doc §2 and §9: the three most recent activity items. */
export function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  const recent = items.slice(0, PROGRESS_RULES.recentActivityItems);
  return (
    <section className={styles.panel} aria-labelledby="recent-activity">
      <h2 id="recent-activity">Recent Activity</h2>
      {recent.length === 0 ? (
        <p className="state-note">{PROGRESS_MESSAGES.noRecentActivity}</p>
      ) : (
        <ul className={styles.list} data-testid="recent-activity">
          {recent.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemMain}>
                <h3>
                  {item.subject}: {item.topic}
                </h3>
                <p className={styles.meta}>
                  {formatDay(item.date)} · {item.marksObtained} / {item.totalMarks} marks
                </p>
              </div>
              <ScoreText score={item.score} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
