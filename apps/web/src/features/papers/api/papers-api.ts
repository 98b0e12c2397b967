import {
  AI_GENERATION_POLL_MS,
  titleKey,
  type AiGenerationAvailability,
  type AiGenerationRequest,
  type BankBoard,
  type BankGenerationRequest,
  type BankGenerationResponse,
  type GeneratedPaper,
  type GenerationJobAccepted,
  type GenerationJobView,
  PAPER_ROUTES,
  type PaperListResponse,
  type SavePaperRequest,
  type SavePaperResponse,
} from '@abhyas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, LONG_CALL_TIMEOUT_MS } from '../../../lib/api-client';
import { authClient } from '../../session/api/auth-client';
import { isJobSettled } from '../ai-generation-job';

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

/** Whether the server offers AI generation (a key is configured); it rarely changes. */
export const aiAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: ['generate', 'availability'] as const,
    queryFn: () => authClient.get<AiGenerationAvailability>('/api/generate/availability'),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const isJobMissing = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** One AI job, polled every second until it is completed or failed (the gateway cannot stream). */
export const aiJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['generate', 'jobs', jobId] as const,
    queryFn: () => authClient.get<GenerationJobView>(`/api/generate/jobs/${segment(jobId)}`),
    refetchInterval: (query) =>
      isJobSettled(query.state.data) || isJobMissing(query.state.error)
        ? false
        : AI_GENERATION_POLL_MS,
    // A job that is not this parent's (or gone) will not appear by asking again.
    retry: (failures, error) => !isJobMissing(error) && failures < 3,
    staleTime: 0,
  });

export const papersApi = {
  /** 202: the job is queued and its credits reserved; follow it with `aiJobQueryOptions`. */
  generateWithAi: (path: string, request: AiGenerationRequest) =>
    authClient.post<GenerationJobAccepted>(path, request),
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
  /** The saved paper as a PDF, its answer key on pages of its own (rendered on each call). */
  downloadPdf: (paperId: string) =>
    authClient.get<Blob>(PAPER_ROUTES.pdf(paperId), {
      as: 'blob',
      headers: { Accept: 'application/pdf, application/json' },
    }),
};
