import { attemptSummary } from '../../testing/attempt-fixtures';
import { activityItems } from './activity-items';
import { scoreTrend } from './score-trend';

describe('scoreTrend', () => {
  it('orders tests oldest first and numbers them, so two on one day stay apart', () => {
    const trend = scoreTrend(
      activityItems([
        attemptSummary({ _id: 'b', completedAt: '2026-12-02T11:00:00.000Z', percentage: 70 }),
        attemptSummary({ _id: 'a', completedAt: '2026-12-02T09:00:00.000Z', percentage: 40 }),
      ]),
    );
    expect(trend.map((point) => [point.id, point.label, point.score])).toEqual([
      ['a', '1. 2 Dec 2026', 40],
      ['b', '2. 2 Dec 2026', 70],
    ]);
  });
});
