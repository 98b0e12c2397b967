import {
  ANALYTICS_REPORT_ROUTES,
  type AnalyticsReportRequest,
  type AnalyticsReportResponse,
} from '@abhyas/contracts';
import { authClient } from '../../session/api/auth-client';

export const analyticsReportApi = {
  /** Charges 2 credits once per `requestId`; the same id again answers the same report. */
  request: (parentId: string, studentName: string, body: AnalyticsReportRequest) =>
    authClient.post<AnalyticsReportResponse>(
      ANALYTICS_REPORT_ROUTES.request(parentId, studentName),
      body,
    ),
  /** The PDF, rendered again by the server on each call (free). */
  download: (downloadUrl: string) =>
    authClient.get<Blob>(downloadUrl, {
      as: 'blob',
      headers: { Accept: 'application/pdf, application/json' },
    }),
};
