import { gradeAttempt, gradeQuestion } from './grading';
import { blank, mcq, questions, trueFalse, written } from './test-fixtures';

describe('grading', () => {
  it('matches an MCQ answer by letter, by index or by the option text (spec §5)', () => {
    for (const answer of ['B', 'b', '(B)', '1', '2/4', 'B) 2/4']) {
      expect(gradeQuestion(mcq, answer)).toMatchObject({ isCorrect: true, marksObtained: 1 });
    }
    for (const answer of ['A', '0', '2/3', 'E']) {
      expect(gradeQuestion(mcq, answer)).toMatchObject({ isCorrect: false, marksObtained: 0 });
    }
    expect(gradeQuestion(mcq, 'C').correctAnswer).toBe('B');
  });

  it('takes a blank in any accepted form or as the same number (0.5 = 1/2 = .5), folding case and spaces', () => {
    for (const answer of ['0.5', '.5', '1/2', ' HALF ', 'half.']) {
      expect(gradeQuestion(blank, answer).isCorrect).toBe(true);
    }
    expect(gradeQuestion(blank, '0.55').isCorrect).toBe(false);
    expect(
      gradeQuestion({ ...blank, acceptedAnswers: ['नदी'] }, 'नदी'.normalize('NFD')).isCorrect,
    ).toBe(true);
  });

  it('reads True/False however it was written', () => {
    expect(gradeQuestion(trueFalse, 'true').isCorrect).toBe(true);
    expect(gradeQuestion(trueFalse, 'True').isCorrect).toBe(true);
    expect(gradeQuestion(trueFalse, 'False').isCorrect).toBe(false);
    expect(gradeQuestion(trueFalse, 'maybe').isCorrect).toBe(false);
  });

  it('marks a written answer by its rubric points, provisionally, and names the points found', () => {
    expect(gradeQuestion(written, 'The perimeter is 40 m so it costs ₹2,000')).toMatchObject({
      marksObtained: 2,
      isCorrect: true,
      provisional: true,
      pointsFound: ['Finds the perimeter', 'Finds the cost'],
    });
    expect(gradeQuestion(written, 'perimeter 40 m, cost 400')).toMatchObject({
      marksObtained: 1,
      isCorrect: false,
      provisional: true,
    });
    // "40" inside "400" is not the point: phrases match whole words only.
    expect(gradeQuestion(written, 'cost 400').marksObtained).toBe(0);
    // A rubric without phrases (an older paper) waits for the parent instead of guessing.
    const noPhrases = {
      ...written,
      rubric: written.rubric?.map(({ point, marks }) => ({ point, marks })),
    };
    expect(gradeQuestion(noPhrases, '40 m and ₹2,000')).toMatchObject({
      marksObtained: 0,
      provisional: true,
    });
  });

  it('counts a blank answer as not attempted, never as wrong', () => {
    expect(gradeQuestion(mcq, '   ')).toMatchObject({
      answered: false,
      isCorrect: false,
      studentAnswer: null,
    });
  });

  it('totals marks, percentage and counts, and grades the same twice (deterministic)', () => {
    const answers = { 'q-mcq': 'B', 'q-blank': 'wrong', 'q-short': '40 m' };
    const first = gradeAttempt(questions, answers);
    expect(first.totals).toEqual({
      marksObtained: 2,
      maxMarks: 5,
      percentage: 40,
      numCorrect: 1,
      numWrong: 2,
      numUnanswered: 1,
    });
    expect(gradeAttempt(questions, answers)).toEqual(first);
  });
});
