import type { LoadedQuestion } from '../load/load-questions';
import type { ClassSyllabus } from '../schema/syllabus.schema';
import {
  duplicateIdProblems,
  keyBalanceProblems,
  keyLengthProblems,
  nearDuplicateProblems,
  reviewProblems,
  syllabusProblems,
} from './bank-integrity';

const syllabus: ClassSyllabus = {
  curriculum: 'CBSE',
  class: 6,
  subjects: [
    {
      subject: 'Mathematics',
      source: 'test-source',
      chapters: [
        {
          id: 'ch01-numbers',
          name: 'Numbers',
          topics: [
            { id: 'counting', name: 'Counting', section: 'S2', subTopics: ['Skip counting'] },
          ],
        },
      ],
    },
  ],
};

const question = (
  id: string,
  stem: string,
  overrides: Partial<LoadedQuestion['question']> = {},
): LoadedQuestion => ({
  question: {
    id,
    type: 'true_false',
    section: 'S2',
    topic: 'counting',
    subTopic: 'Skip counting',
    difficulty: 'easy',
    marks: 1,
    stem,
    answer: true,
    explanation: { detailedSolution: ['step'], keyConcepts: ['idea'], relatedTopics: [] },
    ...overrides,
  } as LoadedQuestion['question'],
  serves: [
    {
      curriculum: 'CBSE',
      class: 6,
      subject: 'Mathematics',
      chapter: 'ch01-numbers',
      topic: 'counting',
    },
  ],
  hash: 'aaaaaaaaaaaa',
  file: 'questions/cbse/class-6/mathematics/ch01-numbers.yaml',
});

describe('bank integrity checks', () => {
  it('accepts a question placed in its chapter, topic and sub-topic', () => {
    expect(
      syllabusProblems([syllabus], [question('q1', 'Counting by 2 from 2 gives 4 next.')]),
    ).toEqual([]);
  });

  it('names a question whose chapter, topic, sub-topic or section is not in the syllabus', () => {
    const lost = question('q2', 'Stem.');
    lost.serves = [{ ...lost.serves[0], chapter: 'ch09-missing' }];
    const wrongSub = question('q3', 'Stem.', { subTopic: 'Not listed' });
    const wrongSection = question('q4', 'Stem.', { section: 'S1' });
    const problems = syllabusProblems([syllabus], [lost, wrongSub, wrongSection]);
    expect(problems).toEqual([
      expect.stringContaining('no such chapter'),
      expect.stringContaining('sub-topic "Not listed"'),
      expect.stringContaining('section S1'),
    ]);
  });

  it('refuses a stem too long for the class', () => {
    const long = question(
      'q5',
      Array.from({ length: 150 }, (_, i) => `word${'abcdefghij'[i % 10]}`).join(' '),
    );
    expect(syllabusProblems([syllabus], [long])).toEqual([
      expect.stringContaining('stem longer than 140 words'),
    ]);
  });

  it('finds repeated ids and near-identical stems in a chapter', () => {
    const a = question('q6', 'What is 12 added to 30 in the market?');
    const b = question('q7', 'What is 15 added to 31 in the market?');
    const c = question('q6', 'Which number comes after 99?');
    expect(duplicateIdProblems([a, c])).toHaveLength(1);
    expect(nearDuplicateProblems([a, b])).toEqual([expect.stringContaining('q6 and q7')]);
    expect(nearDuplicateProblems([a, c])).toEqual([]);
  });

  it('accepts only a reviewed version, and a disagreement only once it is settled', () => {
    const q = question('q8', 'Stem.');
    const review = (verdict: 'agree' | 'disagree', hash = q.hash, resolution?: string) => ({
      file: q.file,
      reviews: [
        {
          id: 'q8',
          hash,
          solver: 's',
          date: '2026-11-25',
          solverAnswer: 'true',
          verdict,
          ...(resolution ? { resolution } : {}),
        },
      ],
    });
    expect(reviewProblems([q], () => undefined)).toEqual([
      expect.stringContaining('no independent review'),
    ]);
    expect(reviewProblems([q], () => review('agree', 'bbbbbbbbbbbb'))).toEqual([
      expect.stringContaining('no independent review'),
    ]);
    expect(reviewProblems([q], () => review('disagree'))).toEqual([
      expect.stringContaining('disagreed'),
    ]);
    expect(
      reviewProblems([q], () =>
        review('disagree', q.hash, 'The key stands: the solver misread the stem.'),
      ),
    ).toEqual([]);
    expect(reviewProblems([q], () => review('agree'))).toEqual([]);
  });

  it('refuses a chapter whose MCQ keys are mostly one letter', () => {
    const mcq = (id: string, answer: 'A' | 'B' | 'C' | 'D') =>
      question(id, `Stem ${id}`, { type: 'mcq', options: ['1', '2', '3', '4'], answer } as never);
    const skewed = ['A', 'A', 'A', 'A', 'B', 'C'].map((letter, i) => mcq(`m${i}`, letter as 'A'));
    const spread = ['A', 'B', 'C', 'D', 'A', 'B'].map((letter, i) => mcq(`m${i}`, letter as 'A'));
    expect(keyBalanceProblems(skewed)).toEqual([expect.stringContaining('4 of 6 MCQ keys are A')]);
    expect(keyBalanceProblems(spread)).toEqual([]);
  });

  it('refuses a chapter whose keys are mostly the one clearly longest option', () => {
    const mcq = (id: string, options: string[]) =>
      question(id, `Stem ${id}`, { type: 'mcq', options, answer: 'B' } as never);
    const long = 'the careful, complete and right answer';
    const giveaway = [0, 1, 2].map((i) => mcq(`m${i}`, ['no', long, 'never', 'nope']));
    const even = mcq('m3', [
      'a wrong answer of some length',
      'the right answer of a length',
      'another wrong answer here',
      'yet another wrong one',
    ]);
    expect(keyLengthProblems([...giveaway, even])).toEqual([
      expect.stringContaining('in 3 of 4 MCQs the key is the one clearly longest option'),
    ]);
    expect(keyLengthProblems([giveaway[0], giveaway[1], even, even])).toEqual([]);
  });
});
