import { useQuery } from '@tanstack/react-query';
import {
  assignmentsQueryOptions,
  extraTimeQueryOptions,
  scheduledTestsQueryOptions,
  studentAttemptsQueryOptions,
} from '../api/tests-api';

/** A student's Available Tests; a student without a parent has none (spec §5). */
export function useScheduledTests(parentId: string | undefined, studentName: string) {
  return useQuery({
    ...scheduledTestsQueryOptions(parentId ?? '', studentName),
    enabled: Boolean(parentId),
  });
}

export function useStudentAttempts(parentId: string | undefined, studentName: string | null) {
  return useQuery({
    ...studentAttemptsQueryOptions(parentId ?? '', studentName ?? ''),
    enabled: Boolean(parentId) && Boolean(studentName),
  });
}

export function useAssignments(parentId: string, childId: string | null) {
  return useQuery({
    ...assignmentsQueryOptions(parentId, childId ?? ''),
    enabled: childId !== null,
  });
}

export function useExtraTime(parentId: string, childId: string | null) {
  return useQuery({ ...extraTimeQueryOptions(parentId, childId ?? ''), enabled: childId !== null });
}
