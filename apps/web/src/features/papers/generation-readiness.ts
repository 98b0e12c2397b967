import {
  AI_GENERATION_MESSAGES,
  CREDIT_COSTS,
  PAPER_MESSAGES,
  PAPER_RULES,
  type SyllabusView,
} from '@abhyas/contracts';
import type { GenerationMethod, PaperForm } from './paper-form';

export const READINESS_MESSAGES = {
  aiNotConfigured: AI_GENERATION_MESSAGES.notConfigured,
  aiNeeds: (what: string) =>
    `AI generation needs ${what} (it needs a class, a subject, a title and ${CREDIT_COSTS.generatePaperAi} credits).`,
  aiNotEnoughCredits: (needed: number, balance: number) =>
    `An AI paper needs ${needed} credits; you have ${balance}.`,
  chooseStudent: 'Choose a student: a bank paper is made for one child.',
  chooseStudentToSave: 'Choose a student: the paper is saved for one child.',
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
  /** Whether the server offers AI generation; undefined while unknown (the POST says so too). */
  aiAvailable: boolean | undefined;
  signedIn: boolean;
  student: string;
  schoolClass: number | null;
  subject: string;
  title: string;
  /** The spendable balance; undefined while unknown (the server checks it again anyway). */
  credits: number | undefined;
  /** Questions the bank has for the selection; undefined while unknown. */
  availableQuestions: number | undefined;
  requiredQuestions: number;
}

/** Why Generate is disabled, or null when it may be clicked. */
export function generationBlocker(facts: ReadinessFacts): string | null {
  if (facts.method === 'ai') {
    return aiBlocker(facts);
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

/**
 * Spec §5: AI generation needs class, exam/subject, title and 10 credits. A student is asked for
 * last: the server may generate without one, but a paper is only saved for a child, and choosing
 * the child afterwards would drop the paper (spec §4), so it would be 10 credits for nothing.
 */
function aiBlocker(facts: ReadinessFacts): string | null {
  if (facts.aiAvailable === false) {
    return READINESS_MESSAGES.aiNotConfigured;
  }
  if (!facts.signedIn) {
    return PAPER_MESSAGES.authRequired;
  }
  if (facts.schoolClass === null) {
    return READINESS_MESSAGES.aiNeeds('a class');
  }
  if (facts.subject.trim() === '') {
    return READINESS_MESSAGES.aiNeeds('an examination and a subject');
  }
  if (facts.title.trim() === '') {
    return READINESS_MESSAGES.aiNeeds('a paper title');
  }
  const cost = CREDIT_COSTS.generatePaperAi;
  if (facts.credits !== undefined && facts.credits < cost) {
    return READINESS_MESSAGES.aiNotEnoughCredits(cost, facts.credits);
  }
  if (facts.student === '') {
    return READINESS_MESSAGES.chooseStudentToSave;
  }
  return null;
}
