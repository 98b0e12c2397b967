import { EXPLANATION_MESSAGES as M } from '@abhyas/contracts';
import { ruleAnswers, ServiceException } from '@abhyas/runtime';
import { ExplanationRule, ExplanationRuleViolation } from '../domain/explanations.errors';

export enum ExplanationErrorCode {
  WrongAnswersOnly = 'WRONG_ANSWERS_ONLY',
  AlreadyRequested = 'ALREADY_REQUESTED',
  OnlyPending = 'ONLY_PENDING',
  RequestNotFound = 'REQUEST_NOT_FOUND',
  NotAvailable = 'EXPLANATION_NOT_AVAILABLE',
  InsufficientCredits = 'INSUFFICIENT_CREDITS',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
}

/** explanations' one exception class; each factory fixes the status and wording once. */
export class ExplanationException extends ServiceException<ExplanationErrorCode> {}

export const explanationErrors = {
  wrongAnswersOnly: () =>
    new ExplanationException(ExplanationErrorCode.WrongAnswersOnly, 400, M.wrongAnswersOnly),
  requestNotFound: () =>
    new ExplanationException(ExplanationErrorCode.RequestNotFound, 404, M.requestNotFound),
  notAvailable: () =>
    new ExplanationException(ExplanationErrorCode.NotAvailable, 404, M.notAvailable),
  insufficientCredits: (required: number, available: number) =>
    new ExplanationException(ExplanationErrorCode.InsufficientCredits, 402, M.insufficientCredits, {
      success: false,
      error: M.insufficientCredits,
      required,
      available,
    }),
  unavailable: (message: string) =>
    new ExplanationException(ExplanationErrorCode.ServiceUnavailable, 503, message),
};

export const toExplanationException = ruleAnswers(ExplanationRuleViolation, {
  [ExplanationRule.WrongAnswersOnly]: () => explanationErrors.wrongAnswersOnly(),
  [ExplanationRule.AlreadyRequested]: () =>
    new ExplanationException(ExplanationErrorCode.AlreadyRequested, 409, M.alreadyRequested),
  [ExplanationRule.OnlyPending]: () =>
    new ExplanationException(ExplanationErrorCode.OnlyPending, 409, M.onlyPending),
  [ExplanationRule.NotRequested]: () => explanationErrors.requestNotFound(),
});
