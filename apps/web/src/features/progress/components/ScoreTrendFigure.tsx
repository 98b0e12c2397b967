import { formatPercentage } from '../progress-format';
import type { TrendPoint } from '../score-trend';
import { ChartFigure } from './ChartFigure';
import { TrendLineChart } from './charts/lazy-charts';

/** Parent doc §2 Reports: the trend of scores over time, oldest test first. */
export function ScoreTrendFigure({ points }: { points: readonly TrendPoint[] }) {
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <ChartFigure
      title="Score trend"
      summary={
        first && last
          ? `Line chart of ${points.length} tests, from ${formatPercentage(first.score)}% to ${formatPercentage(last.score)}%.`
          : 'Line chart with no tests yet.'
      }
      testId="score-trend-chart"
      table={{
        columns: ['Test', 'Paper', 'Subject', 'Score'],
        numeric: ['Score'],
        rows: points.map((point) => [
          point.label,
          point.title,
          point.subject,
          `${formatPercentage(point.score)}%`,
        ]),
      }}
    >
      <TrendLineChart points={points} />
    </ChartFigure>
  );
}
