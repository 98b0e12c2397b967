import type { BankQuestion } from '../schema/question.schema';
import { blankMatches, numericValue, rubricMarks } from '@abhyas/contracts';
import { answerMatchesKey } from './answer-matches-key';

const explanation = { detailedSolution: ['step'], keyConcepts: ['idea'], relatedTopics: [] };
const base = {
  id: 'q-1',
  section: 'S2' as const,
  topic: 't',
  subTopic: 's',
  difficulty: 'easy' as const,
  marks: 1,
  explanation,
};

describe('answerMatchesKey', () => {
  it('compares MCQ letters, ignoring case and brackets', () => {
    const q: BankQuestion = {
      ...base,
      type: 'mcq',
      stem: 'Pick',
      options: ['1', '2', '3', '4'],
      answer: 'C',
    };
    expect(answerMatchesKey(q, 'c')).toBe(true);
    expect(answerMatchesKey(q, '(C)')).toBe(true);
    expect(answerMatchesKey(q, 'B')).toBe(false);
  });

  it('compares true/false, refusing anything else', () => {
    const q: BankQuestion = { ...base, type: 'true_false', stem: 'Zero is even.', answer: true };
    expect(answerMatchesKey(q, 'True')).toBe(true);
    expect(answerMatchesKey(q, 'false')).toBe(false);
    expect(answerMatchesKey(q, 'yes')).toBe(false);
  });

  it('takes a blank by any accepted form, or the same number written another way', () => {
    expect(blankMatches(['Seven', '7'], ' seven ')).toBe(true);
    expect(blankMatches(['0.5'], '1/2')).toBe(true);
    expect(blankMatches(['0.5'], '.5')).toBe(true);
    expect(blankMatches(['1,00,000'], '100000')).toBe(true);
    expect(blankMatches(['0.5'], '0.55')).toBe(false);
    expect(blankMatches(['नदी'], 'नदी')).toBe(true);
  });

  it('reads numbers and fractions, and nothing else', () => {
    expect(numericValue('-3/4')).toBe(-0.75);
    expect(numericValue('3/0')).toBeUndefined();
    expect(numericValue('3 apples')).toBeUndefined();
    expect(numericValue('1 1/4')).toBe(1.25);
    expect(numericValue('−5')).toBe(-5);
    expect(numericValue('-2 1/2')).toBe(-2.5);
    expect(numericValue('11/4')).toBe(2.75);
  });

  it('agrees with a written answer that earns half the rubric', () => {
    const rubric = [
      { point: 'names it', marks: 1, accepted: ['photosynthesis'] },
      { point: 'says where', marks: 1, accepted: ['leaves', 'leaf'] },
    ];
    const q: BankQuestion = {
      ...base,
      type: 'short_answer',
      marks: 2,
      stem: 'How do plants make food?',
      modelAnswer: 'By photosynthesis in the leaves.',
      rubric,
    };
    expect(rubricMarks(rubric, 'Photosynthesis happens in the LEAF')).toBe(2);
    expect(answerMatchesKey(q, 'by photosynthesis')).toBe(true);
    expect(answerMatchesKey(q, 'they eat soil')).toBe(false);
    expect(rubricMarks([{ marks: 1, accepted: ['no'] }], 'I know')).toBe(0);
    expect(rubricMarks([{ marks: 1, accepted: ['24'] }], 'It is 245.')).toBe(0);
    expect(rubricMarks([{ marks: 1, accepted: ['24'] }], 'The answer is 24. Done')).toBe(1);
    expect(rubricMarks([{ marks: 1, accepted: ['0.5'] }], 'half, that is 0.5 m')).toBe(1);
  });
});
