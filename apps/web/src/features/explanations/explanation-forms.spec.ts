import { EXPLANATION_MESSAGES as M } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';
import {
  canAfford,
  counterText,
  decisionFailureMessage,
  explanationLoadError,
  explanationRequestBody,
  insufficientCreditsWarning,
  notesError,
  reasonError,
  reviewErrors,
  submitFailureMessage,
} from './explanation-forms';

const apiError = (status: number, message: string | null) =>
  new ApiError(status, 'x', message, null, 'r');

describe('the request form', () => {
  it('needs a reason that is not blank, at most 200 characters once trimmed', () => {
    expect(reasonError('')).toBe(M.reasonRequired);
    expect(reasonError('   \n ')).toBe(M.reasonRequired);
    expect(reasonError('I do not get step 2')).toBeNull();
    expect(reasonError(`  ${'a'.repeat(200)}  `)).toBeNull();
    expect(reasonError('a'.repeat(201))).toBe(M.reasonTooLong);
  });

  it('counts characters against the limit', () => {
    expect(counterText('', 200)).toBe('0/200');
    expect(counterText('abc', 100)).toBe('3/100');
  });

  it('sends the spec’s payload with the reason trimmed', () => {
    expect(
      explanationRequestBody(
        'att-1',
        { questionId: 'q1', questionNumber: 4, studentAnswer: 'A', correctAnswer: 'C' },
        '  why?  ',
        'high',
      ),
    ).toEqual({
      testAttemptId: 'att-1',
      questionId: 'q1',
      questionNumber: 4,
      studentAnswer: 'A',
      correctAnswer: 'C',
      requestReason: 'why?',
      urgency: 'high',
    });
  });

  it('reports the server’s message, or the spec’s fallbacks', () => {
    expect(submitFailureMessage(apiError(409, M.alreadyRequested))).toBe(M.alreadyRequested);
    expect(submitFailureMessage(apiError(500, null))).toBe(M.failedToSubmit);
    expect(submitFailureMessage(new NetworkError('offline', false, 'r'))).toBe(
      M.failedToSubmitRetry,
    );
  });
});

describe('the review form', () => {
  it('needs a reason to reject, none to approve', () => {
    expect(reviewErrors('reject', ' ', '')).toEqual({
      reason: M.rejectReasonRequired,
      notes: null,
    });
    expect(reviewErrors('approve', '', '')).toEqual({ reason: null, notes: null });
    expect(reviewErrors('reject', 'Try again first', 'Ask me').reason).toBeNull();
    expect(reviewErrors('reject', 'a'.repeat(201), '').reason).toMatch(/at most 200/);
  });

  it('keeps notes of either decision within 100 characters', () => {
    expect(notesError('a'.repeat(100))).toBeNull();
    expect(notesError('a'.repeat(101))).toBe(M.notesTooLong);
    expect(reviewErrors('approve', '', 'a'.repeat(101)).notes).toBe(M.notesTooLong);
    expect(reviewErrors('reject', 'why', 'a'.repeat(101)).notes).toBe(M.notesTooLong);
  });

  it('disables approval below the cost, and while the balance is unknown', () => {
    expect(canAfford(1, 1)).toBe(true);
    expect(canAfford(0, 1)).toBe(false);
    expect(canAfford(undefined, 1)).toBe(false);
    expect(insufficientCreditsWarning(0, 1)).toBe(
      'Insufficient credits: approving costs 1 credit and your balance is 0. Buy credits on the Payment page.',
    );
  });

  it('prefers the server’s message on a failed decision', () => {
    expect(
      decisionFailureMessage(
        apiError(409, 'Only pending requests can be reviewed.'),
        M.failedToApprove,
      ),
    ).toBe('Only pending requests can be reviewed.');
    expect(decisionFailureMessage(apiError(402, M.insufficientCredits), M.failedToApprove)).toMatch(
      /^Insufficient credits: buy credits/,
    );
    expect(decisionFailureMessage(apiError(500, null), M.failedToReject)).toBe(M.failedToReject);
    expect(decisionFailureMessage(new Error('x'), M.failedToApprove)).toBe(M.failedToApprove);
  });
});

describe('the explanation modal', () => {
  it('says not available before approval, failed to load otherwise', () => {
    expect(explanationLoadError(apiError(404, 'x'))).toBe(M.notAvailable);
    expect(explanationLoadError(apiError(500, null))).toBe(M.failedToLoad);
    expect(explanationLoadError(new NetworkError('offline', false, 'r'))).toBe(M.failedToLoad);
  });
});
