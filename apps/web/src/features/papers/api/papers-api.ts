import {
  titleKey,
  type BankBoard,
  type BankGenerationRequest,
  type BankGenerationResponse,
  type GeneratedPaper,
  type PaperListResponse,
  type SavePaperRequest,
  type SavePaperResponse,
} from '@abhyas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, LONG_CALL_TIMEOUT_MS } from '../../../lib/api-client';
import { authClient } from '../../session/api/auth-client';

const segment = (value: string) => encodeURIComponent(value);

/** Everything below `['papers', parentId]` is refreshed together after a save. */
export const papersQueryKey = (parentId: string) => ['papers', parentId] as const;

export const paperListQueryOptions = (parentId: string, childId: string) =>
  queryOptions({
    queryKey: [...papersQueryKey(parentId), 'child', childId] as const,
    queryFn: async () =>
      (
        await authClient.get<PaperListResponse>(
          `/api/papers/${segment(parentId)}/child/${segment(childId)}`,
        )
      ).papers,
  });

export const duplicateTitleQueryOptions = (parentId: string, title: string) =>
  queryOptions({
    queryKey: [...papersQueryKey(parentId), 'title', titleKey(title)] as const,
    queryFn: async () => {
      const query = new URLSearchParams({ title: titleKey(title), parentId });
      return (
        await authClient.get<{ isDuplicate: boolean }>(
          `/api/papers/check-duplicate-title?${query.toString()}`,
        )
      ).isDuplicate;
    },
    staleTime: 10_000,
  });

export const papersApi = {
  generateFromBank: async (
    board: BankBoard,
    request: BankGenerationRequest,
  ): Promise<GeneratedPaper> => {
    const answer = await authClient.post<BankGenerationResponse>(
      `/api/question-bank/${board}/generate-paper`,
      request,
      { timeoutMs: LONG_CALL_TIMEOUT_MS },
    );
    if (!answer.success) {
      // A refusal sent with a 2xx status reads like the 422 it stands for.
      throw new ApiError(422, '', answer.error, answer, '');
    }
    return answer.paper;
  },
  savePaper: (request: SavePaperRequest) =>
    authClient.post<SavePaperResponse>('/api/papers/save-paper', request),
};
