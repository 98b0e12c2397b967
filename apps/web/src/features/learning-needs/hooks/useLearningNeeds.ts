import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  learningNeedsApi,
  learningNeedsQueryKey,
  learningNeedsQueryOptions,
} from '../api/learning-needs-api';

/** A child's learning needs; nothing is asked while no child is known. */
export function useLearningNeeds(parentId: string | undefined, studentName: string | undefined) {
  return useQuery({
    ...learningNeedsQueryOptions(parentId ?? '', studentName ?? ''),
    enabled: Boolean(parentId && studentName),
  });
}

/** 'Compute Learning Needs': recomputes now and shows the answer without a second call. */
export function useComputeLearningNeeds(parentId: string, studentName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => learningNeedsApi.compute(parentId, studentName),
    onSuccess: (answer) => {
      queryClient.setQueryData(learningNeedsQueryKey(parentId, studentName), answer);
    },
  });
}
