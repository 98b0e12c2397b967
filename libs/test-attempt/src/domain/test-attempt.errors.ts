import { RuleViolation } from '@abhyas/event-store/domain';

/** Why a test command is refused; each maps to an answer in `test-attempt.exception.ts`. */
export enum TestRule {
  AlreadyScheduled = 'ALREADY_SCHEDULED',
  NotScheduled = 'NOT_SCHEDULED',
  NotYetDue = 'NOT_YET_DUE',
  AlreadySubmitted = 'ALREADY_SUBMITTED',
  TimeUp = 'TIME_UP',
  NotAQuestion = 'NOT_A_QUESTION',
  NotStarted = 'NOT_STARTED',
  RetakeNeedsCompletedTest = 'RETAKE_NEEDS_COMPLETED_TEST',
  NotGraded = 'NOT_GRADED',
  MarksOutOfRange = 'MARKS_OUT_OF_RANGE',
}

/** `detail` carries what the answer names (the most marks a question allows). */
export class TestRuleViolation extends RuleViolation<TestRule> {
  constructor(
    rule: TestRule,
    readonly detail = '',
  ) {
    super(rule);
  }
}
