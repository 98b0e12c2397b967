import { Link } from '@tanstack/react-router';
import { isAvailable } from '../../dashboard/available-features';
import { useSession } from '../../session/hooks/useSession';
import styles from './explanations.module.css';

/**
 * The explanation's related topics, each a link to the Learning Needs view of the reader's own
 * dashboard (the student's tab, the parent's view), where what to practise next is shown. While
 * Learning Needs is not available the topics are plain words, as its view is not reachable then.
 */
export function RelatedTopicLinks({ topics }: { topics: readonly string[] }) {
  const { user } = useSession();
  const linked = isAvailable('learning-needs') && user !== null;
  return (
    <ul className={styles.chips} data-testid="related-topics">
      {topics.map((topic) => (
        <li key={topic}>
          {linked && user.role === 'student' ? (
            <Link
              to="/student-dashboard"
              search={{ tab: 'learning-needs' }}
              title={`See what to practise in ${topic}`}
            >
              {topic}
            </Link>
          ) : linked ? (
            <Link
              to="/parent-dashboard"
              search={{ view: 'learning-needs' }}
              title={`See what to practise in ${topic}`}
            >
              {topic}
            </Link>
          ) : (
            topic
          )}
        </li>
      ))}
    </ul>
  );
}
