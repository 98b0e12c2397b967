import { CREDIT_MESSAGES, type UsageStats } from '@abhyas/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { QueryState } from '../../../components/QueryState';
import { creditStatsQueryOptions } from '../api/credits-api';
import { formatCredits } from '../credit-format';
import styles from './usage.module.css';

// recharts is large; it loads only when there is usage to draw.
const UsageCharts = lazy(() => import('./UsageCharts').then((m) => ({ default: m.UsageCharts })));

const avg = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

function totals(stats: UsageStats) {
  return [
    {
      label: 'Credits used',
      value: formatCredits(stats.totalCreditsUsed),
      testId: 'stat-credits-used',
    },
    { label: 'Avg per day', value: avg.format(stats.avgCreditsPerDay), testId: 'stat-avg-per-day' },
    {
      // Of credits at this month's pace; a plan's own days remaining are on its card above.
      label: 'Days credits last',
      value: stats.daysRemaining === null ? '—' : formatCredits(Math.floor(stats.daysRemaining)),
      testId: 'stat-days-remaining',
    },
    {
      label: 'Papers generated',
      value: formatCredits(stats.papersGenerated),
      testId: 'stat-papers',
    },
    { label: 'Tests scheduled', value: formatCredits(stats.testsScheduled), testId: 'stat-tests' },
  ];
}

export function UsageAnalytics({ userId }: { userId: string }) {
  const stats = useQuery(creditStatsQueryOptions(userId));
  return (
    <section className={styles.card} aria-labelledby="usage-title" data-testid="usage-analytics">
      <div className={styles.head}>
        <h2 id="usage-title">Usage this month</h2>
      </div>
      <QueryState
        query={stats}
        loading="Loading usage..."
        errorText={CREDIT_MESSAGES.balanceUnavailable}
      >
        {(data) => (
          <div className={styles.body}>
            <dl className={styles.tiles}>
              {totals(data).map((tile) => (
                <div key={tile.label} className={styles.tile}>
                  <dt>{tile.label}</dt>
                  <dd data-testid={tile.testId}>{tile.value}</dd>
                </div>
              ))}
            </dl>
            {data.totalCreditsUsed === 0 ? (
              <div className={styles.empty} data-testid="usage-empty">
                <strong>No credits used yet this month.</strong>
                <p>
                  Generate a paper or schedule a test and your daily usage and where your credits go
                  will show here.
                </p>
              </div>
            ) : (
              <Suspense fallback={<p className="state-note">Loading charts...</p>}>
                <UsageCharts dailyUsage={data.dailyUsage} usageBreakdown={data.usageBreakdown} />
              </Suspense>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}
