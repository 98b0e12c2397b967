import type { GeneratedPaper, PaperQuestion } from '@abhyas/contracts';
import { saveQuestionsRequestSchema } from '@abhyas/contracts';
import { familyQuestionInput, savableQuestions } from './save-questions.request';

const question = (extra: Partial<PaperQuestion> = {}): PaperQuestion => ({
  _id: 'q1',
  version: 'v1',
  source: 'ai',
  number: 1,
  questionNumber: 1,
  question: 'Which is a prime number?',
  questionType: 'MCQ',
  options: ['4', '6', '7', '9'],
  correctAnswer: 'C',
  answer: 'C',
  marks: 1,
  difficulty: 'easy',
  section: 'S2',
  topic: 'Prime numbers',
  topicId: 'primes',
  subTopic: 'Primes',
  chapter: 'Playing with Numbers',
  hasImage: false,
  explanation: { detailedSolution: ['7 has no divisors but 1 and 7.'], keyConcepts: ['Prime'] },
  ...extra,
});

const paper = (questions: PaperQuestion[]): GeneratedPaper =>
  ({
    generationId: 'ai-1',
    curriculum: 'CBSE',
    class: 6,
    subject: 'Mathematics',
    questions,
  }) as GeneratedPaper;

describe('saving an AI paper’s questions', () => {
  it('offers only the questions nobody reviewed (AI), not the bank’s own', () => {
    const p = paper([
      question(),
      question({ _id: 'q2', source: 'bank' }),
      question({ _id: 'q3', source: 'family' }),
    ]);
    expect(savableQuestions(p).map((q) => q._id)).toEqual(['q1']);
  });

  it('sends each as the question bank record the save call accepts', () => {
    const p = paper([question()]);
    const input = familyQuestionInput(p, p.questions[0]);
    expect(input).toEqual({
      curriculum: 'CBSE',
      class: 6,
      subject: 'Mathematics',
      chapter: 'Playing with Numbers',
      topic: 'primes',
      subTopic: 'Primes',
      question: 'Which is a prime number?',
      questionType: 'MCQ',
      difficulty: 'easy',
      marks: 1,
      options: ['4', '6', '7', '9'],
      correctAnswer: 'C',
      explanation: { detailedSolution: ['7 has no divisors but 1 and 7.'], keyConcepts: ['Prime'] },
    });
    expect(saveQuestionsRequestSchema.safeParse({ questions: [input] }).success).toBe(true);
  });

  it('keeps a written answer’s model answer and rubric', () => {
    const written = question({
      questionType: 'Short Answer',
      options: undefined,
      correctAnswer: 'Because 7 has two factors.',
      modelAnswer: 'Because 7 has two factors.',
      rubric: [{ point: 'Two factors', marks: 2, accepted: ['two factors'] }],
      marks: 2,
    });
    const input = familyQuestionInput(paper([written]), written);
    expect(input).toMatchObject({
      questionType: 'Short Answer',
      modelAnswer: 'Because 7 has two factors.',
      rubric: [{ point: 'Two factors', marks: 2, accepted: ['two factors'] }],
    });
    expect(saveQuestionsRequestSchema.safeParse({ questions: [input] }).success).toBe(true);
  });
});
