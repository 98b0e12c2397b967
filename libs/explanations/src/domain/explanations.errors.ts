import { RuleViolation } from '@abhyas/event-store/domain';

/** Why an explanation command is refused; each maps to an answer in `explanations.exception.ts`. */
export enum ExplanationRule {
  WrongAnswersOnly = 'WRONG_ANSWERS_ONLY',
  AlreadyRequested = 'ALREADY_REQUESTED',
  OnlyPending = 'ONLY_PENDING',
  NotRequested = 'NOT_REQUESTED',
}

export class ExplanationRuleViolation extends RuleViolation<ExplanationRule> {}
