import { ParentViewLink } from '../../dashboard/components/ParentViewLink';
import type { ActivityItem } from '../activity-items';
import { formatAverage } from '../progress-format';
import { PROGRESS_RULES } from '../progress.constants';
import { weakTopics } from '../subject-stats';
import styles from './progress.module.css';

/** At most this many weak topics are named; the Learning Needs view has the rest. */
const TOPICS_NAMED = 3;

/** Parent doc §2 Learning Suggestions, each leading to the view that acts on it. */
export function LearningSuggestions({ items }: { items: readonly ActivityItem[] }) {
  const weak = weakTopics(items);
  return (
    <section className={styles.panel} aria-labelledby="learning-suggestions">
      <h2 id="learning-suggestions">Learning Suggestions</h2>
      <ul className={styles.suggestions}>
        <li className={styles.suggestion} data-testid="suggestion-weak-areas">
          <h3>Focus on Weak Areas</h3>
          {weak.length > 0 ? (
            <>
              <p>Revise topics scoring under {PROGRESS_RULES.weakTopicBelow}%:</p>
              <ul>
                {weak.slice(0, TOPICS_NAMED).map((topic) => (
                  <li key={`${topic.subject}-${topic.topic}`}>
                    {topic.topic} ({topic.subject}, {formatAverage(topic.average)}%)
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              {items.length === 0
                ? 'After the first test, topics scoring under 50% are listed here to revise.'
                : 'No topic is under 50%. See the skills to strengthen next.'}
            </p>
          )}
          <ParentViewLink view="learning-needs" className="button button--secondary">
            See Learning Needs
          </ParentViewLink>
        </li>
        <li className={styles.suggestion}>
          <h3>Practice More</h3>
          <p>Regular short tests build speed and confidence. Generate a new paper to practise.</p>
          <ParentViewLink view="generate-paper" className="button button--secondary">
            Generate Paper
          </ParentViewLink>
        </li>
        <li className={styles.suggestion}>
          <h3>Track Progress</h3>
          <p>See scores by subject, the trend over time and every test taken.</p>
          <ParentViewLink view="reports" className="button button--secondary">
            Open Reports
          </ParentViewLink>
        </li>
      </ul>
    </section>
  );
}
