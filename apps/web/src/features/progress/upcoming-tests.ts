import { testDateLabel, type AssignmentView, type TestDateLabel } from '@abhyas/contracts';
import { isCardVisible } from '../tests/test-cards';

export interface UpcomingTest {
  assignment: AssignmentView;
  dateLabel: TestDateLabel;
}

/**
 * Tests still to take: the ones the child's Available Tests shows (not yet completed, or a
 * retake allowed), earliest due date first.
 */
export function upcomingTests(
  assignments: readonly AssignmentView[],
  today: string,
): UpcomingTest[] {
  return assignments
    .filter(isCardVisible)
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))
    .map((assignment) => ({
      assignment,
      dateLabel: testDateLabel(assignment.scheduledDate, today),
    }));
}
