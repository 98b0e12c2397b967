import { EXPLANATION_MESSAGES as M } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsQueryKey } from '../../credits/api/credits-api';
import { explanationsApi, explanationsQueryKey } from '../api/explanations-api';
import { decisionFailureMessage } from '../explanation-forms';

type Decision =
  { kind: 'approve'; notes: string } | { kind: 'reject'; reason: string; notes: string };

/**
 * A parent's approval or rejection of one request. Approval charges the balance, so the
 * sidebar's figure is refreshed; a 402 refreshes it too, since it was evidently out of date.
 */
export function useReviewExplanation(
  parentId: string,
  requestId: string,
  onDecided: (message: string) => void,
) {
  const queryClient = useQueryClient();
  const refresh = (credits: boolean) => {
    void queryClient.invalidateQueries({ queryKey: explanationsQueryKey });
    if (credits) {
      void queryClient.invalidateQueries({ queryKey: creditsQueryKey(parentId) });
    }
  };
  const mutation = useMutation({
    mutationFn: async (decision: Decision) =>
      decision.kind === 'approve'
        ? (await explanationsApi.approve(requestId, decision.notes)).message || M.approved
        : (await explanationsApi.reject(requestId, decision.reason, decision.notes)).message ||
          M.rejected,
    onSuccess: (message, decision) => {
      refresh(decision.kind === 'approve');
      onDecided(message);
    },
    onError: () => refresh(true),
  });
  const error =
    mutation.isError && mutation.variables
      ? decisionFailureMessage(
          mutation.error,
          mutation.variables.kind === 'approve' ? M.failedToApprove : M.failedToReject,
        )
      : null;
  return {
    approve: (notes: string) => mutation.mutate({ kind: 'approve', notes }),
    reject: (reason: string, notes: string) => mutation.mutate({ kind: 'reject', reason, notes }),
    busy: mutation.isPending,
    pendingKind: mutation.isPending ? mutation.variables.kind : null,
    error,
    reset: mutation.reset,
  };
}
