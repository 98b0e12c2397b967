import { TEST_MESSAGES, type ExtraTimePercent } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormStatus } from '../../../components/FormStatusLine';
import { ApiError } from '../../../lib/api-client';
import { testsApi, testsQueryKey } from '../api/tests-api';
import { useExtraTime } from './useTestQueries';

/** The child's extra time (0, 25 or 50 % of every test), read and saved. */
export function useExtraTimeSetting(parentId: string, childId: string | null) {
  const queryClient = useQueryClient();
  const current = useExtraTime(parentId, childId);
  const [status, setStatus] = useState<FormStatus>(null);
  const save = useMutation({
    mutationFn: (percent: ExtraTimePercent) =>
      testsApi.setExtraTime(parentId, childId ?? '', percent),
    onSuccess: (answer) => {
      setStatus({ kind: 'success', message: answer.message || TEST_MESSAGES.extraTimeSaved });
      void queryClient.invalidateQueries({ queryKey: testsQueryKey(parentId) });
    },
    onError: (error) =>
      setStatus({
        kind: 'error',
        message:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'Could not save the extra time. Please try again.',
      }),
  });
  return {
    current,
    save: (percent: ExtraTimePercent) => save.mutate(percent),
    saving: save.isPending,
    status,
  };
}
