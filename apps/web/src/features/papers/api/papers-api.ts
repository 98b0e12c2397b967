import {
  AI_GENERATION_POLL_MS,
  AI_GENERATION_ROUTES,
  AI_JOB_EVENT,
  titleKey,
  type AiGenerationAvailability,
  type AiGenerationRequest,
  type BankBoard,
  type BankGenerationRequest,
  type BankGenerationResponse,
  type GeneratedPaper,
  type GenerationJobAccepted,
  type GenerationJobView,
  FAMILY_QUESTION_ROUTES,
  type FamilyQuestionInput,
  type FamilyQuestionsResponse,
  PAPER_ROUTES,
  type PaperListResponse,
  type SavePaperRequest,
  type SavePaperResponse,
  type SaveQuestionsResponse,
} from '@abhyas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, LONG_CALL_TIMEOUT_MS } from '../../../lib/api-client';
import { joinUrl } from '../../../lib/create-api-client';
import { readEventStream } from '../../../lib/read-event-stream';
import { authClient } from '../../session/api/auth-client';
import { sessionStore } from '../../session/session-store';
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

/**
 * One AI job, polled every second until it is completed or failed, where its events cannot be
 * read (`followAiJob` fills the same query while they can).
 */
export const aiJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['generate', 'jobs', jobId] as const,
    queryFn: () => authClient.get<GenerationJobView>(AI_GENERATION_ROUTES.job(jobId)),
    refetchInterval: (query) =>
      isJobSettled(query.state.data) || isJobMissing(query.state.error)
        ? false
        : AI_GENERATION_POLL_MS,
    // A job that is not this parent's (or gone) will not appear by asking again.
    retry: (failures, error) => !isJobMissing(error) && failures < 3,
    staleTime: 0,
  });

/**
 * The job's server-sent events: each view as it changes, until the server closes the stream
 * after the last. Rejects on anything else (a 401 for an expired token, a 404): the caller then
 * polls, which refreshes the token as every call does.
 */
export const followAiJob = (
  jobId: string,
  onView: (view: GenerationJobView) => void,
  signal: AbortSignal,
): Promise<void> => {
  const { token } = sessionStore.get();
  return readEventStream(
    joinUrl(import.meta.env.VITE_API_BASE ?? '', AI_GENERATION_ROUTES.events(jobId)),
    {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
      onEvent: (event) => {
        if (event.event === AI_JOB_EVENT) {
          onView(JSON.parse(event.data) as GenerationJobView);
        }
      },
    },
  );
};

/** The family's own saved questions (not reviewed by Abhyas), newest first. */
export const familyQuestionsQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: [...papersQueryKey(parentId), 'family-questions'] as const,
    queryFn: async () =>
      (await authClient.get<FamilyQuestionsResponse>(FAMILY_QUESTION_ROUTES.list)).questions,
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
  /** Keeps questions in the family's own bank (checked, not reviewed; only their papers use them). */
  saveQuestions: (questions: FamilyQuestionInput[]) =>
    authClient.post<SaveQuestionsResponse>(FAMILY_QUESTION_ROUTES.save, { questions }),
  removeFamilyQuestion: (questionId: string) =>
    authClient.delete<{ success: true }>(FAMILY_QUESTION_ROUTES.remove(questionId)),
  /** The saved paper as a PDF, its answer key on pages of its own (rendered on each call). */
  downloadPdf: (paperId: string) =>
    authClient.get<Blob>(PAPER_ROUTES.pdf(paperId), {
      as: 'blob',
      headers: { Accept: 'application/pdf, application/json' },
    }),
};
