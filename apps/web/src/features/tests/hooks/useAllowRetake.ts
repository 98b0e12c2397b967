import { TEST_MESSAGES } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormStatus } from '../../../components/FormStatusLine';
import { ApiError } from '../../../lib/api-client';
import { testsApi, testsQueryKey } from '../api/tests-api';

/** Allow Retake: a new attempt for the child, the spec's message, and the lists refreshed. */
export function useAllowRetake(parentId: string, studentName: string) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FormStatus>(null);
  const retake = useMutation({
    mutationFn: (paperId: string) => testsApi.startNewAttempt({ paperId, studentName }),
    onSuccess: (answer) => {
      setStatus({
        kind: 'success',
        message: TEST_MESSAGES.newAttemptStarted(answer.attemptNumber),
      });
      void queryClient.invalidateQueries({ queryKey: testsQueryKey(parentId) });
    },
    onError: (error) =>
      setStatus({
        kind: 'error',
        message:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : TEST_MESSAGES.failedNewAttempt,
      }),
  });
  return {
    allow: (paperId: string) => retake.mutate(paperId),
    pendingPaper: retake.isPending ? retake.variables : null,
    status,
  };
}
