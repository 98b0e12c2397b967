import { attemptSummary } from '../../testing/attempt-fixtures';
import { activityItems } from './activity-items';

describe('activityItems', () => {
  it('turns submitted attempts into activity items, newest first', () => {
    const items = activityItems([
      attemptSummary({ _id: 'old', completedAt: '2026-11-20T10:00:00.000Z' }),
      attemptSummary({
        _id: 'new',
        subject: 'Science',
        chapter: 'Light',
        percentage: 40,
        totalMarks: 8,
        maxMarks: 20,
        numCorrect: 8,
        numWrong: 10,
        timeTaken: 0,
        timeTakenSeconds: 35,
        completedAt: '2026-12-02T10:00:00.000Z',
      }),
    ]);
    expect(items.map((item) => item.id)).toEqual(['new', 'old']);
    expect(items[0]).toMatchObject({
      date: '2026-12-02T10:00:00.000Z',
      subject: 'Science',
      topic: 'Light',
      score: 40,
      marksObtained: 8,
      totalMarks: 20,
      numCorrect: 8,
      numWrong: 10,
      minutes: 0,
      seconds: 35,
      paperId: 'paper-Science-Light',
    });
  });

  it('leaves out attempts in progress and ones not graded yet', () => {
    const items = activityItems([
      attemptSummary({ _id: 'open', status: 'in_progress', completedAt: null, percentage: null }),
      attemptSummary({ _id: 'ungraded', percentage: null }),
      attemptSummary({ _id: 'done' }),
    ]);
    expect(items.map((item) => item.id)).toEqual(['done']);
  });
});
