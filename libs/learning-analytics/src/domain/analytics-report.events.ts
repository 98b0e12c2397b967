import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

export const reportRequestedData = z.object({
  reportId: z.string(),
  requestId: z.string(),
  parentId: z.string(),
  childId: z.string(),
  /** India's calendar days, both included. */
  from: z.string(),
  to: z.string(),
  /**
   * The child's `learner` stream version when the report was asked for: the PDF is rendered
   * from that stream as of this version, so every download shows the same content.
   */
  learnerVersion: z.number().int(),
  reservationId: z.string(),
  requestedAt: z.string(),
});
export type ReportRequestedData = z.output<typeof reportRequestedData>;

/**
 * One detailed analytics report (`analytics-report-<reportId>`). No name or other personal data
 * is stored here: the child's name is read from the family block when the PDF is rendered, so
 * erasing the child leaves nothing of them to read back.
 */
export const analyticsReportEvents = defineEvents({
  ReportRequested: reportRequestedData,
  /** The ledger took the report's credits (its entry's answer, for the request's reply). */
  ReportCharged: z.object({
    amount: z.number().int(),
    transactionId: z.string(),
    newBalance: z.number(),
    at: z.string(),
  }),
  ReportErased: z.object({ at: z.string() }),
});
export type AnalyticsReportEvent = EventOf<typeof analyticsReportEvents>;
export type ReportCharge = z.output<typeof analyticsReportEvents.ReportCharged>;
