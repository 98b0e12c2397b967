import { choiceOptions } from './answer-kind';

describe('answer kind', () => {
  it('answers questions with options, and True/False, by choice; the rest in writing', () => {
    expect(choiceOptions({ questionType: 'MCQ', options: ['A) 1', 'B) 2'] })).toEqual([
      'A) 1',
      'B) 2',
    ]);
    expect(choiceOptions({ questionType: 'True/False' })).toEqual(['True', 'False']);
    expect(choiceOptions({ questionType: 'Short Answer' })).toBeUndefined();
    expect(choiceOptions({ questionType: 'Fill in the blanks', options: [] })).toBeUndefined();
  });
});
