import { QUESTION_TYPE_LABELS, type PaperQuestion } from '@abhyas/contracts';
import type { BankQuestion } from '@abhyas/question-bank';

/** Where a question sits in a paper, and the facts about it a paper keeps beside its content. */
export interface QuestionPlacement {
  version: string;
  source: PaperQuestion['source'];
  passageText?: string;
  chapterName: string;
  topicId: string;
  topicName: string;
  number: number;
  marks: number;
  sectionName?: string;
}

const keyOf = (
  question: BankQuestion,
): Pick<
  PaperQuestion,
  'correctAnswer' | 'answer' | 'acceptedAnswers' | 'modelAnswer' | 'rubric' | 'options'
> => {
  switch (question.type) {
    case 'mcq':
      return {
        options: [...question.options],
        correctAnswer: question.answer,
        answer: question.answer,
      };
    case 'true_false': {
      const answer = question.answer ? 'True' : 'False';
      return { correctAnswer: answer, answer };
    }
    case 'fill_blank':
      return {
        correctAnswer: question.answer[0],
        answer: question.answer[0],
        acceptedAnswers: [...question.answer],
      };
    case 'short_answer':
    case 'long_answer':
      return {
        correctAnswer: question.modelAnswer,
        answer: question.modelAnswer,
        modelAnswer: question.modelAnswer,
        rubric: question.rubric.map(({ point, marks, accepted }) => ({
          point,
          marks,
          accepted: [...accepted],
        })),
      };
  }
};

/** A bank (or generated) question as a paper keeps it: a full copy of the version it pinned. */
export const toPaperQuestion = (
  question: BankQuestion,
  place: QuestionPlacement,
): PaperQuestion => ({
  _id: question.id,
  version: place.version,
  source: place.source,
  number: place.number,
  questionNumber: place.number,
  question: question.stem,
  questionType: QUESTION_TYPE_LABELS[question.type],
  ...keyOf(question),
  marks: place.marks,
  difficulty: question.difficulty,
  section: question.section,
  ...(place.sectionName ? { sectionName: place.sectionName } : {}),
  topic: place.topicName,
  topicId: place.topicId,
  subTopic: question.subTopic,
  chapter: place.chapterName,
  ...(place.passageText ? { passage: place.passageText } : {}),
  hasImage: question.diagram !== undefined,
  ...(question.diagram
    ? { diagram: { svg: question.diagram.svg, alt: question.diagram.alt } }
    : {}),
  explanation: {
    detailedSolution: [...question.explanation.detailedSolution],
    keyConcepts: [...question.explanation.keyConcepts],
  },
});
