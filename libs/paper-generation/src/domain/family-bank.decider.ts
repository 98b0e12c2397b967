import type { Decider } from '@abhyas/event-store/domain';
import { FAMILY_QUESTION_RULES } from '@abhyas/contracts';
import { PaperRule, PaperRuleViolation } from './paper-generation.errors';
import type { FamilyBankEvent, FamilyQuestionSavedData } from './family-bank.events';

export type FamilyBankCommand =
  | { type: 'SaveQuestions'; data: { questions: FamilyQuestionSavedData[] } }
  | { type: 'RemoveQuestion'; data: { parentId: string; questionId: string; at: string } };

/** Which questions the family's bank holds now (ids only: the content lives in the events). */
export interface FamilyBankState {
  questionIds: ReadonlySet<string>;
}

/**
 * A family's bank: a question id is a hash of the family and the content, so saving the same
 * question again (a double click, a retried request, the same AI question twice) adds nothing.
 * A save that would pass the size limit is refused whole; removing an absent question says
 * nothing.
 */
export const familyBankDecider: Decider<FamilyBankCommand, FamilyBankEvent, FamilyBankState> = {
  initialState: () => ({ questionIds: new Set() }),
  evolve: (state, event) => {
    const questionIds = new Set(state.questionIds);
    if (event.type === 'FamilyQuestionSaved') {
      questionIds.add(event.data.questionId);
    } else {
      questionIds.delete(event.data.questionId);
    }
    return { questionIds };
  },
  decide: (command, state) => {
    if (command.type === 'RemoveQuestion') {
      return state.questionIds.has(command.data.questionId)
        ? [{ type: 'FamilyQuestionRemoved', data: command.data }]
        : [];
    }
    const fresh = new Map<string, FamilyQuestionSavedData>();
    for (const question of command.data.questions) {
      if (!state.questionIds.has(question.questionId)) {
        fresh.set(question.questionId, question);
      }
    }
    if (state.questionIds.size + fresh.size > FAMILY_QUESTION_RULES.maxPerFamily) {
      throw new PaperRuleViolation(PaperRule.FamilyBankFull);
    }
    return [...fresh.values()].map((data) => ({ type: 'FamilyQuestionSaved' as const, data }));
  },
};
