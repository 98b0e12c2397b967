import type { GeneratedPaper, SavePaperRequest } from '@abhyas/contracts';
import type { PaperForm } from './paper-form';

/**
 * Spec §3's saved paper payload: the form's fields, the parent and student, and the generation
 * it keeps. The server stores its own copy of the generation, so questions are not sent back.
 */
export function savePaperRequest(
  form: PaperForm,
  paper: GeneratedPaper,
  parentId: string,
): SavePaperRequest {
  return {
    parentId,
    student: form.student,
    generationId: paper.generationId,
    title: form.title.trim(),
    timeDuration: paper.timeDuration,
    curriculumType: form.examType,
    curriculum: form.curriculum,
    class: form.class,
    subject: paper.subject,
    branch: form.branch || undefined,
    chapter: paper.chapter,
    selectedTopics: form.topics,
    paperType: form.paperType,
    totalMarks: paper.totalMarks,
    mcqMarks: form.mcqMarks,
    shortMarks: form.shortMarks,
    longMarks: form.longMarks,
    difficultyDistribution: form.difficultyDistribution,
  };
}
