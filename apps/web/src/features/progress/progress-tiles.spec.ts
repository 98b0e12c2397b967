import { attemptSummary } from '../../testing/attempt-fixtures';
import { activityItems } from './activity-items';
import { analysisTiles, parentTiles, performanceTiles, studentTiles } from './progress-tiles';
import { progressSummary } from './subject-stats';

const summary = progressSummary(
  activityItems([
    attemptSummary({ _id: 'a', percentage: 100, timeTakenSeconds: 300 }),
    attemptSummary({ _id: 'b', percentage: 33.333, timeTakenSeconds: 90, subject: 'Science' }),
  ]),
);
const values = (tiles: { label: string; value: string }[]) =>
  Object.fromEntries(tiles.map((tile) => [tile.label, tile.value]));

describe('tiles', () => {
  it('shows the parent Subjects, Tests Done, Avg Score (1 decimal) and Upcoming', () => {
    expect(values(parentTiles(summary, 3))).toEqual({
      Subjects: '2',
      'Tests Done': '2',
      'Avg Score': '66.7%',
      Upcoming: '3',
    });
  });

  it('shows a dash, not 0.0 %, before the first test and while upcoming loads', () => {
    expect(values(parentTiles(progressSummary([]), null))).toMatchObject({
      'Avg Score': '–',
      Upcoming: '–',
    });
  });

  it('shows the student subjects, tests, average, minutes and best subject', () => {
    expect(values(studentTiles(summary))).toEqual({
      Subjects: '2',
      'Tests Taken': '2',
      'Average Score': '66.7%',
      'Total Minutes': '7',
      'Best Subject': 'Mathematics',
    });
  });
});

describe('student tab tiles', () => {
  it('gives Analysis its totals and Performance its four figures', () => {
    expect(values(analysisTiles(summary))).toEqual({
      'Tests Taken': '2',
      'Average Score': '66.7%',
      'Total Minutes': '7',
    });
    expect(values(performanceTiles(summary))).toEqual({
      'Tests Completed': '2',
      'Average Score': '66.7%',
      'Subjects Covered': '2',
      'Total Minutes': '7',
    });
  });
});
