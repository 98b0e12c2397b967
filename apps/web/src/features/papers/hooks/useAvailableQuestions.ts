import { useQuery } from '@tanstack/react-query';
import { availableQuestionsQueryOptions } from '../api/syllabus-api';
import type { PaperForm } from '../paper-form';

/** The bank's summary for the chosen curriculum, class, subject (and branch where needed). */
export function useAvailableQuestions(form: PaperForm, needsBranch: boolean) {
  const complete =
    form.curriculum !== '' &&
    form.class !== null &&
    form.subject !== '' &&
    (!needsBranch || form.branch !== '');
  return useQuery({
    ...availableQuestionsQueryOptions({
      curriculum: form.curriculum,
      class: form.class ?? 0,
      subject: form.subject,
      branch: form.branch,
    }),
    enabled: complete,
  });
}
