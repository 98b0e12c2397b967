import { REPORT_MESSAGES as M } from '@abhyas/contracts';
import { ruleAnswers, ServiceException } from '@abhyas/runtime';
import { ReportRule, ReportRuleViolation } from '../domain/analytics-report.errors';

export enum ReportErrorCode {
  StudentNotFound = 'STUDENT_NOT_FOUND',
  ReportNotFound = 'REPORT_NOT_FOUND',
  InvalidPeriod = 'INVALID_PERIOD',
  RequestIdReused = 'REQUEST_ID_REUSED',
  InsufficientCredits = 'INSUFFICIENT_CREDITS',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
}

/** The report's one exception class; each factory fixes the status and wording once. */
export class ReportException extends ServiceException<ReportErrorCode> {}

export const reportErrors = {
  studentNotFound: () =>
    new ReportException(ReportErrorCode.StudentNotFound, 404, M.studentNotFound),
  reportNotFound: () => new ReportException(ReportErrorCode.ReportNotFound, 404, M.reportNotFound),
  invalidPeriod: (message: string) =>
    new ReportException(ReportErrorCode.InvalidPeriod, 400, message),
  requestIdReused: () =>
    new ReportException(ReportErrorCode.RequestIdReused, 409, M.requestIdReused),
  insufficientCredits: (required: number, available: number) =>
    new ReportException(ReportErrorCode.InsufficientCredits, 402, M.insufficientCredits, {
      success: false,
      error: M.insufficientCredits,
      required,
      available,
    }),
  unavailable: () => new ReportException(ReportErrorCode.ServiceUnavailable, 503, M.unavailable),
};

export const toReportException = ruleAnswers(ReportRuleViolation, {
  [ReportRule.RequestIdReused]: () => reportErrors.requestIdReused(),
  [ReportRule.NotRequested]: () => reportErrors.reportNotFound(),
});
