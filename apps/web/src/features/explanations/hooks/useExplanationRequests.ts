import { useQuery } from '@tanstack/react-query';
import {
  parentExplanationRequestsQueryOptions,
  studentExplanationRequestsQueryOptions,
} from '../api/explanations-api';

export function useStudentExplanationRequests(studentId: string | undefined) {
  return useQuery({
    ...studentExplanationRequestsQueryOptions(studentId ?? ''),
    enabled: Boolean(studentId),
  });
}

/** Polled each minute, so the sidebar's pending count follows the children's new requests. */
export function useParentExplanationRequests(parentId: string) {
  return useQuery({
    ...parentExplanationRequestsQueryOptions(parentId),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}
