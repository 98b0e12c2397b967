import type { StudentPaperQuestion } from '@abhyas/contracts';
import { navigatorGroups, questionOrder, sectionStarts, stepFrom } from './question-order';

const q = (
  id: string,
  questionType: StudentPaperQuestion['questionType'],
  sectionName?: string,
) => ({ _id: id, questionType, sectionName });

describe('question navigator', () => {
  const questions = [
    q('long', 'Long Answer'),
    q('mcq1', 'MCQ'),
    q('tf', 'True/False'),
    q('blank', 'Fill in the blanks'),
    q('mcq2', 'MCQ'),
    q('short', 'Short Answer'),
  ];

  it('groups by type in the spec’s order, keeping the paper’s order inside a group', () => {
    expect(navigatorGroups(questions)).toEqual([
      { heading: 'MCQ', indexes: [1, 4] },
      { heading: 'Fill in the blanks', indexes: [3] },
      { heading: 'True/False', indexes: [2] },
      { heading: 'Short Answer', indexes: [5] },
      { heading: 'Long Answer', indexes: [0] },
    ]);
    expect(questionOrder(questions)).toEqual([1, 4, 3, 2, 5, 0]);
  });

  it('steps through that order and stops at either end', () => {
    const order = questionOrder(questions);
    expect(stepFrom(order, 1, 1)).toBe(4);
    expect(stepFrom(order, 4, -1)).toBe(1);
    expect(stepFrom(order, 1, -1)).toBe(1);
    expect(stepFrom(order, 0, 1)).toBe(0);
    expect(stepFrom(order, 99, 1)).toBe(1);
  });

  it('offers section jumps only when the paper has sections', () => {
    const olympiad = [
      q('a', 'MCQ', 'Logical Reasoning'),
      q('b', 'MCQ', 'Logical Reasoning'),
      q('c', 'MCQ', 'Mathematical Reasoning'),
      q('d', 'MCQ', "Achiever's Section"),
    ];
    expect(
      sectionStarts(olympiad, [
        { name: 'Logical Reasoning' },
        { name: 'Mathematical Reasoning' },
        { name: 'Everyday Mathematics' },
        { name: "Achiever's Section" },
      ]),
    ).toEqual([
      { name: 'Logical Reasoning', index: 0 },
      { name: 'Mathematical Reasoning', index: 2 },
      { name: "Achiever's Section", index: 3 },
    ]);
    expect(sectionStarts(questions, undefined)).toEqual([]);
  });
});
