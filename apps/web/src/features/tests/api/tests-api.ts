import type {
  AssignmentsResponse,
  AttemptsResponse,
  ExtraTimePercent,
  ExtraTimeResponse,
  OverrideMarksRequest,
  ScheduleTestRequest,
  ScheduleTestResponse,
  StartNewAttemptRequest,
  StartNewAttemptResponse,
  TestResultResponse,
} from '@abhyas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../session/api/auth-client';

const segment = (value: string) => encodeURIComponent(value);

/** Everything below `['tests', parentId]` is refreshed together after a schedule or a retake. */
/** Every tests query of the signed-in user (a student's lists after a submit). */
export const allTestsQueryKey = ['tests'] as const;
export const testsQueryKey = (parentId: string) => [...allTestsQueryKey, parentId] as const;

/** The parent's schedule list for one child. */
export const assignmentsQueryOptions = (parentId: string, childId: string) =>
  queryOptions({
    queryKey: [...testsQueryKey(parentId), 'assignments', childId] as const,
    queryFn: async () =>
      (
        await authClient.get<AssignmentsResponse>(
          `/api/assignments/${segment(parentId)}/child/${segment(childId)}`,
        )
      ).assignments,
  });

/** The student's Available Tests. */
export const scheduledTestsQueryOptions = (parentId: string, studentName: string) =>
  queryOptions({
    queryKey: [...testsQueryKey(parentId), 'scheduled', studentName] as const,
    queryFn: async () =>
      (
        await authClient.get<AssignmentsResponse>(
          `/api/tests/scheduled/${segment(parentId)}/${segment(studentName)}`,
        )
      ).assignments,
  });

/** Every attempt of one child (the student's results grid, the parent's Test Results cards). */
export const studentAttemptsQueryOptions = (parentId: string, studentName: string) =>
  queryOptions({
    queryKey: [...testsQueryKey(parentId), 'attempts', studentName] as const,
    queryFn: async () =>
      (
        await authClient.get<AttemptsResponse>(
          `/api/test-attempts/student/${segment(parentId)}/${segment(studentName)}`,
        )
      ).attempts,
  });

export const extraTimeQueryOptions = (parentId: string, childId: string) =>
  queryOptions({
    queryKey: [...testsQueryKey(parentId), 'extra-time', childId] as const,
    queryFn: async () =>
      (
        await authClient.get<ExtraTimeResponse>(
          `/api/tests/accommodations/${segment(parentId)}/child/${segment(childId)}`,
        )
      ).extraTimePercent,
  });

/** The student's own detailed result. */
export const studentResultQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ['test-result', 'student', attemptId] as const,
    queryFn: async () =>
      (
        await authClient.get<TestResultResponse>(
          `/api/test-attempts/student-view/${segment(attemptId)}`,
        )
      ).testResult,
    retry: false,
  });

/** The parent's detailed result: the latest submitted attempt, or the one named. */
export const parentResultQueryOptions = (
  parentId: string,
  paperId: string,
  studentName: string,
  attemptId: string | null,
) =>
  queryOptions({
    queryKey: [
      ...testsQueryKey(parentId),
      'result',
      paperId,
      studentName,
      attemptId ?? 'latest',
    ] as const,
    queryFn: async () => {
      const query = attemptId ? `?${new URLSearchParams({ attemptId }).toString()}` : '';
      return (
        await authClient.get<TestResultResponse>(
          `/api/test-attempts/parent-view/${segment(paperId)}/${segment(parentId)}/${segment(studentName)}${query}`,
        )
      ).testResult;
    },
    retry: false,
  });

export const testsApi = {
  schedule: (request: ScheduleTestRequest) =>
    authClient.post<ScheduleTestResponse>('/api/tests/schedule', request),
  setExtraTime: (parentId: string, childId: string, extraTimePercent: ExtraTimePercent) =>
    authClient.request<ExtraTimeResponse>(
      `/api/tests/accommodations/${segment(parentId)}/child/${segment(childId)}`,
      { method: 'PUT', body: { extraTimePercent } },
    ),
  startNewAttempt: (request: StartNewAttemptRequest) =>
    authClient.post<StartNewAttemptResponse>('/api/test-attempts/start-new-attempt', request),
  overrideMarks: (attemptId: string, questionId: string, request: OverrideMarksRequest) =>
    authClient.post<TestResultResponse>(
      `/api/test-attempts/${segment(attemptId)}/questions/${segment(questionId)}/marks`,
      request,
    ),
};
