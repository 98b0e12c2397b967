import {
  blankMatches,
  type GradedQuestion,
  type KeyedPaperQuestion,
  optionIndexOf,
  optionLetter,
  phraseFound,
  trueFalseValue,
} from '@abhyas/contracts';

/** One question graded: the integration event's fields, and the rubric points found. */
export type QuestionGrade = GradedQuestion & { pointsFound?: string[] };

const isBlank = (answer: string | undefined): answer is undefined =>
  answer === undefined || answer.trim() === '';

/** The key as a result shows it: MCQ its letter, a blank its first form, written its model. */
const shownKey = (question: KeyedPaperQuestion): string => {
  if (question.questionType === 'MCQ' && question.options && question.correctAnswer) {
    const index = optionIndexOf(question.options, question.correctAnswer);
    return index === undefined ? question.correctAnswer : optionLetter(index);
  }
  return question.modelAnswer ?? question.correctAnswer ?? question.answer ?? '';
};

/** Whether an objective answer is right (spec §5 matching; blanks normalised and by number). */
const objectiveCorrect = (question: KeyedPaperQuestion, answer: string): boolean => {
  const key = question.correctAnswer ?? question.answer ?? '';
  if (question.options && question.options.length > 0) {
    const expected = optionIndexOf(question.options, key);
    return expected !== undefined && optionIndexOf(question.options, answer) === expected;
  }
  if (question.questionType === 'True/False') {
    const expected = trueFalseValue(key);
    return expected !== undefined && trueFalseValue(answer) === expected;
  }
  return blankMatches(question.acceptedAnswers ?? [key], answer);
};

/**
 * A written answer's marks by its rubric: a point counts when one of its accepted phrases is in
 * the answer (whole words, normalised). Provisional until a parent confirms or changes it. A
 * rubric without phrases (a paper made before they were kept) earns nothing by itself and
 * waits for the parent.
 */
const rubricGrade = (question: KeyedPaperQuestion, answer: string) => {
  const found = (question.rubric ?? []).filter(
    (point) => point.accepted !== undefined && phraseFound(point.accepted, answer),
  );
  const marks = Math.min(
    question.marks,
    found.reduce((sum, point) => sum + point.marks, 0),
  );
  return { marks, pointsFound: found.map((point) => point.point) };
};

const isWritten = (question: KeyedPaperQuestion): boolean =>
  question.questionType === 'Short Answer' || question.questionType === 'Long Answer';

/** Grades one question against its pinned key; pure and deterministic. */
export const gradeQuestion = (
  question: KeyedPaperQuestion,
  answer: string | undefined,
): QuestionGrade => {
  const base = {
    questionId: question._id,
    version: question.version,
    questionNumber: question.questionNumber,
    section: question.section,
    topic: question.topic,
    topicId: question.topicId,
    subTopic: question.subTopic,
    chapter: question.chapter,
    difficulty: question.difficulty,
    questionType: question.questionType,
    marksAvailable: question.marks,
    correctAnswer: shownKey(question),
  };
  if (isBlank(answer)) {
    return {
      ...base,
      marksObtained: 0,
      isCorrect: false,
      answered: false,
      studentAnswer: null,
      provisional: false,
    };
  }
  if (isWritten(question)) {
    const { marks, pointsFound } = rubricGrade(question, answer);
    return {
      ...base,
      marksObtained: marks,
      isCorrect: marks >= question.marks,
      answered: true,
      studentAnswer: answer,
      provisional: true,
      pointsFound,
    };
  }
  const correct = objectiveCorrect(question, answer);
  return {
    ...base,
    marksObtained: correct ? question.marks : 0,
    isCorrect: correct,
    answered: true,
    studentAnswer: answer,
    provisional: false,
  };
};

export interface AttemptTotals {
  marksObtained: number;
  maxMarks: number;
  percentage: number;
  numCorrect: number;
  numWrong: number;
  numUnanswered: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Totals over graded questions (after any overrides). */
export const totalsOf = (grades: readonly GradedQuestion[]): AttemptTotals => {
  const maxMarks = grades.reduce((sum, grade) => sum + grade.marksAvailable, 0);
  const marksObtained = round2(grades.reduce((sum, grade) => sum + grade.marksObtained, 0));
  return {
    marksObtained,
    maxMarks,
    percentage: maxMarks > 0 ? round2((marksObtained / maxMarks) * 100) : 0,
    numCorrect: grades.filter((grade) => grade.isCorrect).length,
    numWrong: grades.filter((grade) => grade.answered && !grade.isCorrect).length,
    numUnanswered: grades.filter((grade) => !grade.answered).length,
  };
};

/** Grades a whole paper against the answers given (question id → answer). */
export const gradeAttempt = (
  questions: readonly KeyedPaperQuestion[],
  answers: Readonly<Record<string, string>>,
): { questions: QuestionGrade[]; totals: AttemptTotals } => {
  const graded = questions.map((question) => gradeQuestion(question, answers[question._id]));
  return { questions: graded, totals: totalsOf(graded) };
};
