import { z } from 'zod';
import {
  line,
  prose,
  questionContentFields,
  questionExplanationFields,
  texts,
} from './question-fields';
import { paperFormFields, QUESTION_TYPE_LABELS, type QuestionTypeLabel } from './papers.http';
import type { CurriculumCode } from './syllabus.http';

/**
 * A family's own questions (`POST /api/question-bank/save-questions`): a parent keeps questions,
 * for example those of an AI paper, in a private bank. They are checked like bank questions, are
 * not reviewed by Abhyas, and only this family's bank papers use them.
 */
export const FAMILY_QUESTION_RULES = {
  /** Questions one save may carry (an AI paper has at most 50). */
  maxPerSave: 100,
  /** A family's bank at most: past it, a save asks the parent to remove some first. */
  maxPerFamily: 1000,
} as const;

export const FAMILY_QUESTION_MESSAGES = {
  invalid: 'Some questions cannot be saved: fix them and save again. Nothing was saved.',
  full: `Your question bank holds at most ${FAMILY_QUESTION_RULES.maxPerFamily} questions: remove some before saving more.`,
  notFound: 'Question not found in your question bank',
  unreviewed: 'Your own question: not reviewed by Abhyas',
} as const;

const TYPE_BY_LABEL = Object.fromEntries(
  Object.entries(QUESTION_TYPE_LABELS).map(([type, label]) => [label.toLowerCase(), type]),
) as Record<string, keyof typeof QUESTION_TYPE_LABELS>;

/** `MCQ`, `True/False`, … as the screens show them, or the bank's own `mcq`, `true_false`, …. */
const questionType = line('questionType', 40)
  .transform((value) => TYPE_BY_LABEL[value.toLowerCase()] ?? value.toLowerCase())
  .pipe(
    z.enum(Object.keys(QUESTION_TYPE_LABELS) as [keyof typeof QUESTION_TYPE_LABELS], {
      error: `questionType must be one of ${Object.values(QUESTION_TYPE_LABELS).join(', ')}`,
    }),
  );

/**
 * One question as the spec's question bank record names it (question, questionType, options,
 * correctAnswer, explanation, difficulty, topic, passage), with where it belongs. A paper's
 * question (`PaperQuestion`) maps onto it field by field. `topic` is a topic id of the subject or
 * its name; `chapter` (id or name) is needed only when a topic id repeats across chapters.
 */
export const familyQuestionInputSchema = z.strictObject({
  curriculum: paperFormFields.curriculum,
  class: paperFormFields.class,
  subject: paperFormFields.subject,
  branch: paperFormFields.branch,
  chapter: line('chapter', 120).optional(),
  topic: line('topic', 120),
  subTopic: line('subTopic', 200).optional(),
  question: prose('question', 2000),
  questionType,
  ...questionContentFields,
  marks: questionContentFields.marks.default(1),
  /** MCQ: A–D (or the correct option's text); True/False: True or False; a blank: the answer. */
  correctAnswer: prose('correctAnswer', 3000).optional(),
  explanation: z.strictObject({
    ...questionExplanationFields,
    relatedTopics: texts('relatedTopics', 120).optional(),
  }),
});
export type FamilyQuestionInput = z.input<typeof familyQuestionInputSchema>;
export type CheckedFamilyQuestionInput = z.output<typeof familyQuestionInputSchema>;

export const saveQuestionsRequestSchema = z.strictObject({
  questions: z
    .array(familyQuestionInputSchema)
    .min(1, 'questions: give at least one question')
    .max(
      FAMILY_QUESTION_RULES.maxPerSave,
      `questions: at most ${FAMILY_QUESTION_RULES.maxPerSave} in one save`,
    ),
});
export type SaveQuestionsRequest = z.input<typeof saveQuestionsRequestSchema>;

export interface SaveQuestionsResponse {
  success: true;
  /** Newly saved, and already in the family's bank (the same question saved before). */
  saved: number;
  alreadySaved: number;
  questionIds: string[];
}

/** Why a save was refused: each question's problems, by its position (1-based). */
export interface SaveQuestionsRefusal {
  message: string;
  questions: { number: number; issues: string[] }[];
}

export const familyQuestionsQuerySchema = z.strictObject({
  curriculum: paperFormFields.curriculum.optional(),
  class: paperFormFields.class.optional(),
  subject: paperFormFields.subject.optional(),
});

export const familyQuestionParamsSchema = z.strictObject({
  questionId: line('questionId', 80).regex(
    /^fam-[a-f0-9]{16}$/,
    'questionId is not a saved question',
  ),
});

/** One question of the family's bank as the parent lists it (with its key: it is theirs). */
export interface FamilyQuestionView {
  questionId: string;
  curriculum: CurriculumCode;
  class: number;
  subject: string;
  branch?: string;
  chapter: string;
  topic: string;
  question: string;
  questionType: QuestionTypeLabel;
  difficulty: 'easy' | 'medium' | 'hard' | 'very_hard';
  marks: number;
  savedAt: string;
}

export interface FamilyQuestionsResponse {
  success: true;
  questions: FamilyQuestionView[];
}

export const FAMILY_QUESTION_ROUTES = {
  save: '/api/question-bank/save-questions',
  list: '/api/question-bank/family-questions',
  remove: (questionId: string) =>
    `/api/question-bank/family-questions/${encodeURIComponent(questionId)}`,
} as const;
