import { TEST_MESSAGES } from '@abhyas/contracts';
import { useStatusMutation } from '../../../hooks/useStatusMutation';
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
  const {
    mutation: change,
    status,
    setStatus,
  } = useStatusMutation({
    mutationFn: (request: { marks: number; reason: string }) =>
      testsApi.overrideMarks(attemptId, questionId, request),
    successMessage: () => TEST_MESSAGES.overrideSaved,
    failureMessage: 'Could not change the marks. Please try again.',
    invalidates: [testsQueryKey(parentId)],
    onSaved,
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
