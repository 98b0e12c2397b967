import type { AvailableQuestions, CurriculumSummary, SyllabusView } from '@abhyas/contracts';
import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../session/api/auth-client';

/** The syllabus changes with a deployment, not during a visit. */
const SYLLABUS_STALE_MS = 30 * 60_000;

export const curriculaQueryOptions = () =>
  queryOptions({
    queryKey: ['syllabus'] as const,
    queryFn: async () =>
      (await authClient.get<{ success: true; data: CurriculumSummary[] }>('/api/syllabus')).data,
    staleTime: SYLLABUS_STALE_MS,
  });

export const syllabusQueryOptions = (curriculum: string, schoolClass: number) =>
  queryOptions({
    queryKey: ['syllabus', curriculum, schoolClass] as const,
    queryFn: async () =>
      (
        await authClient.get<{ success: true; syllabus: SyllabusView }>(
          `/api/syllabus/${encodeURIComponent(curriculum)}/${schoolClass}`,
        )
      ).syllabus,
    staleTime: SYLLABUS_STALE_MS,
  });

export interface QuestionSelection {
  curriculum: string;
  class: number;
  subject: string;
  branch: string;
}

/** Everything below `['question-bank']` changes when a paper is generated (usage counts). */
export const availableQuestionsQueryOptions = (selection: QuestionSelection) =>
  queryOptions({
    queryKey: ['question-bank', 'available', selection] as const,
    queryFn: async () => {
      const query = new URLSearchParams({
        curriculum: selection.curriculum,
        class: String(selection.class),
        ...(selection.branch ? { branch: selection.branch } : {}),
      });
      return (
        await authClient.get<{ success: true; data: AvailableQuestions }>(
          `/api/question-bank/available/${encodeURIComponent(selection.subject)}?${query.toString()}`,
        )
      ).data;
    },
  });
