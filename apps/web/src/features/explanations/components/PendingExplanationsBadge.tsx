import { useParentExplanationRequests } from '../hooks/useExplanationRequests';
import styles from './explanations.module.css';

/** The sidebar entry's count of requests waiting for the parent; nothing when there are none. */
export function PendingExplanationsBadge({ parentId }: { parentId: string }) {
  const requests = useParentExplanationRequests(parentId);
  const pending = requests.data?.pendingCount ?? 0;
  if (pending === 0) {
    return null;
  }
  return (
    <span className={styles.countBadge} data-testid="pending-explanations">
      {pending}
      <span className="visually-hidden"> pending</span>
    </span>
  );
}
