import { useQuery } from '@tanstack/react-query';
import {
  parentExplanationRequestsQueryOptions,
  studentExplanationRequestsQueryOptions,
} from '../api/explanations-api';
import { pollWhilePreparing } from '../explanation-polling';

export function useStudentExplanationRequests(studentId: string | undefined) {
  return useQuery({
    ...studentExplanationRequestsQueryOptions(studentId ?? ''),
    enabled: Boolean(studentId),
    refetchInterval: pollWhilePreparing(false),
    refetchIntervalInBackground: false,
  });
}

/**
 * Polled each minute, so the sidebar's pending count follows the children's new requests; more
 * often while an approved explanation is being prepared.
 */
export function useParentExplanationRequests(parentId: string) {
  return useQuery({
    ...parentExplanationRequestsQueryOptions(parentId),
    refetchInterval: pollWhilePreparing(60_000),
    refetchIntervalInBackground: false,
  });
}
