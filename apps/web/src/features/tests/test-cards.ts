import { testDateLabel, type AssignmentView, type TestDateLabel } from '@abhyas/contracts';

export type StartLabel = 'Start Test' | 'Start Now' | 'Continue Retake' | 'Resume Test';

/** What a test card's button does: start (or resume) now, or nothing before the due date. */
export type CardAction = { kind: 'start'; label: StartLabel } | { kind: 'coming-soon' };

export interface TestCardView {
  assignment: AssignmentView;
  dateLabel: TestDateLabel;
  action: CardAction;
}

/** A retake the parent allowed (attempt 2 or later) that is not yet submitted. */
const openRetake = (assignment: AssignmentView): boolean => {
  const latest = assignment.latestAttempt;
  return latest !== undefined && latest.attemptNumber > 1 && latest.status !== 'completed';
};

/**
 * Spec §4: a test is hidden once it has a completed attempt, unless a retake (attempt number
 * above 1) is allowed or in progress.
 */
export const isCardVisible = (assignment: AssignmentView): boolean => {
  const completed = assignment.attempted || assignment.latestAttempt?.status === 'completed';
  return !completed || openRetake(assignment);
};

/** The card's button by its date and its newest attempt (spec §2 Test cards). */
export function cardAction(assignment: AssignmentView, today: string): CardAction {
  const label = testDateLabel(assignment.scheduledDate, today);
  if (label === 'Scheduled') {
    return { kind: 'coming-soon' };
  }
  if (openRetake(assignment)) {
    return { kind: 'start', label: 'Continue Retake' };
  }
  if (assignment.latestAttempt?.status === 'in_progress') {
    return { kind: 'start', label: 'Resume Test' };
  }
  return { kind: 'start', label: label === 'Today' ? 'Start Test' : 'Start Now' };
}

/** The cards a student sees, soonest due first. */
export const testCards = (assignments: readonly AssignmentView[], today: string): TestCardView[] =>
  assignments
    .filter(isCardVisible)
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))
    .map((assignment) => ({
      assignment,
      dateLabel: testDateLabel(assignment.scheduledDate, today),
      action: cardAction(assignment, today),
    }));

/** The test's name on the test-taking screen: subject and chapter together (spec §2). */
export const testNameOf = (paper: { subject: string; chapter: string }): string =>
  [paper.subject, paper.chapter].filter((part) => part.trim() !== '').join(' – ');

/** `2026-11-25` → `25 Nov 2026`, read as a calendar date whatever the browser's time zone. */
export const formatDueDate = (date: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) {
    return date;
  }
  const [, year, month, day] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).toLocaleDateString(
    'en-IN',
    { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  );
};
