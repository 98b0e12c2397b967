import type { AssignmentView, AttemptSummary } from '@abhyas/contracts';

export type AssignmentTone = 'neutral' | 'progress' | 'done' | 'retake';

/** The schedule list's status: Not started, In progress, Completed with score, Retake allowed. */
export function assignmentStatus(assignment: AssignmentView): {
  label: string;
  tone: AssignmentTone;
} {
  const latest = assignment.latestAttempt;
  if (!latest) {
    return { label: 'Not started', tone: 'neutral' };
  }
  if (latest.status === 'completed') {
    return latest.percentage === undefined
      ? { label: 'Completed', tone: 'done' }
      : { label: `Completed: ${formatPercentage(latest.percentage)}%`, tone: 'done' };
  }
  if (latest.attemptNumber > 1) {
    return latest.status === 'in_progress'
      ? { label: `Retake in progress (attempt ${latest.attemptNumber})`, tone: 'progress' }
      : { label: 'Retake allowed', tone: 'retake' };
  }
  return latest.status === 'in_progress'
    ? { label: 'In progress', tone: 'progress' }
    : { label: 'Not started', tone: 'neutral' };
}

/** Spec §9: percentages to 2 decimals. */
export const formatPercentage = (percentage: number): string => percentage.toFixed(2);

/**
 * The parent's Test Results cards: completed attempts, newest first; only the newest of a paper
 * offers Allow Retake, and not while another attempt is open (it would allow the same retake twice).
 */
export function resultCards(
  attempts: readonly AttemptSummary[],
  assignments: readonly AssignmentView[] = [],
): { attempt: AttemptSummary; canAllowRetake: boolean }[] {
  const completed = attempts
    .filter((attempt) => attempt.status === 'completed')
    .sort((a, b) => Date.parse(b.completedAt ?? '') - Date.parse(a.completedAt ?? ''));
  // A paper with an attempt under way, or a retake allowed and not begun, needs no new one.
  const openPapers = new Set([
    ...attempts
      .filter((attempt) => attempt.status !== 'completed')
      .map((attempt) => attempt.paperId._id),
    ...assignments
      .filter((assignment) => assignment.latestAttempt?.status === 'not_started')
      .map((assignment) => assignment.paperId),
  ]);
  const seen = new Set<string>();
  return completed.map((attempt) => {
    const paperId = attempt.paperId._id;
    const newest = !seen.has(paperId);
    seen.add(paperId);
    return { attempt, canAllowRetake: newest && !openPapers.has(paperId) };
  });
}
