import type { PaperSectionView, StudentPaperQuestion } from '@abhyas/contracts';
import { groupByType } from '../papers/paper-questions';

type Question = Pick<StudentPaperQuestion, '_id' | 'questionType' | 'sectionName'>;

export interface NavigatorGroup {
  heading: string;
  /** Indexes into the paper's questions, in the order the child goes through them. */
  indexes: number[];
}

/** The navigator: questions grouped by type in the spec's order (MCQ, blanks, True/False, …). */
export function navigatorGroups(questions: readonly Question[]): NavigatorGroup[] {
  const indexed = questions.map((question, index) => ({ ...question, index }));
  return groupByType(indexed).map((group) => ({
    heading: group.heading,
    indexes: group.questions.map((question) => question.index),
  }));
}

/** The order Previous and Next follow: the navigator's, group after group. */
export const questionOrder = (questions: readonly Question[]): number[] =>
  navigatorGroups(questions).flatMap((group) => group.indexes);

/** Olympiad sections: where each one starts, for the jump buttons (none for a board paper). */
export function sectionStarts(
  questions: readonly Question[],
  sections: readonly Pick<PaperSectionView, 'name'>[] | undefined,
): { name: string; index: number }[] {
  if (!sections || sections.length === 0) {
    return [];
  }
  const order = questionOrder(questions);
  return sections.flatMap((section) => {
    const index = order.find((i) => questions[i].sectionName === section.name);
    return index === undefined ? [] : [{ name: section.name, index }];
  });
}

/** The question before or after `current` in the navigator's order; `current` at either end. */
export function stepFrom(order: readonly number[], current: number, step: 1 | -1): number {
  const position = order.indexOf(current);
  if (position === -1) {
    return order[0] ?? 0;
  }
  return order[Math.min(order.length - 1, Math.max(0, position + step))];
}
