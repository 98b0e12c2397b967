import { SYLLABUS_MESSAGES } from '@abhyas/contracts';
import { ServiceException } from '@abhyas/runtime';

export enum PaperGenerationErrorCode {
  SyllabusNotFound = 'SYLLABUS_NOT_FOUND',
  SubjectNotFound = 'SUBJECT_NOT_FOUND',
}

/** paper-generation's answers to requests it cannot serve, mapped once to HTTP. */
export const paperGenerationErrors = {
  syllabusNotFound: (curriculum: string, schoolClass: number) =>
    new ServiceException(
      PaperGenerationErrorCode.SyllabusNotFound,
      404,
      SYLLABUS_MESSAGES.classNotCovered(curriculum, schoolClass),
    ),
  subjectNotFound: (subject: string) =>
    new ServiceException(
      PaperGenerationErrorCode.SubjectNotFound,
      404,
      SYLLABUS_MESSAGES.subjectNotCovered(subject),
    ),
};
