import type { AiQuestion } from '@abhyas/contracts';
import type { CandidateQuestion } from './ai-paper.check';

const keyOf = (q: AiQuestion): Record<string, unknown> => {
  switch (q.type) {
    case 'mcq':
      return { options: q.options, answer: q.answer };
    case 'true_false':
      return { answer: q.answer === 'True' ? true : q.answer === 'False' ? false : q.answer };
    case 'fill_blank':
      return { answer: q.acceptedAnswers ?? (q.answer === undefined ? undefined : [q.answer]) };
    case 'short_answer':
    case 'long_answer':
      return { modelAnswer: q.modelAnswer, rubric: q.rubric };
  }
};

/**
 * An AI question in the question bank's own format, so the bank's schema judges it exactly as
 * it judges every reviewed question (a key the type does not use is refused there). The worker
 * and the service both convert with this one function. The passage travels beside it.
 */
export const toCandidate = (q: AiQuestion): CandidateQuestion => ({
  question: Object.fromEntries(
    Object.entries({
      id: q.id,
      type: q.type,
      section: q.section,
      topic: q.topic,
      subTopic: q.subTopic,
      difficulty: q.difficulty,
      stem: q.stem,
      marks: q.marks,
      diagram: q.diagram,
      explanation: q.explanation,
      ...keyOf(q),
    }).filter(([, value]) => value !== undefined),
  ),
  ...(q.passage ? { passage: q.passage } : {}),
});
