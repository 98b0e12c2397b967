import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { questionSchema } from '@abhyas/question-bank';
import { z } from 'zod';

/** Where a family question serves: one place of the syllabus, with the names a paper shows. */
const familyQuestionPlace = z.object({
  curriculum: z.string(),
  class: z.number().int(),
  subject: z.string(),
  branch: z.string().optional(),
  chapterId: z.string(),
  chapterName: z.string(),
  topicId: z.string(),
  topicName: z.string(),
});

/**
 * The events of a `family-bank-<parentId>` stream: the questions a parent keeps in their
 * family's private bank. Each event holds the whole question in the bank's own format (checked
 * by the bank's schema when it was saved), so papers and read models never need the request.
 */
export const familyBankEvents = defineEvents({
  FamilyQuestionSaved: familyQuestionPlace.extend({
    parentId: z.string(),
    questionId: z.string(),
    /** The content hash: a paper pins it, as it pins a bank question's version. */
    version: z.string(),
    question: questionSchema,
    passageText: z.string().optional(),
    savedAt: z.string(),
  }),
  FamilyQuestionRemoved: z.object({
    parentId: z.string(),
    questionId: z.string(),
    at: z.string(),
  }),
});

export type FamilyBankEvent = EventOf<typeof familyBankEvents>;
export type FamilyQuestionSavedData = Extract<
  FamilyBankEvent,
  { type: 'FamilyQuestionSaved' }
>['data'];
