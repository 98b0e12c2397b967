import type { SavedAnswer } from '@abhyas/contracts';

/** An answer not yet acknowledged by the server, kept on the device until it is. */
export interface PendingAnswer {
  attemptId: string;
  questionId: string;
  selectedAnswer: string;
  version: number;
  /** When it was queued (ms): unsent answers go out in this order. */
  queuedAt: number;
}

export interface AnswerEntry {
  value: string;
  version: number;
}

/** Per question the device keeps only the newest version: an older one never replaces it. */
export const keepNewest = (
  stored: PendingAnswer | undefined,
  incoming: PendingAnswer,
): PendingAnswer => (stored && stored.version > incoming.version ? stored : incoming);

/** The server acknowledged `version` (or newer): a pending answer at or below it is done. */
export const isAcknowledged = (pending: Pick<PendingAnswer, 'version'>, version: number): boolean =>
  version >= pending.version;

/** Unsent answers in the order they were given. */
export const flushOrder = (pending: readonly PendingAnswer[]): PendingAnswer[] =>
  [...pending].sort((a, b) => a.queuedAt - b.queuedAt || a.questionId.localeCompare(b.questionId));

/**
 * Resuming: the server's saved answers, overlaid by this device's unsent ones where they are
 * newer. The newer unsent answers are returned to be sent again; the rest are stale.
 */
export function resumeAnswers(
  saved: readonly SavedAnswer[],
  pending: readonly PendingAnswer[],
): { answers: Record<string, AnswerEntry>; unsent: PendingAnswer[]; stale: PendingAnswer[] } {
  const answers: Record<string, AnswerEntry> = {};
  for (const answer of saved) {
    answers[answer.questionId] = { value: answer.selectedAnswer, version: answer.version };
  }
  const unsent: PendingAnswer[] = [];
  const stale: PendingAnswer[] = [];
  for (const entry of pending) {
    const known = answers[entry.questionId];
    if (!known || entry.version > known.version) {
      answers[entry.questionId] = { value: entry.selectedAnswer, version: entry.version };
      unsent.push(entry);
    } else {
      stale.push(entry);
    }
  }
  return { answers, unsent: flushOrder(unsent), stale };
}
