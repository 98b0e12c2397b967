import type { PaperListEntry } from '@abhyas/contracts';

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/** Newest first (spec §2), whatever order the list came in. */
export const newestFirst = (entries: readonly PaperListEntry[]): PaperListEntry[] =>
  [...entries].sort((a, b) => time(b.paper.createdAt) - time(a.paper.createdAt));

/** The subjects of a child's papers, for the filter (shown only when there are two or more). */
export const paperSubjects = (entries: readonly PaperListEntry[]): string[] =>
  [...new Set(entries.map((entry) => entry.paper.subject))].sort((a, b) => a.localeCompare(b));

/** '' keeps every subject. */
export const filterBySubject = (
  entries: readonly PaperListEntry[],
  subject: string,
): PaperListEntry[] =>
  subject === '' ? [...entries] : entries.filter((entry) => entry.paper.subject === subject);

/** Spec §2: results open on /test-results with the paper and the student's name. */
export const testResultsHref = (paperId: string, studentName: string): string =>
  `/test-results?${new URLSearchParams({ paperId, studentName }).toString()}`;

/** Completed with the score, or Not Attempted (spec §4). */
export function attemptLabel(entry: PaperListEntry): string {
  if (!entry.attempted) {
    return 'Not Attempted';
  }
  return entry.marksObtained === null
    ? 'Completed'
    : `Completed: ${entry.marksObtained}/${entry.paper.totalMarks}`;
}

export const formatPaperDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
};

/** The scheduled date, or 'Not scheduled' (spec §4). */
export const scheduleLabel = (entry: PaperListEntry): string =>
  entry.scheduledDate ? `Due ${formatPaperDate(entry.scheduledDate)}` : 'Not scheduled';
