import { formatAverage } from './progress-format';
import type { ProgressSummary } from './subject-stats';

export interface Tile {
  label: string;
  value: string;
  hint: string;
}

const averageText = (summary: ProgressSummary) =>
  summary.averageScore === null ? '–' : `${formatAverage(summary.averageScore)}%`;

/** The parent Dashboard's four tiles (parent doc §2): Subjects, Tests Done, Avg Score, Upcoming. */
export function parentTiles(summary: ProgressSummary, upcoming: number | null): Tile[] {
  return [
    { label: 'Subjects', value: String(summary.subjectCount), hint: 'with a completed test' },
    { label: 'Tests Done', value: String(summary.testsTaken), hint: 'tests submitted' },
    { label: 'Avg Score', value: averageText(summary), hint: 'over every test' },
    {
      label: 'Upcoming',
      value: upcoming === null ? '–' : String(upcoming),
      hint: 'tests still to take',
    },
  ];
}

/** The student Home tab's figures (student doc §2 Dashboard overview). */
export function studentTiles(summary: ProgressSummary): Tile[] {
  return [
    { label: 'Subjects', value: String(summary.subjectCount), hint: 'with a completed test' },
    { label: 'Tests Taken', value: String(summary.testsTaken), hint: 'tests submitted' },
    { label: 'Average Score', value: averageText(summary), hint: 'over every test' },
    { label: 'Total Minutes', value: String(summary.totalMinutes), hint: 'spent on tests' },
    {
      label: 'Best Subject',
      value: summary.bestSubject?.subject ?? '–',
      hint: summary.bestSubject
        ? `${formatAverage(summary.bestSubject.average)}% average`
        : 'take a test to find out',
    },
  ];
}

/** The student Analysis tab's totals (student doc §2). */
export function analysisTiles(summary: ProgressSummary): Tile[] {
  return [
    { label: 'Tests Taken', value: String(summary.testsTaken), hint: 'submitted' },
    { label: 'Average Score', value: averageText(summary), hint: 'over every test' },
    { label: 'Total Minutes', value: String(summary.totalMinutes), hint: 'spent on tests' },
  ];
}

/** The student Performance tab's four figures (student doc §2). */
export function performanceTiles(summary: ProgressSummary): Tile[] {
  return [
    { label: 'Tests Completed', value: String(summary.testsTaken), hint: 'submitted' },
    { label: 'Average Score', value: averageText(summary), hint: 'over every test' },
    {
      label: 'Subjects Covered',
      value: String(summary.subjectCount),
      hint: 'with a completed test',
    },
    { label: 'Total Minutes', value: String(summary.totalMinutes), hint: 'spent on tests' },
  ];
}
