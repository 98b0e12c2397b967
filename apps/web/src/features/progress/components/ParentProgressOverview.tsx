import { indianDate, type ChildSummary } from '@abhyas/contracts';
import { QueryState } from '../../../components/QueryState';
import { useAssignments } from '../../tests/hooks/useTestQueries';
import { useProgressItems } from '../hooks/useProgressItems';
import { PROGRESS_MESSAGES } from '../progress.constants';
import { parentTiles } from '../progress-tiles';
import { progressSummary } from '../subject-stats';
import { upcomingTests } from '../upcoming-tests';
import { weeklyProgress } from '../weekly-progress';
import { LearningSuggestions } from './LearningSuggestions';
import styles from './progress.module.css';
import { ProgressShortcuts } from './ProgressShortcuts';
import { ProgressTiles } from './ProgressTiles';
import { RecentActivity } from './RecentActivity';
import { RecentTestPerformance } from './RecentTestPerformance';
import { UpcomingTestsPanel } from './UpcomingTestsPanel';
import { WeeklyProgressFigure } from './WeeklyProgressFigure';

/** Parent doc §2 Dashboard view, for the child chosen in the header. */
export function ParentProgressOverview({
  parentId,
  child,
}: {
  parentId: string;
  child: ChildSummary;
}) {
  const { attempts, items } = useProgressItems(parentId, child.name);
  const assignments = useAssignments(parentId, child._id);
  const now = new Date();
  const upcoming = assignments.data
    ? upcomingTests(assignments.data, indianDate(now)).length
    : null;
  return (
    <QueryState
      query={attempts}
      loading={PROGRESS_MESSAGES.loading}
      errorText={PROGRESS_MESSAGES.failedToLoad}
    >
      {() => (
        <>
          <section className={styles.panel} aria-labelledby="progress-at-a-glance">
            <h2 id="progress-at-a-glance">{child.name}’s progress</h2>
            <ProgressTiles
              tiles={parentTiles(progressSummary(items), upcoming)}
              label={`${child.name}’s figures`}
            />
          </section>
          <div className={styles.grid}>
            <RecentTestPerformance latest={items[0]} studentName={child.name} />
            <RecentActivity items={items} />
          </div>
          <div className={styles.grid}>
            <section className={styles.panel} aria-labelledby="weekly-progress">
              <h2 id="weekly-progress">Weekly Progress</h2>
              {items.length === 0 ? (
                <p className="state-note">
                  <strong>{PROGRESS_MESSAGES.noTestData}</strong> Completed tests of the last four
                  weeks appear here.
                </p>
              ) : (
                <WeeklyProgressFigure weeks={weeklyProgress(items, now)} />
              )}
            </section>
            <UpcomingTestsPanel assignments={assignments} />
          </div>
          <LearningSuggestions items={items} />
          <ProgressShortcuts />
        </>
      )}
    </QueryState>
  );
}
