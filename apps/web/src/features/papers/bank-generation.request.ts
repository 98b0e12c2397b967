import type { BankBoard, BankGenerationRequest } from '@abhyas/contracts';
import { EXAM_TYPE_BOARD, hasCountedMarks, hasSectionMarks, type PaperForm } from './paper-form';

/** The bank endpoint of the form's examination type (`/api/question-bank/{board}/generate-paper`). */
export const boardFor = (form: Pick<PaperForm, 'examType'>): BankBoard | null =>
  form.examType === '' ? null : EXAM_TYPE_BOARD[form.examType];

/**
 * The contract's generation request from a resolved form. Olympiad totals come from the
 * organiser's pattern, so only boards send marks: a chosen total, or the comprehensive split.
 */
export function bankGenerationRequest(form: PaperForm, requestId: string): BankGenerationRequest {
  const marks = hasSectionMarks(form)
    ? {
        totalMarks: form.totalMarks,
        mcqMarks: form.mcqMarks,
        shortMarks: form.shortMarks,
        longMarks: form.longMarks,
      }
    : hasCountedMarks(form)
      ? { totalMarks: form.totalMarks }
      : {};
  return {
    studentId: form.student,
    curriculum: form.curriculum,
    class: form.class ?? 0,
    subject: form.subject,
    generationType: 'question_bank',
    difficultyDistribution: form.difficultyDistribution,
    ...(form.branch ? { branch: form.branch } : {}),
    ...(form.chapters.length === 1 ? { chapter: form.chapters[0] } : {}),
    ...(form.chapters.length > 1 ? { chapter: form.chapters } : {}),
    topics: form.topics,
    paperType: form.paperType,
    ...marks,
    title: form.title.trim(),
    requestId,
  };
}
