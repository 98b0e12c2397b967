import { TEST_MESSAGES as T } from '@abhyas/contracts';
import { ruleAnswers, ServiceException } from '@abhyas/runtime';
import { TestRule, TestRuleViolation } from '../domain/test-attempt.errors';

export enum TestAttemptErrorCode {
  StudentNotFound = 'STUDENT_NOT_FOUND',
  PaperNotFound = 'PAPER_NOT_FOUND',
  InsufficientCredits = 'INSUFFICIENT_CREDITS',
  AlreadyScheduled = 'ALREADY_SCHEDULED',
  InvalidSchedule = 'INVALID_SCHEDULE',
  TestNotFound = 'TEST_NOT_FOUND',
  NotYetDue = 'NOT_YET_DUE',
  AttemptNotFound = 'ATTEMPT_NOT_FOUND',
  AlreadySubmitted = 'ALREADY_SUBMITTED',
  TimeUp = 'TIME_UP',
  NotAQuestion = 'NOT_A_QUESTION',
  RetakeNeedsParent = 'RETAKE_NEEDS_PARENT',
  RetakeNeedsCompletedTest = 'RETAKE_NEEDS_COMPLETED_TEST',
  ResultsNotFound = 'RESULTS_NOT_FOUND',
  NotGraded = 'NOT_GRADED',
  MarksOutOfRange = 'MARKS_OUT_OF_RANGE',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
}

/** test-attempt's one exception class; each factory fixes the status and wording once. */
export class TestAttemptException extends ServiceException<TestAttemptErrorCode> {}

const answer = (
  code: TestAttemptErrorCode,
  status: number,
  message: string,
  body?: Record<string, unknown>,
) => new TestAttemptException(code, status, message, body);

export const testAttemptErrors = {
  studentNotFound: () => answer(TestAttemptErrorCode.StudentNotFound, 404, T.studentNotFound),
  paperNotFound: () => answer(TestAttemptErrorCode.PaperNotFound, 404, T.paperNotFound),
  insufficientCredits: (required: number, available: number) =>
    answer(TestAttemptErrorCode.InsufficientCredits, 402, T.insufficientCredits, {
      success: false,
      error: T.insufficientCredits,
      required,
      available,
    }),
  alreadyScheduled: () => answer(TestAttemptErrorCode.AlreadyScheduled, 409, T.alreadyScheduled),
  invalidSchedule: (message: string) => answer(TestAttemptErrorCode.InvalidSchedule, 400, message),
  notYetDue: () => answer(TestAttemptErrorCode.NotYetDue, 409, T.notYetDue),
  testNotFound: () => answer(TestAttemptErrorCode.TestNotFound, 404, T.testNotFound),
  attemptNotFound: () => answer(TestAttemptErrorCode.AttemptNotFound, 404, T.attemptNotFound),
  retakeNeedsParent: () => answer(TestAttemptErrorCode.RetakeNeedsParent, 403, T.retakeNeedsParent),
  resultsNotFound: (message: string = T.resultsNotFound) =>
    answer(TestAttemptErrorCode.ResultsNotFound, 404, message),
  /** A service this call needs (paper-generation, the ledger) could not be asked; nothing changed. */
  unavailable: (message: string) => answer(TestAttemptErrorCode.ServiceUnavailable, 503, message),
};

/** The deciders' refusals, said the way the API says them. */
export const toTestException = ruleAnswers(TestRuleViolation, {
  [TestRule.AlreadyScheduled]: () => testAttemptErrors.alreadyScheduled(),
  [TestRule.NotScheduled]: () => testAttemptErrors.testNotFound(),
  [TestRule.NotYetDue]: () => testAttemptErrors.notYetDue(),
  [TestRule.AlreadySubmitted]: () =>
    answer(TestAttemptErrorCode.AlreadySubmitted, 409, T.alreadySubmitted),
  [TestRule.TimeUp]: () => answer(TestAttemptErrorCode.TimeUp, 409, T.timeUp),
  [TestRule.NotAQuestion]: () => answer(TestAttemptErrorCode.NotAQuestion, 400, T.notAQuestion),
  [TestRule.NotStarted]: () => testAttemptErrors.attemptNotFound(),
  [TestRule.RetakeNeedsCompletedTest]: () =>
    answer(TestAttemptErrorCode.RetakeNeedsCompletedTest, 409, T.retakeNeedsCompletedTest),
  [TestRule.NotGraded]: () => answer(TestAttemptErrorCode.NotGraded, 409, T.overrideNotGraded),
  [TestRule.MarksOutOfRange]: (violation) =>
    answer(TestAttemptErrorCode.MarksOutOfRange, 400, T.overrideTooHigh(Number(violation.detail))),
});
