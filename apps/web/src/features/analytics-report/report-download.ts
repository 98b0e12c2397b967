import { REPORT_MESSAGES, REPORT_RULES } from '@abhyas/contracts';
import { ApiError, NetworkError } from '../../lib/create-api-client';

export type ReportPeriodChoice = 'last-30-days' | 'this-quarter' | 'custom';

export const REPORT_PERIOD_CHOICES: ReadonlyArray<{ value: ReportPeriodChoice; label: string }> = [
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'this-quarter', label: 'This quarter' },
  { value: 'custom', label: 'Custom range' },
];

export interface ReportPeriod {
  /** India's calendar days (`YYYY-MM-DD`), both included. */
  from: string;
  to: string;
}

export const REPORT_COST_LABEL = `${REPORT_RULES.cost} credits`;
export const REPORT_FAILED = 'Failed to create the report. Please try again.';
export const DOWNLOAD_FAILED = 'The report is ready but could not be downloaded. Please try again.';

/** Days as plain calendar arithmetic on `YYYY-MM-DD` (UTC, so no zone can shift a day). */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day of the calendar quarter `day` falls in (Jan, Apr, Jul, Oct). */
const quarterStart = (day: string): string => {
  const month = Number(day.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${day.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
};

/** The period a choice means on `today` (India's date); a custom range is taken as typed. */
export function periodFor(
  choice: ReportPeriodChoice,
  today: string,
  custom: ReportPeriod,
): ReportPeriod {
  switch (choice) {
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'this-quarter':
      return { from: quarterStart(today), to: today };
    case 'custom':
      return custom;
  }
}

/** Why a period cannot be asked for (the server's own rules, said before a click), or null. */
export function periodProblem(period: ReportPeriod, today: string): string | null {
  if (!period.from || !period.to) {
    return 'Choose both a start and an end date.';
  }
  if (period.from > period.to) {
    return REPORT_MESSAGES.periodOrder;
  }
  if (period.to > today) {
    return REPORT_MESSAGES.periodInFuture;
  }
  if (period.from < REPORT_RULES.earliestDay) {
    return REPORT_MESSAGES.periodTooEarly;
  }
  if (addDays(period.from, REPORT_RULES.maxPeriodDays) <= period.to) {
    return REPORT_MESSAGES.periodTooLong;
  }
  return null;
}

/** Whether the balance covers a report; unknown (still loading) does not disable the button. */
export const shortOfCredits = (balance: number | undefined): boolean =>
  balance !== undefined && balance < REPORT_RULES.cost;

export const insufficientCreditsMessage = (balance: number): string =>
  `${REPORT_MESSAGES.insufficientCredits}: the report costs ${REPORT_COST_LABEL} and your balance is ${balance}. Buy credits on the Payment page.`;

/** The file the browser saves: ASCII, so every system keeps its name. */
export function reportFileName(studentName: string, period: ReportPeriod): string {
  const slug =
    studentName
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'child';
  return `abhyas-report-${slug}-${period.from}-to-${period.to}.pdf`;
}

/** What the parent is told when asking for the report failed. */
export function reportFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    return error.status === 402
      ? `${error.serverMessage}: buy credits on the Payment page to download the report.`
      : error.serverMessage;
  }
  if (error instanceof NetworkError) {
    return error.message;
  }
  return REPORT_FAILED;
}

/** A request that got no answer (network, 5xx): it may have counted, so a retry reuses its id. */
export interface PendingReportRequest {
  key: string;
  requestId: string;
}

export const reportRequestKey = (studentName: string, period: ReportPeriod): string =>
  `${studentName}|${period.from}|${period.to}`;

/** A new id per click, except a retry of an unanswered request for the same child and period. */
export const requestIdFor = (
  pending: PendingReportRequest | null,
  key: string,
  newId: () => string,
): string => (pending?.key === key ? pending.requestId : newId());

/** Whether a failure left the request's outcome unknown (so its id is kept for a retry). */
export const outcomeUnknown = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status >= 500;
