import {
  AI_GENERATION_MESSAGES as AI,
  FAMILY_QUESTION_MESSAGES as FAMILY,
  PAPER_MESSAGES as P,
  PRACTICE_PAPER_MESSAGES as PRACTICE,
  SYLLABUS_MESSAGES,
} from '@abhyas/contracts';
import { ruleAnswers, ServiceException } from '@abhyas/runtime';
import { PaperRule, PaperRuleViolation } from '../domain/paper-generation.errors';

export enum PaperGenerationErrorCode {
  SyllabusNotFound = 'SYLLABUS_NOT_FOUND',
  SubjectNotFound = 'SUBJECT_NOT_FOUND',
  InvalidPaperForm = 'INVALID_PAPER_FORM',
  StudentNotFound = 'STUDENT_NOT_FOUND',
  InsufficientCredits = 'INSUFFICIENT_CREDITS',
  NotEnoughQuestions = 'NOT_ENOUGH_QUESTIONS',
  GenerationFailed = 'GENERATION_FAILED',
  GenerationNotFound = 'GENERATION_NOT_FOUND',
  DuplicateTitle = 'DUPLICATE_TITLE',
  PaperNotFound = 'PAPER_NOT_FOUND',
  NotYourPaper = 'NOT_YOUR_PAPER',
  AiNotConfigured = 'AI_NOT_CONFIGURED',
  JobNotFound = 'GENERATION_JOB_NOT_FOUND',
  InvalidAiPaper = 'INVALID_AI_PAPER',
  InvalidFamilyQuestions = 'INVALID_FAMILY_QUESTIONS',
  FamilyBankFull = 'FAMILY_BANK_FULL',
  FamilyQuestionNotFound = 'FAMILY_QUESTION_NOT_FOUND',
}

/** paper-generation's one exception class; each factory fixes the status and wording once. */
export class PaperGenerationException extends ServiceException<PaperGenerationErrorCode> {}

const invalid = (message: string) =>
  new PaperGenerationException(PaperGenerationErrorCode.InvalidPaperForm, 400, message);

/** paper-generation's answers to requests it cannot serve, mapped once to HTTP. */
export const paperGenerationErrors = {
  syllabusNotFound: (curriculum: string, schoolClass: number) =>
    new PaperGenerationException(
      PaperGenerationErrorCode.SyllabusNotFound,
      404,
      SYLLABUS_MESSAGES.classNotCovered(curriculum, schoolClass),
    ),
  subjectNotFound: (subject: string) =>
    new PaperGenerationException(
      PaperGenerationErrorCode.SubjectNotFound,
      404,
      SYLLABUS_MESSAGES.subjectNotCovered(subject),
    ),
  curriculumMismatch: (board: string) => invalid(P.curriculumMismatch(board)),
  studentNotFound: () =>
    new PaperGenerationException(PaperGenerationErrorCode.StudentNotFound, 404, P.studentNotFound),
  insufficientCredits: (required: number, available: number) =>
    new PaperGenerationException(
      PaperGenerationErrorCode.InsufficientCredits,
      402,
      P.insufficientCredits,
      { success: false, error: P.insufficientCredits, required, available },
    ),
  /** Spec: 'No CBSE questions found' with a suggestion; nothing was charged. */
  notEnoughQuestions: (boardName: string, needed: number, available: number, section?: string) =>
    new PaperGenerationException(
      PaperGenerationErrorCode.NotEnoughQuestions,
      422,
      P.noQuestions(boardName),
      {
        success: false,
        error: P.noQuestions(boardName),
        suggestion: section
          ? `The bank has ${available} of the ${needed} questions the ${section} section needs. ${P.noQuestionsSuggestion}`
          : `The bank has ${available} of the ${needed} questions this paper needs. ${P.noQuestionsSuggestion}`,
        required: needed,
        available,
      },
    ),
  generationFailed: () =>
    new PaperGenerationException(
      PaperGenerationErrorCode.GenerationFailed,
      503,
      P.generationError,
      {
        success: false,
        error: P.generationError,
      },
    ),
  generationNotFound: () =>
    new PaperGenerationException(
      PaperGenerationErrorCode.GenerationNotFound,
      404,
      P.generationNotFound,
    ),
  duplicateTitle: () =>
    new PaperGenerationException(PaperGenerationErrorCode.DuplicateTitle, 409, P.duplicateTitle),
  paperNotFound: () =>
    new PaperGenerationException(PaperGenerationErrorCode.PaperNotFound, 404, P.paperNotFound),
  questionNotFound: () =>
    new PaperGenerationException(PaperGenerationErrorCode.PaperNotFound, 404, P.questionNotFound),
  notYourPaper: () =>
    new PaperGenerationException(PaperGenerationErrorCode.NotYourPaper, 404, P.notYourPaper),
  /** No OPENAI_API_KEY: a deliberate setup; the form offers bank generation instead. */
  aiNotConfigured: () =>
    new PaperGenerationException(PaperGenerationErrorCode.AiNotConfigured, 503, AI.notConfigured, {
      success: false,
      error: AI.notConfigured,
    }),
  /** The ledger could not be asked: nothing was queued or charged. */
  aiGenerationFailed: () =>
    new PaperGenerationException(PaperGenerationErrorCode.GenerationFailed, 503, AI.failed, {
      success: false,
      error: AI.failed,
    }),
  olympiadMismatch: (olympiad: string) => invalid(AI.olympiadMismatch(olympiad)),
  /** Another parent's job, or none: the same 404, so a job id reveals nothing. */
  jobNotFound: () =>
    new PaperGenerationException(PaperGenerationErrorCode.JobNotFound, 404, AI.jobNotFound),
  /** The worker's paper failed the service's own checks (the job is failed, credits released). */
  /** No focus area is a bank topic of the child's papers: nothing was reserved. */
  practiceNoMatchingTopics: () => invalid(PRACTICE.noMatchingTopics),
  /** The bank had too few questions on the focus areas; the credits were released. */
  practiceNotEnoughQuestions: (needed: number, available: number) =>
    new PaperGenerationException(
      PaperGenerationErrorCode.NotEnoughQuestions,
      422,
      PRACTICE.failed,
      {
        success: false,
        error: PRACTICE.failed,
        suggestion: `The bank has ${available} questions on these focus areas; a practice paper needs at least ${needed}. Try again after more tests.`,
      },
    ),
  /** The ledger could not be asked: nothing was charged. */
  practiceServerError: () =>
    new PaperGenerationException(
      PaperGenerationErrorCode.GenerationFailed,
      503,
      PRACTICE.serverError,
      {
        success: false,
        error: PRACTICE.serverError,
      },
    ),
  /** Every refused question with its problems, by position: the parent fixes them all at once. */
  invalidFamilyQuestions: (questions: { number: number; issues: string[] }[]) =>
    new PaperGenerationException(
      PaperGenerationErrorCode.InvalidFamilyQuestions,
      400,
      FAMILY.invalid,
      { questions },
    ),
  familyQuestionNotFound: () =>
    new PaperGenerationException(
      PaperGenerationErrorCode.FamilyQuestionNotFound,
      404,
      FAMILY.notFound,
    ),
  invalidAiPaper: (issues: string[]) =>
    new PaperGenerationException(PaperGenerationErrorCode.InvalidAiPaper, 422, AI.invalidPaper, {
      issues,
    }),
};

/** Why a form cannot become a paper, said the way the API says it (400, naming what was wrong). */
export const toPaperException = ruleAnswers(PaperRuleViolation, {
  [PaperRule.CurriculumNotServedHere]: (v) => invalid(P.curriculumMismatch(v.detail)),
  [PaperRule.SyllabusMissing]: (v) => invalid(`No syllabus for ${v.detail} yet`),
  [PaperRule.SubjectMissing]: (v) => invalid(SYLLABUS_MESSAGES.subjectNotCovered(v.detail)),
  [PaperRule.BranchRequired]: (v) =>
    invalid(v.detail ? `No branch ${v.detail} for this subject` : P.branchRequired),
  [PaperRule.UnknownChapter]: (v) => invalid(`No chapter ${v.detail} in this subject`),
  [PaperRule.UnknownTopic]: (v) => invalid(`No topic ${v.detail} in the chosen chapters`),
  [PaperRule.ChapterRequired]: () =>
    invalid('Choose at least one chapter for a chapter-wise paper'),
  [PaperRule.TopicRequired]: () => invalid('Choose at least one topic for a topic-wise paper'),
  [PaperRule.MarksNotOffered]: (v) => invalid(`Total marks must be one of ${v.detail}`),
  [PaperRule.PaperTypeNotOffered]: (v) => invalid(`Paper type must be one of ${v.detail}`),
  [PaperRule.NoPattern]: (v) => invalid(`No published paper pattern for ${v.detail} yet`),
  [PaperRule.FamilyBankFull]: () =>
    new PaperGenerationException(PaperGenerationErrorCode.FamilyBankFull, 409, FAMILY.full),
});
