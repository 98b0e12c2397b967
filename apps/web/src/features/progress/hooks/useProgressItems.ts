import { useMemo } from 'react';
import { useStudentAttempts } from '../../tests/hooks/useTestQueries';
import { activityItems } from '../activity-items';

/**
 * A child's submitted tests as activity items, from the same attempts query the Test Results
 * views use (one cache entry, refreshed with them after a retake or a new submission).
 */
export function useProgressItems(parentId: string | undefined, studentName: string | null) {
  const attempts = useStudentAttempts(parentId, studentName);
  const items = useMemo(() => activityItems(attempts.data ?? []), [attempts.data]);
  return { attempts, items };
}
