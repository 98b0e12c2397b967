import { blankMatches, normaliseAnswer, rubricMarks } from '@abhyas/contracts';
import type { BankQuestion } from '../schema/question.schema';

/** Whether an independent solver's answer agrees with the question's key. */
export const answerMatchesKey = (question: BankQuestion, given: string): boolean => {
  switch (question.type) {
    case 'mcq':
      return given.trim().toUpperCase().replace(/[().]/g, '') === question.answer;
    case 'true_false':
      return (
        ['true', 'false'].includes(normaliseAnswer(given)) &&
        (normaliseAnswer(given) === 'true') === question.answer
      );
    case 'fill_blank':
      return blankMatches(question.answer, given);
    case 'short_answer':
    case 'long_answer':
      // A solver's own words agree when they earn at least half the rubric's marks.
      return rubricMarks(question.rubric, given) * 2 >= question.marks;
  }
};
