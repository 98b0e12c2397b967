import { TEST_MESSAGES } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormStatus } from '../../../components/FormStatusLine';
import { ApiError } from '../../../lib/api-client';
import { testsApi, testsQueryKey } from '../api/tests-api';
import { overrideMarksInput } from '../override-marks';

/** A parent's change of one written answer's marks. */
export function useOverrideMarks(
  parentId: string,
  attemptId: string,
  questionId: string,
  maxMarks: number,
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FormStatus>(null);
  const change = useMutation({
    mutationFn: (request: { marks: number; reason: string }) =>
      testsApi.overrideMarks(attemptId, questionId, request),
    onSuccess: () => {
      setStatus({ kind: 'success', message: TEST_MESSAGES.overrideSaved });
      onSaved();
      void queryClient.invalidateQueries({ queryKey: testsQueryKey(parentId) });
    },
    onError: (error) =>
      setStatus({
        kind: 'error',
        message:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'Could not change the marks. Please try again.',
      }),
  });
  const submit = (marks: string, reason: string): boolean => {
    const input = overrideMarksInput(marks, reason, maxMarks);
    if (!input.ok) {
      setStatus({ kind: 'error', message: input.error });
      return false;
    }
    change.mutate(input.request);
    return true;
  };
  return { submit, busy: change.isPending, status };
}
