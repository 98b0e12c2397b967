import type { KeyedPaperQuestion, PaperSnapshot } from '@abhyas/contracts';

/** A small keyed paper for the domain's specs: one question of each type. */
const base = (id: string, number: number) => ({
  _id: id,
  version: `v-${id}`,
  source: 'bank' as const,
  number,
  questionNumber: number,
  marks: 1,
  difficulty: 'easy' as const,
  section: 'S2' as const,
  topic: 'Fractions',
  topicId: 'fractions',
  subTopic: 'Equivalent fractions',
  chapter: 'ch01',
  hasImage: false,
});

export const mcq: KeyedPaperQuestion = {
  ...base('q-mcq', 1),
  question: 'Which fraction equals 1/2?',
  questionType: 'MCQ',
  options: ['A) 2/3', 'B) 2/4', 'C) 3/4', 'D) 1/3'],
  correctAnswer: 'B',
  answer: 'B',
};

export const blank: KeyedPaperQuestion = {
  ...base('q-blank', 2),
  question: 'Half of 1 is ____.',
  questionType: 'Fill in the blanks',
  correctAnswer: '0.5',
  acceptedAnswers: ['0.5', 'half'],
};

export const trueFalse: KeyedPaperQuestion = {
  ...base('q-tf', 3),
  question: '2/4 and 1/2 are equal.',
  questionType: 'True/False',
  correctAnswer: 'True',
};

export const written: KeyedPaperQuestion = {
  ...base('q-short', 4),
  marks: 2,
  question: 'A garden is 12 m by 8 m. Fencing costs ₹50 a metre. What does the fence cost?',
  questionType: 'Short Answer',
  modelAnswer: 'Perimeter 40 m; cost ₹2,000.',
  correctAnswer: 'Perimeter 40 m; cost ₹2,000.',
  rubric: [
    { point: 'Finds the perimeter', marks: 1, accepted: ['40 m', '40'] },
    { point: 'Finds the cost', marks: 1, accepted: ['2000', '2,000', '₹2000', '₹2,000'] },
  ],
  explanation: {
    detailedSolution: ['Perimeter = 40 m', 'Cost = 40 × 50'],
    keyConcepts: ['perimeter'],
  },
};

export const questions = [mcq, blank, trueFalse, written];

export const paper: PaperSnapshot = {
  paperId: 'paper-1',
  parentId: 'p1',
  childId: 'c1',
  title: 'Fractions practice',
  savedAt: '2026-11-24T10:00:00.000Z',
  curriculum: 'CBSE',
  class: 6,
  subject: 'Mathematics',
  chapter: 'Fractions',
  paperType: 'chapter-wise',
  difficultyDistribution: 'default',
  totalMarks: 5,
  timeDuration: 45,
  questions,
  notes: [],
};
