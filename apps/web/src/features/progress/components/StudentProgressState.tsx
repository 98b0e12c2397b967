import type { SessionUser } from '@abhyas/contracts';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/QueryState';
import type { ActivityItem } from '../activity-items';
import { useProgressItems } from '../hooks/useProgressItems';
import { PROGRESS_MESSAGES } from '../progress.constants';

/**
 * The student's own submitted tests with loading, error and empty states. A student without a
 * parent has no tests (student doc §5), so it is the empty state, not an endless "Loading".
 */
export function StudentProgressState({
  user,
  empty,
  children,
}: {
  user: SessionUser;
  empty: ReactNode;
  children: (items: readonly ActivityItem[]) => ReactNode;
}) {
  const { attempts, items } = useProgressItems(user.parentId, user.name);
  if (!user.parentId) {
    return <div className="state-note">{empty}</div>;
  }
  return (
    <QueryState
      query={attempts}
      loading={PROGRESS_MESSAGES.loading}
      errorText={PROGRESS_MESSAGES.failedToLoad}
      isEmpty={() => items.length === 0}
      empty={empty}
    >
      {() => children(items)}
    </QueryState>
  );
}
