import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { canReadEventStreams } from '../../../lib/read-event-stream';
import { isJobSettled } from '../ai-generation-job';
import { aiJobQueryOptions, followAiJob } from '../api/papers-api';

/**
 * Follows an AI job through its server-sent events, writing each view into the job's query, so
 * the screen reads it as it would a polled one. Answers whether the stream is in use: once it
 * fails, or closes before the job is finished, the caller polls instead (for that job).
 */
export function useAiJobEvents(jobId: string | null): boolean {
  const queryClient = useQueryClient();
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const streaming = jobId !== null && failedFor !== jobId && canReadEventStreams();

  useEffect(() => {
    if (!streaming) {
      return;
    }
    const controller = new AbortController();
    let finished = false;
    followAiJob(
      jobId,
      (view) => {
        finished = isJobSettled(view);
        queryClient.setQueryData(aiJobQueryOptions(jobId).queryKey, view);
      },
      controller.signal,
    ).then(
      () => {
        if (!finished && !controller.signal.aborted) {
          setFailedFor(jobId);
        }
      },
      () => {
        if (!controller.signal.aborted) {
          setFailedFor(jobId);
        }
      },
    );
    return () => controller.abort();
  }, [streaming, jobId, queryClient]);

  return streaming;
}
