import { TEST_MESSAGES, type ExtraTimePercent } from '@abhyas/contracts';
import { useStatusMutation } from '../../../hooks/useStatusMutation';
import { testsApi, testsQueryKey } from '../api/tests-api';
import { useExtraTime } from './useTestQueries';

/** The child's extra time (0, 25 or 50 % of every test), read and saved. */
export function useExtraTimeSetting(parentId: string, childId: string | null) {
  const current = useExtraTime(parentId, childId);
  const { mutation: save, status } = useStatusMutation({
    mutationFn: (percent: ExtraTimePercent) =>
      testsApi.setExtraTime(parentId, childId ?? '', percent),
    successMessage: (answer) => answer.message || TEST_MESSAGES.extraTimeSaved,
    failureMessage: 'Could not save the extra time. Please try again.',
    invalidates: [testsQueryKey(parentId)],
  });
  return {
    current,
    save: (percent: ExtraTimePercent) => save.mutate(percent),
    saving: save.isPending,
    status,
  };
}
