import {
  optionIndexOf,
  optionLetter,
  stripOptionPrefix,
  type ResultQuestion,
  type ResultStatus,
} from '@abhyas/contracts';

export const RESULT_STATUS_LABELS: Readonly<Record<ResultStatus, string>> = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  partial: 'Partial',
  not_attempted: 'Not Attempted',
};

export interface OptionReview {
  letter: string;
  text: string;
  chosen: boolean;
  correct: boolean;
}

/** Each option, with the student's choice and the correct one marked (spec §5 answer matching). */
export function reviewOptions(
  question: Pick<ResultQuestion, 'options' | 'studentAnswer' | 'correctAnswer'>,
): OptionReview[] {
  const options = question.options ?? [];
  const chosen =
    question.studentAnswer === null ? undefined : optionIndexOf(options, question.studentAnswer);
  const correct = optionIndexOf(options, question.correctAnswer);
  return options.map((option, index) => ({
    letter: optionLetter(index),
    text: stripOptionPrefix(option),
    chosen: index === chosen,
    correct: index === correct,
  }));
}

/** An answer as the review shows it: the option it names (`B) 12`), or the text itself. */
export function answerDisplay(
  question: Pick<ResultQuestion, 'options'>,
  answer: string | null,
): string {
  if (answer === null || answer.trim() === '') {
    return 'Not answered';
  }
  const options = question.options ?? [];
  const index = optionIndexOf(options, answer);
  return index === undefined
    ? answer
    : `${optionLetter(index)}) ${stripOptionPrefix(options[index])}`;
}

export const marksText = (obtained: number, max: number): string =>
  `${obtained} / ${max} ${max === 1 ? 'mark' : 'marks'}`;

/** Written answers (short and long) are marked by rubric and may be changed by a parent. */
export const isWrittenAnswer = (question: Pick<ResultQuestion, 'questionType'>): boolean =>
  question.questionType === 'Short Answer' || question.questionType === 'Long Answer';

/** A wrong answer may ask for an explanation (student doc §5). */
export const canAskExplanation = (question: Pick<ResultQuestion, 'status'>): boolean =>
  question.status === 'incorrect' || question.status === 'partial';

/** `2026-11-25T10:00:00Z` → `25 Nov 2026, 3:30 pm` in India. */
export const formatCompletedAt = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      });
};
