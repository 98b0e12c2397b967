import { defineProjection, type Projection } from '@abhyas/event-store';
import { analyticsReportStream } from '../domain/analytics-report.stream';

const reportIdOf = (streamId: string): string =>
  streamId.slice(analyticsReportStream.streamId('').length);

/** Each child's reports (for the parent's list and erasure); rebuilt from the log. */
export const analyticsReportProjection = (schema: string): Projection =>
  defineProjection({
    name: 'analytics-reports',
    streams: [analyticsReportStream],
    handlers: {
      ReportRequested: async (tx, { data }) => {
        await tx.query(
          `insert into ${schema}.analytics_reports
             (report_id, request_id, parent_id, child_id, period_from, period_to, requested_at)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (report_id) do nothing`,
          [
            data.reportId,
            data.requestId,
            data.parentId,
            data.childId,
            data.from,
            data.to,
            data.requestedAt,
          ],
        );
      },
      ReportErased: async (tx, { streamId }) => {
        await tx.query(`delete from ${schema}.analytics_reports where report_id = $1`, [
          reportIdOf(streamId),
        ]);
      },
    },
    reset: async (tx) => {
      await tx.query(`truncate ${schema}.analytics_reports`);
    },
  });
