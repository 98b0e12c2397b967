import { formatAverage, paletteColor } from '../progress-format';
import type { SubjectStats } from '../subject-stats';
import { ChartFigure } from './ChartFigure';
import { BarValueChart } from './charts/lazy-charts';

/** Average score per subject on a 0 to 100 scale (parent Reports, student Analysis). */
export function SubjectScoresFigure({
  subjects,
  title = 'Average score by subject',
}: {
  subjects: readonly SubjectStats[];
  title?: string;
}) {
  const summary = subjects
    .map((subject) => `${subject.subject} ${formatAverage(subject.average)}%`)
    .join(', ');
  return (
    <ChartFigure
      title={title}
      summary={`Bar chart, 0 to 100. ${summary}.`}
      testId="subject-scores-chart"
      table={{
        columns: ['Subject', 'Tests', 'Average score'],
        numeric: ['Tests', 'Average score'],
        rows: subjects.map((subject) => [
          subject.subject,
          String(subject.tests),
          `${formatAverage(subject.average)}%`,
        ]),
      }}
    >
      <BarValueChart
        data={subjects.map((subject, index) => ({
          name: subject.subject,
          value: subject.average,
          color: paletteColor(index),
        }))}
        max={100}
        format={(value) => `${formatAverage(value)}%`}
      />
    </ChartFigure>
  );
}
