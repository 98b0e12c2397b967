import { z } from 'zod';
import { safeText } from '../safe-text';

/** The detailed analytics report (parent doc §9: 2 credits; issue 15 §4). */
export const REPORT_RULES = {
  cost: 2,
  /** The longest period one report covers (a year, leap day included). */
  maxPeriodDays: 366,
  /** The earliest day a period may start (nothing was graded before the platform existed). */
  earliestDay: '2020-01-01',
} as const;

export const REPORT_MESSAGES = {
  insufficientCredits: 'Insufficient credits',
  requested: 'Report ready',
  reportNotFound: 'Report not found',
  studentNotFound: 'Student not found',
  periodOrder: 'The period must start on or before its last day',
  periodInFuture: 'The period cannot end after today',
  periodTooLong: `A report covers at most ${REPORT_RULES.maxPeriodDays} days`,
  periodTooEarly: `A report cannot start before ${REPORT_RULES.earliestDay}`,
  requestIdReused: 'This request id was already used for a different report',
  unavailable: 'Failed to create the report: credits are unavailable. Please try again.',
} as const;

const day = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((date) => {
      const parsed = new Date(`${date}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
    }, `${field} must be a real date`);

/**
 * `POST /api/learning-needs/{parentId}/{studentName}/reports`: one report of a child over a
 * period (India's calendar days, both included). The same `requestId` again answers the same
 * report and charges nothing more.
 */
export const analyticsReportRequestSchema = z.object({
  requestId: safeText('requestId').trim().min(1).max(100),
  from: day('from'),
  to: day('to'),
});
export type AnalyticsReportRequest = z.input<typeof analyticsReportRequestSchema>;

export const analyticsReportParamsSchema = z.object({
  reportId: safeText('reportId').trim().min(1).max(100),
});

/** One report as the parent's list and the request's answer show it. */
export interface AnalyticsReportView {
  id: string;
  requestId: string;
  studentName: string;
  from: string;
  to: string;
  requestedAt: string;
  /** `GET` it with the parent's token: `application/pdf`, rendered again on each download. */
  downloadUrl: string;
}

export interface AnalyticsReportResponse {
  success: true;
  report: AnalyticsReportView;
  creditDeduction: { amount: number; newBalance: number; transactionId: string };
  message: string;
}

export interface AnalyticsReportsResponse {
  success: true;
  reports: AnalyticsReportView[];
}

export const ANALYTICS_REPORT_ROUTES = {
  request: (parentId: string, studentName: string) =>
    `/api/learning-needs/${encodeURIComponent(parentId)}/${encodeURIComponent(studentName)}/reports`,
  download: (reportId: string) => `/api/learning-needs/reports/${encodeURIComponent(reportId)}.pdf`,
} as const;
