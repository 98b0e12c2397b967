import {
  EXPLANATION_MESSAGES as M,
  optionIndexOf,
  optionLetter,
  stripOptionPrefix,
  type ExplanationRequestView,
  type ExplanationSource,
  type ExplanationStatus,
  type Urgency,
} from '@abhyas/contracts';

export const EXPLANATION_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
export type ExplanationFilter = (typeof EXPLANATION_FILTERS)[number];

const FILTER_LABELS: Readonly<Record<ExplanationFilter, string>> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

type Request = Pick<
  ExplanationRequestView,
  'status' | 'production' | 'failureReason' | 'parentDecision'
>;

/** The requests a filter tab shows, newest first. */
export function filterRequests<R extends Pick<ExplanationRequestView, 'status' | 'createdAt'>>(
  requests: readonly R[],
  filter: ExplanationFilter,
): R[] {
  return requests
    .filter((request) => filter === 'all' || request.status === filter)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The filter tabs with their counts: `Pending (2)`. */
export function filterTabs(
  requests: readonly Pick<ExplanationRequestView, 'status'>[],
): { key: ExplanationFilter; label: string }[] {
  return EXPLANATION_FILTERS.map((key) => {
    const count = key === 'all' ? requests.length : requests.filter((r) => r.status === key).length;
    return { key, label: `${FILTER_LABELS[key]} (${count})` };
  });
}

/**
 * Where a request stands, as the child sees it (student doc §2): waiting for the parent, an
 * explanation to open, one being prepared or that could not be, or the parent's refusal.
 */
export type RequestState =
  | { kind: 'pending'; label: string }
  | { kind: 'ready'; label: string }
  | { kind: 'preparing'; label: string }
  | { kind: 'failed'; label: string; detail: string }
  | { kind: 'rejected'; label: string; detail: string; notes: string | null };

export const STATUS_LABELS: Readonly<Record<ExplanationStatus, string>> = {
  pending: 'Awaiting Parent Approval',
  approved: 'Approved',
  rejected: 'Not approved',
};

export const VIEW_EXPLANATION = 'View Detailed Explanation';

export function requestState(request: Request): RequestState {
  switch (request.status) {
    case 'pending':
      return { kind: 'pending', label: STATUS_LABELS.pending };
    case 'rejected':
      return {
        kind: 'rejected',
        label: STATUS_LABELS.rejected,
        detail: request.parentDecision?.reason?.trim() || M.defaultRejection,
        notes: request.parentDecision?.notes?.trim() || null,
      };
    case 'approved':
      if (request.production === 'failed') {
        return {
          kind: 'failed',
          label: 'Could not be prepared',
          detail: request.failureReason?.trim() || M.couldNotProduce,
        };
      }
      if (request.production === 'preparing') {
        return { kind: 'preparing', label: 'Preparing your explanation...' };
      }
      return { kind: 'ready', label: VIEW_EXPLANATION };
    default: {
      const unknown: never = request.status;
      throw new Error(`Unknown explanation status ${String(unknown)}`);
    }
  }
}

/** The request a child made about one question of one attempt, if any (one per question). */
export const requestForQuestion = <
  R extends Pick<ExplanationRequestView, 'testAttemptId' | 'questionId'>,
>(
  requests: readonly R[] | undefined,
  attemptId: string,
  questionId: string,
): R | undefined =>
  requests?.find(
    (request) => request.testAttemptId === attemptId && request.questionId === questionId,
  );

export const URGENCY_LABELS: Readonly<Record<Urgency, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** `very_hard` → `Very hard`; the spec's default when the paper gave none is Medium. */
export function difficultyLabel(level: string | undefined): string {
  const words = (level ?? '').trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Medium';
}

/** An answer as the lists show it: the option it names (`B) 12`), or the text itself. */
export function answerText(options: readonly string[] | undefined, answer: string | null): string {
  if (answer === null || answer.trim() === '') {
    return 'Not answered';
  }
  const list = options ?? [];
  const index = optionIndexOf(list, answer);
  return index === undefined ? answer : `${optionLetter(index)}) ${stripOptionPrefix(list[index])}`;
}

export const creditsText = (credits: number): string =>
  `${credits} ${credits === 1 ? 'Credit' : 'Credits'}`;

/** `2026-11-25T10:00:00Z` → `25 Nov 2026` in India. */
export function formatRequestDate(iso: string | undefined): string {
  if (!iso) {
    return '–';
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
}

/** What approving takes: nothing when no explanation can be prepared for the question. */
export const approvalCost = (
  request: Pick<ExplanationRequestView, 'cost' | 'explanationSource'>,
): number => (request.explanationSource === 'none' ? 0 : request.cost);

/** What the parent is told before approving, by where the explanation would come from. */
export const SOURCE_NOTES: Readonly<Record<ExplanationSource, string | null>> = {
  'worked-solution': null,
  ai: 'This question has no worked solution yet: one will be written for your child, and the credit is taken only once it is ready (returned if it cannot be).',
  none: M.noWorkedSolution,
};
