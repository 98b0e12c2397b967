import { createHash } from 'node:crypto';

const digest = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 24);

/** One paper is scheduled once per child: the pair names the assignment. */
export const assignmentIdFor = (childId: string, paperId: string): string =>
  `asg-${digest(`${childId}|${paperId}`)}`;

/** Attempts are numbered within their assignment from 1. */
export const attemptIdFor = (assignmentId: string, attemptNumber: number): string =>
  `${assignmentId}-${attemptNumber}`;

/** The credits a schedule reserves, by a deterministic id (core-loop.md). */
export const scheduleReservationId = (assignmentId: string): string => `schedule:${assignmentId}`;

/** `YYYY-MM-DD` plus `days` calendar days. */
export const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};
