import { TEST_MESSAGES } from '@abhyas/contracts';
import { useStatusMutation } from '../../../hooks/useStatusMutation';
import { testsApi, testsQueryKey } from '../api/tests-api';

/** Allow Retake: a new attempt for the child, the spec's message, and the lists refreshed. */
export function useAllowRetake(parentId: string, studentName: string) {
  const { mutation: retake, status } = useStatusMutation({
    mutationFn: (paperId: string) => testsApi.startNewAttempt({ paperId, studentName }),
    successMessage: (answer) => TEST_MESSAGES.newAttemptStarted(answer.attemptNumber),
    failureMessage: TEST_MESSAGES.failedNewAttempt,
    invalidates: [testsQueryKey(parentId)],
  });
  return {
    allow: (paperId: string) => retake.mutate(paperId),
    pendingPaper: retake.isPending ? retake.variables : null,
    status,
  };
}
