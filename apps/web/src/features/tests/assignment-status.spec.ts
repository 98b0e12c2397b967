import type { AssignmentView, AttemptSummary } from '@abhyas/contracts';
import { assignmentStatus, formatPercentage, resultCards } from './assignment-status';

const withLatest = (latestAttempt?: AssignmentView['latestAttempt']) =>
  ({ attempted: latestAttempt?.status === 'completed', latestAttempt }) as AssignmentView;

describe('schedule list status', () => {
  it('reads Not started, In progress, Completed with the score and Retake allowed', () => {
    expect(assignmentStatus(withLatest()).label).toBe('Not started');
    expect(
      assignmentStatus(withLatest({ _id: 't', attemptNumber: 1, status: 'in_progress' })).label,
    ).toBe('In progress');
    expect(
      assignmentStatus(
        withLatest({ _id: 't', attemptNumber: 1, status: 'completed', percentage: 66.666 }),
      ).label,
    ).toBe('Completed: 66.67%');
    expect(
      assignmentStatus(withLatest({ _id: 't', attemptNumber: 2, status: 'not_started' })).label,
    ).toBe('Retake allowed');
    expect(
      assignmentStatus(withLatest({ _id: 't', attemptNumber: 2, status: 'in_progress' })).tone,
    ).toBe('progress');
  });

  it('shows percentages to 2 decimals', () => {
    expect(formatPercentage(80)).toBe('80.00');
    expect(formatPercentage(33.335)).toMatch(/^33\.3[34]$/);
  });
});

describe('parent result cards', () => {
  const attempt = (
    id: string,
    paperId: string,
    status: AttemptSummary['status'],
    completedAt: string | null,
  ) => ({ _id: id, paperId: { _id: paperId }, status, completedAt }) as AttemptSummary;

  it('lists completed attempts newest first; Allow Retake on the newest of each paper only', () => {
    const cards = resultCards([
      attempt('a1', 'p1', 'completed', '2026-11-01T10:00:00Z'),
      attempt('a2', 'p1', 'completed', '2026-11-05T10:00:00Z'),
      attempt('b1', 'p2', 'completed', '2026-11-03T10:00:00Z'),
      attempt('b2', 'p2', 'in_progress', null),
    ]);
    expect(cards.map((card) => [card.attempt._id, card.canAllowRetake])).toEqual([
      ['a2', true],
      ['b1', false],
      ['a1', false],
    ]);
  });

  it('offers no retake while one is allowed and not yet begun', () => {
    const cards = resultCards(
      [attempt('a1', 'p1', 'completed', '2026-11-01T10:00:00Z')],
      [
        {
          paperId: 'p1',
          latestAttempt: { _id: '', attemptNumber: 2, status: 'not_started' },
        } as AssignmentView,
      ],
    );
    expect(cards.map((card) => card.canAllowRetake)).toEqual([false]);
  });
});
