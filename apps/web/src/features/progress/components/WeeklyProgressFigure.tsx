import { CHART_PALETTE, formatAverage } from '../progress-format';
import type { WeekBucket } from '../weekly-progress';
import { ChartFigure } from './ChartFigure';
import { BarValueChart } from './charts/lazy-charts';

const tests = (count: number) => `${count} ${count === 1 ? 'test' : 'tests'}`;

/** Parent doc §2 Weekly Progress: tests completed in each of the last four 7-day weeks. */
export function WeeklyProgressFigure({ weeks }: { weeks: readonly WeekBucket[] }) {
  return (
    <ChartFigure
      title="Tests completed per week"
      summary={`Bar chart of the last four weeks. ${weeks
        .map((week) => `${week.label}: ${tests(week.completed)}`)
        .join(', ')}.`}
      testId="weekly-progress-chart"
      table={{
        columns: ['Week', 'Tests completed', 'Average score'],
        numeric: ['Tests completed', 'Average score'],
        rows: weeks.map((week) => [
          week.label,
          String(week.completed),
          week.average === null ? '–' : `${formatAverage(week.average)}%`,
        ]),
      }}
    >
      <BarValueChart
        data={weeks.map((week) => ({
          name: week.label,
          tick: week.shortLabel,
          value: week.completed,
          color: CHART_PALETTE[0],
        }))}
        format={tests}
        wholeNumbers
      />
    </ChartFigure>
  );
}
