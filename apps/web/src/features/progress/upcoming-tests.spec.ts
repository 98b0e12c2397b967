import { assignmentView } from '../../testing/attempt-fixtures';
import { upcomingTests } from './upcoming-tests';

describe('upcomingTests', () => {
  it('keeps tests still to take, earliest due first, labelled by date', () => {
    const list = upcomingTests(
      [
        assignmentView({ _id: 'later', scheduledDate: '2026-12-20' }),
        assignmentView({
          _id: 'done',
          attempted: true,
          latestAttempt: { _id: 'a', attemptNumber: 1, status: 'completed', percentage: 80 },
        }),
        assignmentView({
          _id: 'retake',
          scheduledDate: '2026-12-01',
          attempted: true,
          latestAttempt: { _id: 'b', attemptNumber: 2, status: 'not_started' },
        }),
        assignmentView({ _id: 'today', scheduledDate: '2026-12-06' }),
      ],
      '2026-12-06',
    );
    expect(list.map((entry) => [entry.assignment._id, entry.dateLabel])).toEqual([
      ['retake', 'Overdue'],
      ['today', 'Today'],
      ['later', 'Scheduled'],
    ]);
  });
});
