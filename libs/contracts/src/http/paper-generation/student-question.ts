import type { StudentPaperQuestion } from './papers.http';
import type { KeyedPaperQuestion } from './paper-snapshot.internal';

/**
 * A question as a student may see it before submitting: built field by field from an allow
 * list, so a field added to the keyed paper later can never reach a student by accident.
 */
export const studentQuestion = (question: KeyedPaperQuestion): StudentPaperQuestion => ({
  _id: question._id,
  version: question.version,
  source: question.source,
  number: question.number,
  questionNumber: question.questionNumber,
  question: question.question,
  questionType: question.questionType,
  ...(question.options ? { options: [...question.options] } : {}),
  marks: question.marks,
  difficulty: question.difficulty,
  section: question.section,
  ...(question.sectionName ? { sectionName: question.sectionName } : {}),
  topic: question.topic,
  topicId: question.topicId,
  subTopic: question.subTopic,
  chapter: question.chapter,
  ...(question.passage ? { passage: question.passage } : {}),
  hasImage: question.hasImage,
  ...(question.diagram
    ? { diagram: { svg: question.diagram.svg, alt: question.diagram.alt } }
    : {}),
});
