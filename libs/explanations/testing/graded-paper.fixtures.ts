import {
  attemptGradedV1,
  gradeOverriddenV1,
  type KeyedPaperQuestion,
  type PaperSnapshot,
  type PayloadOf,
} from '@abhyas/contracts';
import type { BusMessage } from '@abhyas/messaging';

/**
 * A graded attempt of parent p1's child c1 on paper-1: every answer wrong; q-1 and q-3 have
 * the paper's worked solution, q-2, q-4 and q-5 have none.
 */
export const question = (id: string, number: number, explained: boolean): KeyedPaperQuestion => ({
  _id: id,
  version: `v-${id}`,
  source: 'bank' as const,
  number,
  questionNumber: number,
  question: `Question ${number}`,
  questionType: 'MCQ' as const,
  options: ['1', '2', '3', '4'],
  correctAnswer: 'B',
  marks: 1,
  difficulty: 'medium' as const,
  section: 'S2' as const,
  topic: 'Fractions',
  topicId: 'fractions',
  subTopic: 'Halves',
  chapter: 'ch01',
  hasImage: false,
  ...(explained
    ? { explanation: { detailedSolution: ['Because 2 = 2'], keyConcepts: ['counting'] } }
    : {}),
});
export const paper: PaperSnapshot = {
  paperId: 'paper-1',
  parentId: 'p1',
  childId: 'c1',
  title: 'Fractions',
  savedAt: '2026-11-25T09:00:00.000Z',
  curriculum: 'CBSE',
  class: 6,
  subject: 'Mathematics',
  chapter: 'Fractions',
  paperType: 'chapter-wise',
  difficultyDistribution: 'default',
  totalMarks: 5,
  timeDuration: 45,
  questions: [
    question('q-1', 1, true),
    question('q-2', 2, false),
    question('q-3', 3, true),
    question('q-4', 4, false),
    question('q-5', 5, false),
  ],
  notes: [],
};
const graded = (q: KeyedPaperQuestion, isCorrect: boolean) => ({
  questionId: q._id,
  version: q.version,
  questionNumber: q.questionNumber,
  section: 'S2',
  topic: 'Fractions',
  topicId: 'fractions',
  subTopic: 'Halves',
  chapter: 'ch01',
  difficulty: 'medium',
  questionType: 'MCQ',
  marksAvailable: 1,
  marksObtained: isCorrect ? 1 : 0,
  isCorrect,
  answered: true,
  studentAnswer: isCorrect ? 'B' : 'A',
  correctAnswer: 'B',
  provisional: false,
});
export const gradedMessage = (): BusMessage => {
  const payload: PayloadOf<typeof attemptGradedV1> = {
    attemptId: 'asg-1-1',
    assignmentId: 'asg-1',
    attemptNumber: 1,
    parentId: 'p1',
    childId: 'c1',
    paperId: 'paper-1',
    curriculum: 'CBSE',
    class: 6,
    subject: 'Mathematics',
    chapter: 'Fractions',
    startedAt: '2026-11-25T09:10:00.000Z',
    submittedAt: '2026-11-25T09:40:00.000Z',
    gradedAt: '2026-11-25T09:40:00.000Z',
    submittedBy: 'student',
    timeTakenSeconds: 1800,
    marksObtained: 0,
    maxMarks: 5,
    percentage: 0,
    numCorrect: 0,
    numWrong: 5,
    numUnanswered: 0,
    questions: paper.questions.map((q) => graded(q, false)),
  };
  return { id: 'graded-1', type: attemptGradedV1.type, key: 'p1', payload, headers: {} };
};
export const overrideMessage = (): BusMessage => {
  const payload: PayloadOf<typeof gradeOverriddenV1> = {
    attemptId: 'asg-1-1',
    attemptNumber: 1,
    parentId: 'p1',
    childId: 'c1',
    paperId: 'paper-1',
    questionId: 'q-3',
    marksObtained: 1,
    previousMarks: 0,
    isCorrect: true,
    totalMarksObtained: 1,
    maxMarks: 5,
    percentage: 20,
    numCorrect: 1,
    numWrong: 4,
    reason: 'right after all',
    by: 'p1',
    at: '2026-11-25T09:50:00.000Z',
  };
  return { id: 'override-1', type: gradeOverriddenV1.type, key: 'p1', payload, headers: {} };
};
