import { RuleViolation } from '@abhyas/event-store/domain';

/** Why a report command is refused; each maps to an answer in `analytics-report.exception.ts`. */
export enum ReportRule {
  /** The request id names a report of another child or period. */
  RequestIdReused = 'REQUEST_ID_REUSED',
  /** No report was requested under this id (or it was erased with the child). */
  NotRequested = 'NOT_REQUESTED',
}

export class ReportRuleViolation extends RuleViolation<ReportRule> {}
