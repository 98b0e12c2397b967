import { FAMILY_QUESTION_RULES } from '@abhyas/contracts';
import { familyBankDecider } from './family-bank.decider';
import type { FamilyQuestionSavedData } from './family-bank.events';
import { PaperRule, PaperRuleViolation } from './paper-generation.errors';

const saved = (n: number) =>
  ({
    parentId: 'parent-meera',
    questionId: `fam-${String(n).padStart(16, '0')}`,
  }) as FamilyQuestionSavedData;

const stateWith = (count: number) =>
  Array.from({ length: count }, (_, n) => saved(n)).reduce(
    (state, data) => familyBankDecider.evolve(state, { type: 'FamilyQuestionSaved', data }),
    familyBankDecider.initialState(),
  );

describe('a family’s bank', () => {
  it('saves each question once, however often it is sent', () => {
    const state = stateWith(2);
    const events = familyBankDecider.decide(
      { type: 'SaveQuestions', data: { questions: [saved(1), saved(2), saved(2), saved(3)] } },
      state,
    );
    expect(events.map((e) => e.data)).toEqual([saved(2), saved(3)]);
  });

  it('refuses a save that would pass the size limit, whole', () => {
    const full = stateWith(FAMILY_QUESTION_RULES.maxPerFamily - 1);
    expect(
      familyBankDecider.decide(
        { type: 'SaveQuestions', data: { questions: [saved(1), saved(5000)] } },
        full,
      ),
    ).toHaveLength(1);
    expect(() =>
      familyBankDecider.decide(
        { type: 'SaveQuestions', data: { questions: [saved(5000), saved(5001)] } },
        full,
      ),
    ).toThrow(new PaperRuleViolation(PaperRule.FamilyBankFull));
  });

  it('removes a question it holds and says nothing for one it does not', () => {
    const state = stateWith(1);
    const remove = (questionId: string) =>
      familyBankDecider.decide(
        { type: 'RemoveQuestion', data: { parentId: 'parent-meera', questionId, at: 'now' } },
        state,
      );
    expect(remove(saved(0).questionId)).toHaveLength(1);
    expect(remove(saved(9).questionId)).toEqual([]);
    const after = familyBankDecider.evolve(state, {
      type: 'FamilyQuestionRemoved',
      data: { parentId: 'parent-meera', questionId: saved(0).questionId, at: 'now' },
    });
    expect(after.questionIds.size).toBe(0);
  });
});
