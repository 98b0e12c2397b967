import { Link } from '@tanstack/react-router';
import type { ActivityItem } from '../activity-items';

/** Opens the parent's detailed result of one attempt, as Test Results does. */
export function ViewResultsLink({
  item,
  studentName,
  className = 'button button--secondary',
}: {
  item: ActivityItem;
  studentName: string;
  className?: string;
}) {
  const target = { paperId: item.paperId, studentName, attemptId: item.id };
  return (
    <Link
      to="/test-results"
      search={target}
      state={target}
      className={className}
      aria-label={`View results of ${item.title}`}
    >
      View Results
    </Link>
  );
}
