import { Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  analyticsReportParamsSchema,
  analyticsReportRequestSchema,
  learningNeedsParamsSchema,
} from '@abhyas/contracts';
import {
  access,
  CurrentPrincipal,
  type Principal,
  RequireAccess,
  ServiceController,
  ValidBody,
  ValidParams,
} from '@abhyas/runtime';
import { AnalyticsReportHandler } from '../application/analytics-report.handler';

type ChildParams = z.output<typeof learningNeedsParamsSchema>;

/** The detailed analytics report (2 credits): only the child's parent asks for or downloads it. */
@ServiceController('api/learning-needs', { docs: 'learning-needs' })
export class AnalyticsReportController {
  constructor(private readonly reports: AnalyticsReportHandler) {}

  @Post(':parentId/:studentName/reports')
  @HttpCode(200)
  @RequireAccess(access.accountHolder({ param: 'parentId' }))
  request(
    @ValidParams(learningNeedsParamsSchema) params: ChildParams,
    @ValidBody(analyticsReportRequestSchema) body: z.output<typeof analyticsReportRequestSchema>,
  ) {
    return this.reports.request(params.parentId, params.studentName, body);
  }

  @Get(':parentId/:studentName/reports')
  @RequireAccess(access.accountHolder({ param: 'parentId' }))
  list(@ValidParams(learningNeedsParamsSchema) params: ChildParams) {
    return this.reports.reportsOf(params.parentId, params.studentName);
  }

  /** Rendered again on each download from the events as of the request: free, and the same. */
  @Get('reports/:reportId.pdf')
  @RequireAccess(access.signedIn('parent'))
  async download(
    @CurrentPrincipal() principal: Principal,
    @ValidParams(analyticsReportParamsSchema) params: z.output<typeof analyticsReportParamsSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const pdf = await this.reports.pdf(principal, params.reportId);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', pdf.contentDisposition)
      .header('cache-control', 'private, no-store');
    return Buffer.from(pdf.bytes);
  }
}
