import type { ChildSummary } from '@abhyas/contracts';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/QueryState';
import { ParentViewLink } from '../../dashboard/components/ParentViewLink';
import { useProgressItems } from '../hooks/useProgressItems';
import { PROGRESS_MESSAGES } from '../progress.constants';
import { scoreTrend } from '../score-trend';
import { subjectStats } from '../subject-stats';
import styles from './progress.module.css';
import { ScoreTrendFigure } from './ScoreTrendFigure';
import { SubjectScoresFigure } from './SubjectScoresFigure';
import { TestHistoryTable } from './TestHistoryTable';

interface ParentReportsProps {
  parentId: string;
  child: ChildSummary | null;
  /**
   * More actions for the report's header, beside Timeline: the place for a download of the
   * detailed report (analytics-report's `DetailedReportDownload`).
   */
  actions?: ReactNode;
}

/** Parent doc §2 Reports view: scores by subject, the trend, and the test history. */
export function ParentReports({ parentId, child, actions }: ParentReportsProps) {
  const { attempts, items } = useProgressItems(parentId, child?.name ?? null);
  if (!child) {
    return <p className="state-note">{PROGRESS_MESSAGES.noStudents}</p>;
  }
  return (
    <>
      <section className={styles.panel} aria-labelledby="report-heading">
        <div className={styles.panelHead}>
          <h2 id="report-heading">{child.name}’s report</h2>
          <div className={styles.actions} data-testid="report-actions">
            <ParentViewLink view="timeline" className="button button--secondary">
              Timeline
            </ParentViewLink>
            {actions}
          </div>
        </div>
        <QueryState
          query={attempts}
          loading={PROGRESS_MESSAGES.loading}
          errorText={PROGRESS_MESSAGES.failedToLoad}
          isEmpty={() => items.length === 0}
          empty={
            <>
              <p>
                <strong>{PROGRESS_MESSAGES.noTestData}</strong> Schedule a test: its result appears
                here once {child.name} submits it.
              </p>
              <ParentViewLink view="schedule-test" className="button button--primary">
                Schedule Test
              </ParentViewLink>
            </>
          }
        >
          {() => (
            <div className={styles.grid}>
              <SubjectScoresFigure subjects={subjectStats(items)} title="Subject-wise scores" />
              <ScoreTrendFigure points={scoreTrend(items)} />
            </div>
          )}
        </QueryState>
      </section>
      {items.length > 0 ? (
        <section className={styles.panel} aria-labelledby="history-heading">
          <h2 id="history-heading">Test history</h2>
          <TestHistoryTable items={items} studentName={child.name} />
        </section>
      ) : null}
    </>
  );
}
