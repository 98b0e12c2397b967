import { PAPER_MESSAGES, PAPER_RULES } from '@abhyas/contracts';
import {
  chapterChoice,
  chaptersRequired,
  hasSectionMarks,
  topicsRequired,
  type PaperForm,
} from './paper-form';

export type PaperFormField =
  | 'examType'
  | 'class'
  | 'subject'
  | 'branch'
  | 'chapters'
  | 'topics'
  | 'totalMarks'
  | 'questionTypes';

export type PaperFormErrors = Partial<Record<PaperFormField, string>>;

export const FORM_MESSAGES = {
  chooseExamType: 'Choose an examination type',
  chooseClass: 'Choose a class',
  chooseSubject: 'Choose a subject',
  chooseChapter: 'Choose a chapter',
  chooseChapters: 'Choose at least one chapter',
  chooseTopics: 'Choose at least one topic',
  chooseQuestionTypes: 'Choose at least one question type',
} as const;

/** The comprehensive split (MCQ + short + long) must add up to the total (spec §5). */
export const sectionMarksMismatch = (form: PaperForm): boolean =>
  hasSectionMarks(form) && form.mcqMarks + form.shortMarks + form.longMarks !== form.totalMarks;

/**
 * What a (resolved) form still lacks before a paper can be generated, field by field. The title
 * is checked on its own (it also depends on the server's duplicate answer).
 */
export function validatePaperForm(
  form: PaperForm,
  context: { needsBranch: boolean },
): PaperFormErrors {
  const errors: PaperFormErrors = {};
  if (form.examType === '') {
    errors.examType = FORM_MESSAGES.chooseExamType;
  }
  if (form.class === null) {
    errors.class = FORM_MESSAGES.chooseClass;
  }
  if (form.subject === '') {
    errors.subject = FORM_MESSAGES.chooseSubject;
  }
  if (context.needsBranch && form.branch === '') {
    errors.branch = PAPER_MESSAGES.branchRequired;
  }
  if (chaptersRequired(form) && form.chapters.length === 0) {
    errors.chapters =
      chapterChoice(form) === 'one' ? FORM_MESSAGES.chooseChapter : FORM_MESSAGES.chooseChapters;
  }
  if (topicsRequired(form) && form.topics.length === 0 && !errors.chapters) {
    errors.topics = FORM_MESSAGES.chooseTopics;
  }
  if (form.topics.length > PAPER_RULES.maxTopics) {
    errors.topics = PAPER_MESSAGES.tooManyTopics;
  }
  if (sectionMarksMismatch(form)) {
    errors.totalMarks = PAPER_MESSAGES.marksMismatch;
  }
  if (form.method === 'ai' && form.questionTypes.length === 0) {
    errors.questionTypes = FORM_MESSAGES.chooseQuestionTypes;
  }
  return errors;
}
