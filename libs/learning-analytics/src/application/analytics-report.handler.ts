import { createHash } from 'node:crypto';
import {
  ANALYTICS_REPORT_ROUTES,
  type analyticsReportRequestSchema,
  type AnalyticsReportResponse,
  type AnalyticsReportsResponse,
  type AnalyticsReportView,
  REPORT_MESSAGES as M,
  REPORT_RULES,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { type Clock, type CreditCharges, CreditsShortError, type Principal } from '@abhyas/runtime';
import type { z } from 'zod';
import type { ReportRequestedData } from '../domain/analytics-report.events';
import { analyticsReportStream } from '../domain/analytics-report.stream';
import { learnerStream } from '../domain/learner.stream';
import { buildReportContent } from '../domain/report-content';
import type { LearningRepository } from '../infrastructure/learning.repository';
import { reportContentDisposition } from '../infrastructure/pdf/report-filename';
import { renderReportPdf } from '../infrastructure/pdf/report-pdf.renderer';
import { reportErrors, toReportException } from './analytics-report.exception';
import { checkReportPeriod } from './report-period';

/** A report's reservation waits this long for its commit before the ledger releases it. */
const RESERVATION_TIMEOUT_SECONDS = 120;

type ReportRequest = z.output<typeof analyticsReportRequestSchema>;

/** One id per (parent, request id): two families choosing the same request id never meet. */
export const reportIdFor = (parentId: string, requestId: string): string =>
  `rpt-${createHash('sha256').update(`${parentId}\n${requestId}`).digest('hex').slice(0, 32)}`;
export const reportReservationId = (reportId: string): string => `report:${reportId}`;

export interface ReportPdf {
  contentDisposition: string;
  bytes: Uint8Array;
}

/**
 * The detailed analytics report (2 credits): asked for once per request id (reserved, recorded,
 * then taken once however often it is asked), and rendered to a PDF on each download from the
 * child's learner stream as of the request, so a download is free and always the same.
 */
export class AnalyticsReportHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: LearningRepository,
    private readonly charges: CreditCharges,
    private readonly clock: Clock,
  ) {}

  async request(
    parentId: string,
    studentName: string,
    body: ReportRequest,
  ): Promise<AnalyticsReportResponse> {
    const child = await this.repository.children.named(parentId, studentName);
    if (!child) {
      throw reportErrors.studentNotFound();
    }
    const now = this.clock.now();
    checkReportPeriod(body.from, body.to, now);
    const reportId = reportIdFor(parentId, body.requestId);
    const reservationId = reportReservationId(reportId);
    const learner = await this.store.load(learnerStream, child.childId);
    const requested: ReportRequestedData = {
      reportId,
      requestId: body.requestId,
      parentId,
      childId: child.childId,
      from: body.from,
      to: body.to,
      learnerVersion: learner.version,
      reservationId,
      requestedAt: now.toISOString(),
    };
    const earlier = await this.store.load(analyticsReportStream, reportId);
    if (earlier.state.status !== 'requested') {
      // A repeat skips this: it was reserved (and likely taken) the first time.
      await this.reserve(parentId, reservationId);
    }
    try {
      await toReportException.guard(() =>
        this.store.handle(analyticsReportStream, reportId, {
          type: 'RequestReport',
          data: requested,
        }),
      );
    } catch (error) {
      // Give the credits back only if no report holds them (a racing twin may have recorded it).
      const after = await this.store.load(analyticsReportStream, reportId);
      if (after.state.status !== 'requested') {
        await this.charges.release(reservationId);
      }
      throw error;
    }
    return this.settle(reportId, child.name);
  }

  async reportsOf(parentId: string, studentName: string): Promise<AnalyticsReportsResponse> {
    const child = await this.repository.children.named(parentId, studentName);
    if (!child) {
      throw reportErrors.studentNotFound();
    }
    const rows = await this.repository.reportsOf(child.childId);
    return {
      success: true,
      reports: rows.map((row) => this.view({ ...row, id: row.reportId }, child.name)),
    };
  }

  /** The PDF, for the report's parent only (anyone else is told it does not exist). */
  async pdf(principal: Principal, reportId: string): Promise<ReportPdf> {
    const { state } = await this.store.load(analyticsReportStream, reportId);
    if (state.status !== 'requested' || state.report.parentId !== principal.userId) {
      throw reportErrors.reportNotFound();
    }
    const report = state.report;
    const child = await this.repository.children.child(report.childId);
    const learner = await this.store.load(learnerStream, report.childId, {
      asOfVersion: report.learnerVersion,
    });
    if (!child || learner.state.status === 'erased') {
      throw reportErrors.reportNotFound();
    }
    const known = learner.state.status === 'known' ? learner.state : undefined;
    const content = buildReportContent({
      studentName: child.name,
      from: report.from,
      to: report.to,
      requestedAt: report.requestedAt,
      answers: known?.answers ?? [],
      scores: known?.scores ?? [],
    });
    return {
      contentDisposition: reportContentDisposition(child.name, report.from, report.to),
      bytes: await renderReportPdf(content),
    };
  }

  /** Takes the credits once (the ledger answers a repeated commit with the first entry). */
  private async settle(reportId: string, studentName: string): Promise<AnalyticsReportResponse> {
    const { state } = await this.store.load(analyticsReportStream, reportId);
    if (state.status !== 'requested') {
      throw reportErrors.reportNotFound();
    }
    let charge = state.charge;
    if (!charge) {
      const taken = await this.charges.commit(state.report.reservationId);
      if (taken) {
        const recorded = await toReportException.guard(() =>
          this.store.handle(analyticsReportStream, reportId, {
            type: 'RecordCharge',
            data: {
              amount: REPORT_RULES.cost,
              transactionId: taken.transactionId,
              newBalance: taken.newBalance,
              at: this.clock.now().toISOString(),
            },
          }),
        );
        charge = recorded.state.status === 'requested' ? recorded.state.charge : undefined;
      }
    }
    const report = state.report;
    return {
      success: true,
      report: this.view({ ...report, id: report.reportId }, studentName),
      creditDeduction: charge
        ? {
            amount: charge.amount,
            newBalance: charge.newBalance,
            transactionId: charge.transactionId,
          }
        : {
            // The ledger did not answer the commit: its time-out settles it, never twice.
            amount: REPORT_RULES.cost,
            newBalance: (await this.charges.balance(report.parentId)) ?? 0,
            transactionId: '',
          },
      message: M.requested,
    };
  }

  private view(
    report: Pick<AnalyticsReportView, 'id' | 'requestId' | 'from' | 'to' | 'requestedAt'>,
    studentName: string,
  ): AnalyticsReportView {
    return {
      id: report.id,
      requestId: report.requestId,
      studentName,
      from: report.from,
      to: report.to,
      requestedAt: report.requestedAt,
      downloadUrl: ANALYTICS_REPORT_ROUTES.download(report.id),
    };
  }

  private async reserve(parentId: string, reservationId: string): Promise<void> {
    try {
      await this.charges.reserve({
        reservationId,
        accountId: parentId,
        amount: REPORT_RULES.cost,
        category: 'analytics_report',
        description: 'Detailed analytics report',
        timeoutSeconds: RESERVATION_TIMEOUT_SECONDS,
      });
    } catch (error) {
      if (error instanceof CreditsShortError) {
        throw reportErrors.insufficientCredits(error.required, error.available);
      }
      throw reportErrors.unavailable();
    }
  }
}
