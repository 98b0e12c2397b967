import {
  OLYMPIADS,
  PAPER_RULES,
  type BankBoard,
  type CurriculumCode,
  type DifficultyDistribution,
  type ExaminationType,
  type PaperType,
  type QuestionTypeLabel,
} from '@abhyas/contracts';

export type GenerationMethod = 'question_bank' | 'ai';

/** Difficulty an AI paper is asked for (spec §5); bank papers use a distribution instead. */
export const AI_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type AiDifficulty = (typeof AI_DIFFICULTIES)[number];

/** Question types an AI paper may be asked for (spec §5). */
export const AI_QUESTION_TYPES: readonly QuestionTypeLabel[] = [
  'MCQ',
  'Fill in the blanks',
  'Short Answer',
  'Long Answer',
];

/** The spec's Paper form. `examType` is its curriculum type; chapters and topics are ids. */
export interface PaperForm {
  method: GenerationMethod;
  examType: ExaminationType | '';
  curriculum: CurriculumCode | '';
  class: number | null;
  subject: string;
  branch: string;
  chapters: string[];
  topics: string[];
  student: string;
  title: string;
  paperType: PaperType;
  totalMarks: number;
  mcqMarks: number;
  shortMarks: number;
  longMarks: number;
  difficultyDistribution: DifficultyDistribution;
  questionTypes: QuestionTypeLabel[];
  difficulty: AiDifficulty;
}

export type SectionMarksField = 'mcqMarks' | 'shortMarks' | 'longMarks';

export const DEFAULT_SUBJECT = 'Mathematics';

/** The curricula each examination type covers, and the bank endpoint that serves it. */
export const EXAM_TYPE_CURRICULA: Readonly<Record<ExaminationType, readonly CurriculumCode[]>> = {
  CBSE: ['CBSE'],
  ICSE: ['ICSE'],
  State: ['STATE-KA'],
  Olympiad: OLYMPIADS,
};

export const EXAM_TYPE_BOARD: Readonly<Record<ExaminationType, BankBoard>> = {
  CBSE: 'cbse',
  ICSE: 'icse',
  State: 'state',
  Olympiad: 'olympiad',
};

export const isOlympiad = (form: Pick<PaperForm, 'examType'>): boolean =>
  form.examType === 'Olympiad';

/** The difficulty mix a new form of this examination type starts with (spec §5). */
export const defaultDistribution = (examType: PaperForm['examType']): DifficultyDistribution =>
  examType === 'Olympiad' ? 'challenging' : 'default';

const { comprehensive } = PAPER_RULES;

export const initialPaperForm = (examType: PaperForm['examType'] = ''): PaperForm => ({
  method: 'question_bank',
  examType,
  curriculum: '',
  class: null,
  subject: DEFAULT_SUBJECT,
  branch: '',
  chapters: [],
  topics: [],
  student: '',
  title: '',
  paperType: 'comprehensive',
  totalMarks: comprehensive.totalMarks,
  mcqMarks: comprehensive.mcqMarks,
  shortMarks: comprehensive.shortMarks,
  longMarks: comprehensive.longMarks,
  difficultyDistribution: defaultDistribution(examType),
  questionTypes: [...AI_QUESTION_TYPES],
  difficulty: 'medium',
});

/** Papers whose marks are split into MCQ, short and long answers (spec §9's 20/15/15). */
export const hasSectionMarks = (form: Pick<PaperForm, 'examType' | 'paperType'>): boolean =>
  !isOlympiad(form) && (form.paperType === 'comprehensive' || form.paperType === 'revision');

/** Papers whose total is picked from the chapter-count or topic-count options. */
export const hasCountedMarks = (form: Pick<PaperForm, 'paperType'>): boolean =>
  form.paperType === 'chapter-wise' || form.paperType === 'topic-wise';

/** How a paper type narrows the syllabus: no chapter, one chapter or several. */
export type ChapterChoice = 'none' | 'one' | 'many';

export const chapterChoice = (form: Pick<PaperForm, 'examType' | 'paperType'>): ChapterChoice => {
  switch (form.paperType) {
    case 'chapter-wise':
    case 'revision':
      return 'many';
    case 'topic-wise':
    case 'practice':
      return 'one';
    case 'comprehensive':
    case 'mock':
      return 'none';
    default: {
      const unknown: never = form.paperType;
      return unknown;
    }
  }
};

/** Topic-wise papers need topics; an Olympiad practice test may focus on some. */
export const topicsRequired = (form: Pick<PaperForm, 'paperType'>): boolean =>
  form.paperType === 'topic-wise';

/** Chapters are required wherever they are offered, except on an Olympiad practice test. */
export const chaptersRequired = (form: Pick<PaperForm, 'examType' | 'paperType'>): boolean =>
  chapterChoice(form) !== 'none' && form.paperType !== 'practice';
