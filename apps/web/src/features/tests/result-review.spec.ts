import { TEST_MESSAGES } from '@abhyas/contracts';
import { overrideMarksInput } from './override-marks';
import {
  answerDisplay,
  canAskExplanation,
  isWrittenAnswer,
  marksText,
  reviewOptions,
} from './result-review';

const options = ['A) 12', 'B) 14', 'C) 16', 'D) 18'];

describe('result review', () => {
  it('marks the student’s choice and the correct option by letter, index or text', () => {
    const byLetter = reviewOptions({ options, studentAnswer: 'B', correctAnswer: 'C' });
    expect(
      byLetter.map((option) => [option.letter, option.text, option.chosen, option.correct]),
    ).toEqual([
      ['A', '12', false, false],
      ['B', '14', true, false],
      ['C', '16', false, true],
      ['D', '18', false, false],
    ]);
    const byIndex = reviewOptions({ options, studentAnswer: '3', correctAnswer: '18' });
    expect(byIndex[3]).toMatchObject({ chosen: true, correct: true });
    const unanswered = reviewOptions({ options, studentAnswer: null, correctAnswer: 'A' });
    expect(unanswered.some((option) => option.chosen)).toBe(false);
  });

  it('shows an answer as the option it names, or as written', () => {
    expect(answerDisplay({ options }, 'c')).toBe('C) 16');
    expect(answerDisplay({}, 'photosynthesis')).toBe('photosynthesis');
    expect(answerDisplay({ options }, null)).toBe('Not answered');
    expect(answerDisplay({}, '  ')).toBe('Not answered');
  });

  it('words marks, written answers and when an explanation may be asked for', () => {
    expect(marksText(1, 1)).toBe('1 / 1 mark');
    expect(marksText(1.5, 3)).toBe('1.5 / 3 marks');
    expect(isWrittenAnswer({ questionType: 'Long Answer' })).toBe(true);
    expect(isWrittenAnswer({ questionType: 'MCQ' })).toBe(false);
    expect(canAskExplanation({ status: 'incorrect' })).toBe(true);
    expect(canAskExplanation({ status: 'correct' })).toBe(false);
    expect(canAskExplanation({ status: 'not_attempted' })).toBe(false);
  });
});

describe('mark override input', () => {
  it('takes 0 to the question’s marks in half marks, with a reason', () => {
    expect(overrideMarksInput('2.5', ' Good working ', 3)).toEqual({
      ok: true,
      request: { marks: 2.5, reason: 'Good working' },
    });
    expect(overrideMarksInput('4', 'x', 3)).toEqual({
      ok: false,
      error: TEST_MESSAGES.overrideTooHigh(3),
    });
    expect(overrideMarksInput('', 'x', 3)).toEqual({
      ok: false,
      error: TEST_MESSAGES.overrideTooHigh(3),
    });
    expect(overrideMarksInput('1.25', 'x', 3)).toEqual({
      ok: false,
      error: 'marks must be a whole or half mark',
    });
    expect(overrideMarksInput('1', '   ', 3)).toEqual({
      ok: false,
      error: 'Please give a reason for the change.',
    });
  });
});
