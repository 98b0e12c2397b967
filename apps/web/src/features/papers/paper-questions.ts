import {
  QUESTION_TYPE_LABELS,
  type PaperQuestion,
  type PaperSectionView,
  type QuestionTypeLabel,
  type StudentPaperQuestion,
} from '@abhyas/contracts';

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

export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

/** Spec §5: a leading letter prefix ("A) ", "(b) ", "C. ") is not shown twice. */
export const stripOptionPrefix = (option: string): string =>
  option.replace(/^\s*\(?[A-Da-d][).:]\s+/, '');

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

/** A diagram's inline SVG as an image source: drawn by the browser's image decoder, never as markup. */
export const diagramSource = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const DIFFICULTY_LABELS: Readonly<Record<PaperQuestion['difficulty'], string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  very_hard: 'Very hard',
};

export const marksLabel = (marks: number): string => `${marks} ${marks === 1 ? 'mark' : 'marks'}`;
