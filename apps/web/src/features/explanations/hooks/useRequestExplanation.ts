import { EXPLANATION_MESSAGES as M, type ExplanationRequestBody } from '@abhyas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { explanationsApi, explanationsQueryKey } from '../api/explanations-api';
import { submitFailureMessage } from '../explanation-forms';

/** Sends a child's request; the lists are refreshed so the question shows its new status. */
export function useRequestExplanation(onSubmitted: (message: string) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: ExplanationRequestBody) => explanationsApi.request(body),
    onSuccess: () => {
      onSubmitted(M.submitted);
      void queryClient.invalidateQueries({ queryKey: explanationsQueryKey });
    },
  });
  return {
    submit: (body: ExplanationRequestBody) => mutation.mutate(body),
    busy: mutation.isPending,
    error: mutation.isError ? submitFailureMessage(mutation.error) : null,
    reset: mutation.reset,
  };
}
