import { attemptSummary } from '../../testing/attempt-fixtures';
import { activityItems } from './activity-items';
import { progressSummary, subjectStats, weakTopics } from './subject-stats';

const items = activityItems([
  attemptSummary({ _id: 'm1', percentage: 90, timeTakenSeconds: 600 }),
  attemptSummary({ _id: 'm2', percentage: 60, timeTakenSeconds: 330, chapter: 'Fractions' }),
  attemptSummary({ _id: 's1', subject: 'Science', chapter: 'Light', percentage: 30 }),
  attemptSummary({ _id: 's2', subject: 'Science', chapter: 'Light', percentage: 45 }),
]);

describe('subjectStats', () => {
  it('gives each subject its test count, average, minutes and best score', () => {
    expect(subjectStats(items)).toEqual([
      {
        subject: 'Mathematics',
        tests: 2,
        average: 75,
        totalMinutes: 16,
        totalSeconds: 930,
        bestScore: 90,
      },
      {
        subject: 'Science',
        tests: 2,
        average: 37.5,
        totalMinutes: 24,
        totalSeconds: 1440,
        bestScore: 45,
      },
    ]);
  });
});

describe('progressSummary', () => {
  it('counts subjects and tests, averages every test and names the best subject', () => {
    const summary = progressSummary(items);
    expect(summary).toMatchObject({ subjectCount: 2, testsTaken: 4, totalMinutes: 40 });
    expect(summary.averageScore).toBeCloseTo(56.25);
    expect(summary.bestSubject?.subject).toBe('Mathematics');
  });

  it('has no average and no best subject before the first test', () => {
    expect(progressSummary([])).toEqual({
      subjectCount: 0,
      testsTaken: 0,
      averageScore: null,
      totalMinutes: 0,
      bestSubject: null,
    });
  });

  it('breaks a tie of averages by the number of tests', () => {
    const tied = activityItems([
      attemptSummary({ _id: 'a', subject: 'English', percentage: 70 }),
      attemptSummary({ _id: 'b', subject: 'Hindi', percentage: 70 }),
      attemptSummary({ _id: 'c', subject: 'Hindi', percentage: 70 }),
    ]);
    expect(progressSummary(tied).bestSubject?.subject).toBe('Hindi');
  });
});

describe('weakTopics', () => {
  it('lists topics averaging under 50 %, weakest first', () => {
    const mixed = activityItems([
      ...[30, 45].map((percentage, i) =>
        attemptSummary({ _id: `l${i}`, subject: 'Science', chapter: 'Light', percentage }),
      ),
      attemptSummary({ _id: 'f', chapter: 'Fractions', percentage: 20 }),
      attemptSummary({ _id: 'e', chapter: 'Exactly half', percentage: 50 }),
    ]);
    expect(weakTopics(mixed)).toEqual([
      { subject: 'Mathematics', topic: 'Fractions', average: 20 },
      { subject: 'Science', topic: 'Light', average: 37.5 },
    ]);
  });
});
