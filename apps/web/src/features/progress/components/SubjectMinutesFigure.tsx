import { formatAverage, formatMinutes, paletteColor } from '../progress-format';
import type { SubjectStats } from '../subject-stats';
import { ChartFigure } from './ChartFigure';
import { BarValueChart } from './charts/lazy-charts';

/** Minutes spent on tests per subject (student Analysis). */
export function SubjectMinutesFigure({ subjects }: { subjects: readonly SubjectStats[] }) {
  const summary = subjects
    .map((subject) => `${subject.subject} ${subject.totalMinutes} minutes`)
    .join(', ');
  return (
    <ChartFigure
      title="Minutes by subject"
      summary={`Bar chart. ${summary}.`}
      testId="subject-minutes-chart"
      table={{
        columns: ['Subject', 'Tests', 'Minutes'],
        numeric: ['Tests', 'Minutes'],
        rows: subjects.map((subject) => [
          subject.subject,
          String(subject.tests),
          formatMinutes(subject.totalMinutes, subject.totalSeconds),
        ]),
      }}
    >
      <BarValueChart
        data={subjects.map((subject, index) => ({
          name: subject.subject,
          // Seconds drawn as minutes, so a test of a few seconds still shows a bar.
          value: subject.totalSeconds / 60,
          color: paletteColor(index),
        }))}
        format={(value) => `${formatAverage(value)} min`}
      />
    </ChartFigure>
  );
}
