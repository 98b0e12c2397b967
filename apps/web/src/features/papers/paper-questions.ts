import type { PaperQuestion } from '@abhyas/contracts';

export {
  QUESTION_TYPE_ORDER,
  type QuestionGroup,
  groupByType,
  groupBySection,
  groupForPaper,
  optionLetter,
  stripOptionPrefix,
  answerText,
  startsPassage,
  marksLabel,
} from '@abhyas/contracts';

/** A diagram's inline SVG as an image source: drawn by the browser's image decoder, never as markup. */
export const diagramSource = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const DIFFICULTY_LABELS: Readonly<Record<PaperQuestion['difficulty'], string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  very_hard: 'Very hard',
};
