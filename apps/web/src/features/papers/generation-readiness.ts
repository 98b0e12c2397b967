import { CREDIT_COSTS, PAPER_MESSAGES, PAPER_RULES, type SyllabusView } from '@abhyas/contracts';
import type { GenerationMethod, PaperForm } from './paper-form';

export const READINESS_MESSAGES = {
  aiNotAvailable:
    'AI generation is not available yet. Choose "From the question bank", which works now.',
  chooseStudent: 'Choose a student: a bank paper is made for one child.',
  notEnoughCredits: (needed: number, balance: number) =>
    `A bank paper needs ${needed} credits; you have ${balance}.`,
  notEnoughQuestions: (available: number, needed: number) =>
    `The question bank has ${available} questions for this selection; a paper needs ${needed}.`,
} as const;

/**
 * Spec §5: questions the bank must hold for the selection. An Olympiad paper follows its
 * syllabus size; boards use the bank's fallback of 20.
 */
export const requiredQuestions = (
  form: Pick<PaperForm, 'examType'>,
  syllabus: Pick<SyllabusView, 'totalQuestions'> | undefined,
): number =>
  form.examType === 'Olympiad'
    ? (syllabus?.totalQuestions ?? PAPER_RULES.bankFallbackQuestions)
    : PAPER_RULES.bankFallbackQuestions;

export interface ReadinessFacts {
  method: GenerationMethod;
  signedIn: boolean;
  student: string;
  /** The spendable balance; undefined while unknown (the server checks it again anyway). */
  credits: number | undefined;
  /** Questions the bank has for the selection; undefined while unknown. */
  availableQuestions: number | undefined;
  requiredQuestions: number;
}

/** Why Generate is disabled, or null when it may be clicked. */
export function generationBlocker(facts: ReadinessFacts): string | null {
  if (facts.method === 'ai') {
    return READINESS_MESSAGES.aiNotAvailable;
  }
  if (!facts.signedIn) {
    return PAPER_MESSAGES.authRequired;
  }
  if (facts.student === '') {
    return READINESS_MESSAGES.chooseStudent;
  }
  const cost = CREDIT_COSTS.generatePaperFromBank;
  if (facts.credits !== undefined && facts.credits < cost) {
    return READINESS_MESSAGES.notEnoughCredits(cost, facts.credits);
  }
  if (
    facts.availableQuestions !== undefined &&
    facts.availableQuestions < facts.requiredQuestions
  ) {
    return READINESS_MESSAGES.notEnoughQuestions(facts.availableQuestions, facts.requiredQuestions);
  }
  return null;
}
