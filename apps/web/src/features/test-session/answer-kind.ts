import type { StudentPaperQuestion } from '@abhyas/contracts';

const TRUE_FALSE = ['True', 'False'] as const;

/**
 * The choices a question is answered with (spec: questions with options are multiple choice;
 * True/False is two options); undefined for a written answer.
 */
export function choiceOptions(
  question: Pick<StudentPaperQuestion, 'questionType' | 'options'>,
): readonly string[] | undefined {
  if (question.options && question.options.length > 0) {
    return question.options;
  }
  return question.questionType === 'True/False' ? TRUE_FALSE : undefined;
}
