import type { FamilyQuestionInput, GeneratedPaper, PaperQuestion } from '@abhyas/contracts';

/** Only questions no one has reviewed are worth keeping: the bank's own are already the bank's. */
export const savableQuestions = (paper: GeneratedPaper): PaperQuestion[] =>
  paper.questions.filter((q) => q.source === 'ai');

/**
 * A paper's question as the question bank record the save call takes: the paper's place with
 * the question's own topic, key and solution. The server checks each as it checks bank questions.
 */
export function familyQuestionInput(paper: GeneratedPaper, q: PaperQuestion): FamilyQuestionInput {
  return {
    curriculum: paper.curriculum,
    class: paper.class,
    subject: paper.subject,
    ...(paper.branch ? { branch: paper.branch } : {}),
    chapter: q.chapter,
    topic: q.topicId,
    subTopic: q.subTopic,
    question: q.question,
    questionType: q.questionType,
    difficulty: q.difficulty,
    marks: q.marks,
    ...(q.options ? { options: q.options } : {}),
    ...(q.correctAnswer !== undefined ? { correctAnswer: q.correctAnswer } : {}),
    ...(q.acceptedAnswers ? { acceptedAnswers: q.acceptedAnswers } : {}),
    ...(q.modelAnswer ? { modelAnswer: q.modelAnswer } : {}),
    ...(q.rubric
      ? {
          rubric: q.rubric.map((p) => ({
            point: p.point,
            marks: p.marks,
            accepted: p.accepted ?? [p.point],
          })),
        }
      : {}),
    ...(q.passage ? { passage: q.passage } : {}),
    ...(q.diagram ? { diagram: q.diagram } : {}),
    explanation: {
      detailedSolution: q.explanation?.detailedSolution ?? [],
      keyConcepts: q.explanation?.keyConcepts ?? [],
    },
  };
}
