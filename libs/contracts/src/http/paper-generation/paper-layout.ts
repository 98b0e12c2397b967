import {
  QUESTION_TYPE_LABELS,
  type PaperQuestion,
  type PaperSectionView,
  type QuestionTypeLabel,
  type StudentPaperQuestion,
} from './papers.http';
import { optionLetter, stripOptionPrefix } from '../../grading/answer-matching';

// How a paper is laid out, shared by the web app's views and the server's PDF: one way of
// grouping, numbering options and saying an answer.

/** Spec §9: MCQ, Fill in the blanks, True/False, Short Answer, Long Answer. */
export const QUESTION_TYPE_ORDER: readonly QuestionTypeLabel[] =
  Object.values(QUESTION_TYPE_LABELS);

export interface QuestionGroup<Q> {
  heading: string;
  questions: Q[];
}

/** Questions grouped by type in the spec's order; empty groups are left out. */
export function groupByType<Q extends Pick<StudentPaperQuestion, 'questionType'>>(
  questions: readonly Q[],
): QuestionGroup<Q>[] {
  const known = QUESTION_TYPE_ORDER.map((type) => ({
    heading: type,
    questions: questions.filter((question) => question.questionType === type),
  }));
  const others = questions.filter(
    (question) => !QUESTION_TYPE_ORDER.includes(question.questionType),
  );
  return [...known, { heading: 'Other questions', questions: others }].filter(
    (group) => group.questions.length > 0,
  );
}

/**
 * An Olympiad paper under its pattern's section headings, in the pattern's order (then any
 * section the pattern does not list, in the order met).
 */
export function groupBySection<Q extends Pick<StudentPaperQuestion, 'sectionName'>>(
  questions: readonly Q[],
  sections: readonly Pick<PaperSectionView, 'name'>[] = [],
): QuestionGroup<Q>[] {
  const names = [
    ...sections.map((section) => section.name),
    ...questions.map((question) => question.sectionName ?? 'Questions'),
  ];
  return [...new Set(names)]
    .map((heading) => ({
      heading,
      questions: questions.filter((question) => (question.sectionName ?? 'Questions') === heading),
    }))
    .filter((group) => group.questions.length > 0);
}

/** How a paper is laid out: Olympiads by their sections, boards by question type. */
export const groupForPaper = <Q extends Pick<StudentPaperQuestion, 'questionType' | 'sectionName'>>(
  questions: readonly Q[],
  sections: readonly Pick<PaperSectionView, 'name'>[] | undefined,
): QuestionGroup<Q>[] =>
  sections && sections.length > 0 ? groupBySection(questions, sections) : groupByType(questions);

/** The answer as a parent reads it: the letter with its option, the accepted words, or the model answer. */
export function answerText(
  question: Pick<
    PaperQuestion,
    'correctAnswer' | 'answer' | 'acceptedAnswers' | 'modelAnswer' | 'options'
  >,
): string | null {
  const key = question.correctAnswer ?? question.answer;
  if (question.options && question.options.length > 0 && key) {
    const index = /^[A-D]$/i.test(key) ? key.toUpperCase().charCodeAt(0) - 65 : Number.NaN;
    const option = question.options[index];
    return option === undefined ? key : `${optionLetter(index)}) ${stripOptionPrefix(option)}`;
  }
  if (question.acceptedAnswers && question.acceptedAnswers.length > 0) {
    return question.acceptedAnswers.join(' / ');
  }
  return question.modelAnswer ?? key ?? null;
}

/** Consecutive questions on one reading passage show it once, above the first of them. */
export const startsPassage = (
  questions: readonly Pick<StudentPaperQuestion, 'passage'>[],
  index: number,
): boolean =>
  Boolean(questions[index]?.passage) && questions[index - 1]?.passage !== questions[index].passage;

export const marksLabel = (marks: number): string => `${marks} ${marks === 1 ? 'mark' : 'marks'}`;

/** A name part safe on every file system: letters (with their vowel signs) and digits, anything else as one '_'. */
const namePart = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

/** A mock test spans every chapter: its name is cut, at a word, to stay a usable file name. */
const MAX_PART_LENGTH = 60;

const shortened = (part: string): string => {
  if (part.length <= MAX_PART_LENGTH) {
    return part;
  }
  const cut = part.slice(0, MAX_PART_LENGTH);
  return cut.includes('_') ? cut.slice(0, cut.lastIndexOf('_')) : cut;
};

/** Spec §2: a paper's download is named subject_chapter (`.txt`, and `.pdf` for the PDF). */
export function paperFileName(subject: string, chapter: string, extension: 'txt' | 'pdf'): string {
  const parts = [namePart(subject), namePart(chapter)].map(shortened).filter(Boolean);
  return `${parts.length > 0 ? parts.join('_') : 'paper'}.${extension}`;
}
