import type {
  ApproveExplanationResponse,
  ExplanationRequestBody,
  ExplanationRequestResponse,
  ExplanationRequestsResponse,
  ExplanationResponse,
} from '@abhyas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../session/api/auth-client';

const segment = (value: string) => encodeURIComponent(value);

/** Every list and explanation is refreshed together after a request or a decision. */
export const explanationsQueryKey = ['explanation-requests'] as const;

/**
 * A child's own requests (their result detail and their Explanation Requests tab). The parent
 * decides elsewhere, so every screen that shows the list asks again (no stale time).
 */
export const studentExplanationRequestsQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: [...explanationsQueryKey, 'student', studentId] as const,
    staleTime: 0,
    queryFn: () =>
      authClient.get<ExplanationRequestsResponse>(
        `/api/explanation-requests/student/${segment(studentId)}`,
      ),
  });

/** Every child's requests, for the parent's management view and the sidebar's pending count. */
export const parentExplanationRequestsQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: [...explanationsQueryKey, 'parent', parentId] as const,
    staleTime: 0,
    queryFn: () =>
      authClient.get<ExplanationRequestsResponse>(
        `/api/explanation-requests/parent/${segment(parentId)}`,
      ),
  });

/** The approved explanation of a question; 404 until a parent has approved one. */
export const explanationQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: [...explanationsQueryKey, 'explanation', questionId] as const,
    queryFn: async () =>
      (
        await authClient.get<ExplanationResponse>(
          `/api/explanation-requests/question/${segment(questionId)}/explanation`,
        )
      ).explanation,
    retry: false,
  });

export const explanationsApi = {
  request: (body: ExplanationRequestBody) =>
    authClient.post<ExplanationRequestResponse>('/api/explanation-requests/request', body),
  approve: (requestId: string, notes: string) =>
    authClient.post<ApproveExplanationResponse>(
      `/api/explanation-requests/${segment(requestId)}/approve`,
      notes.trim() ? { notes: notes.trim() } : {},
    ),
  reject: (requestId: string, reason: string, notes: string) =>
    authClient.post<ExplanationRequestResponse>(
      `/api/explanation-requests/${segment(requestId)}/reject`,
      { reason: reason.trim(), ...(notes.trim() ? { notes: notes.trim() } : {}) },
    ),
};
