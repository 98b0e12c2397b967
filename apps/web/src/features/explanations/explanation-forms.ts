import {
  EXPLANATION_MESSAGES as M,
  EXPLANATION_RULES,
  type ExplanationRequestBody,
  type ResultQuestion,
  type Urgency,
} from '@abhyas/contracts';
import { ApiError } from '../../lib/create-api-client';

/** `12/200`: what the counter under a limited text area reads. */
export const counterText = (value: string, max: number): string => `${value.length}/${max}`;

/** The child's reason (student doc §5): trimmed, not blank, at most 200 characters. */
export function reasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') {
    return M.reasonRequired;
  }
  return trimmed.length > EXPLANATION_RULES.maxReasonLength ? M.reasonTooLong : null;
}

/** A parent's notes, on approval and on rejection: optional, at most 100 characters. */
export const notesError = (notes: string): string | null =>
  notes.trim().length > EXPLANATION_RULES.maxNotesLength ? M.notesTooLong : null;

export type ReviewChoice = 'approve' | 'reject';

/**
 * The review form's errors, field by field: a rejection needs a reason (parent doc §5), and the
 * notes of either decision stay within 100 characters.
 */
export function reviewErrors(
  choice: ReviewChoice,
  reason: string,
  notes: string,
): { reason: string | null; notes: string | null } {
  const trimmed = reason.trim();
  const reasonProblem =
    choice === 'approve'
      ? null
      : trimmed === ''
        ? M.rejectReasonRequired
        : trimmed.length > EXPLANATION_RULES.maxReasonLength
          ? `The reason can be at most ${EXPLANATION_RULES.maxReasonLength} characters.`
          : null;
  return { reason: reasonProblem, notes: notesError(notes) };
}

/** Approval costs the request's credits: with fewer in the balance the button stays disabled. */
export const canAfford = (balance: number | undefined, cost: number): boolean =>
  balance !== undefined && balance >= cost;

export const insufficientCreditsWarning = (balance: number, cost: number): string =>
  `${M.insufficientCredits}: approving costs ${cost} ${cost === 1 ? 'credit' : 'credits'} and your balance is ${balance}. Buy credits on the Payment page.`;

/** The spec's payload for one wrong answer of one attempt. */
export function explanationRequestBody(
  attemptId: string,
  question: Pick<
    ResultQuestion,
    'questionId' | 'questionNumber' | 'studentAnswer' | 'correctAnswer'
  >,
  reason: string,
  urgency: Urgency,
): ExplanationRequestBody {
  return {
    testAttemptId: attemptId,
    questionId: question.questionId,
    questionNumber: question.questionNumber,
    studentAnswer: question.studentAnswer,
    correctAnswer: question.correctAnswer,
    requestReason: reason.trim(),
    urgency,
  };
}

/** The server's message when it answered; its own fallback when it did not (student doc §8). */
export function submitFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? M.failedToSubmit;
  }
  return M.failedToSubmitRetry;
}

/** Approve and reject failures: the server's message preferred (parent doc §8). */
export function decisionFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) {
    return error.status === 402
      ? `${error.serverMessage}: buy credits on the Payment page to approve this request.`
      : error.serverMessage;
  }
  return fallback;
}

/** The explanation modal's failure: not there yet (404), or anything else. */
export const explanationLoadError = (error: unknown): string =>
  error instanceof ApiError && error.status === 404 ? M.notAvailable : M.failedToLoad;
