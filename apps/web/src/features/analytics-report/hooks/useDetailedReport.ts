import type { AnalyticsReportResponse, AnalyticsReportView } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { creditsQueryKey } from '../../credits/api/credits-api';
import { analyticsReportApi } from '../api/analytics-report-api';
import {
  DOWNLOAD_FAILED,
  outcomeUnknown,
  type PendingReportRequest,
  reportFailureMessage,
  reportFileName,
  type ReportPeriod,
  reportRequestKey,
  requestIdFor,
} from '../report-download';

/**
 * One click asks for one report (2 credits, a new request id) and then downloads its PDF. A
 * download that fails can be tried again for free: the report exists, only the file is fetched.
 */
export function useDetailedReport(parentId: string, studentName: string) {
  const queryClient = useQueryClient();
  const pending = useRef<PendingReportRequest | null>(null);
  const [ready, setReady] = useState<AnalyticsReportResponse | null>(null);
  const refreshCredits = () =>
    void queryClient.invalidateQueries({ queryKey: creditsQueryKey(parentId) });

  const download = useMutation({
    mutationFn: async (report: AnalyticsReportView) => {
      const pdf = await analyticsReportApi.download(report.downloadUrl);
      saveFile(reportFileName(report.studentName, report), pdf);
    },
  });
  const request = useMutation({
    mutationFn: (period: ReportPeriod) => {
      const key = reportRequestKey(studentName, period);
      const requestId = requestIdFor(pending.current, key, () => crypto.randomUUID());
      pending.current = { key, requestId };
      return analyticsReportApi.request(parentId, studentName, { requestId, ...period });
    },
    onSuccess: (answer) => {
      pending.current = null;
      setReady(answer);
      refreshCredits();
      download.mutate(answer.report);
    },
    onError: (error) => {
      if (!outcomeUnknown(error)) {
        pending.current = null;
      }
      // A 402 means the figure shown was out of date.
      refreshCredits();
    },
  });

  return {
    request: (period: ReportPeriod) => {
      setReady(null);
      download.reset();
      request.mutate(period);
    },
    retryDownload: () => {
      if (ready) {
        download.mutate(ready.report);
      }
    },
    stage: request.isPending
      ? ('requesting' as const)
      : download.isPending
        ? ('downloading' as const)
        : null,
    busy: request.isPending || download.isPending,
    error: request.isError
      ? reportFailureMessage(request.error)
      : download.isError
        ? DOWNLOAD_FAILED
        : null,
    canRetryDownload: ready !== null && download.isError,
    done: download.isSuccess && ready ? ready : null,
  };
}
