import { z } from 'zod';
import { safeText } from '../safe-text';
import { CURRICULA, type CurriculumCode, OLYMPIADS, syllabusParamsSchema } from './syllabus.http';

/** The board segment of `POST /api/question-bank/{board}/generate-paper`. */
export const BANK_BOARDS = ['cbse', 'icse', 'state', 'olympiad'] as const;
export type BankBoard = (typeof BANK_BOARDS)[number];

/** Which curricula each board endpoint serves. */
export const BOARD_CURRICULA: Readonly<Record<BankBoard, readonly CurriculumCode[]>> = {
  cbse: ['CBSE'],
  icse: ['ICSE'],
  state: ['STATE-KA'],
  olympiad: OLYMPIADS,
};

/** The name the 'No … questions found' message gives a board. */
export const BOARD_NAMES: Readonly<Record<BankBoard, string>> = {
  cbse: 'CBSE',
  icse: 'ICSE',
  state: 'State Board',
  olympiad: 'Olympiad',
};

/** Spec §9: paper types per kind of exam. */
export const BOARD_PAPER_TYPES = [
  'comprehensive',
  'chapter-wise',
  'topic-wise',
  'revision',
] as const;
export const OLYMPIAD_PAPER_TYPES = ['comprehensive', 'practice', 'mock'] as const;
export const PAPER_TYPES = [...new Set([...BOARD_PAPER_TYPES, ...OLYMPIAD_PAPER_TYPES])] as [
  string,
  ...string[],
];
export type PaperType = (typeof BOARD_PAPER_TYPES)[number] | (typeof OLYMPIAD_PAPER_TYPES)[number];

/** Spec §9 difficulty mixes by name (`default` is the bank's 30/40/20/10). */
export const DIFFICULTY_DISTRIBUTIONS = ['default', 'challenging', 'advanced'] as const;
export type DifficultyDistribution = (typeof DIFFICULTY_DISTRIBUTIONS)[number];

/** Spec §5 and §9: paper sizes and the marks the forms offer. */
export const PAPER_RULES = {
  maxTopics: 5,
  /** Chapter-wise and topic-wise totals: 15 up to 50, growing with the number chosen. */
  minMarks: 15,
  maxMarks: 50,
  /** The highest total offered for n chapters or topics (1: 15; 2: 20; 3: 30; 4: 40; 5+: 50). */
  maxMarksFor: (count: number): number => [15, 15, 20, 30, 40, 50][Math.min(Math.max(count, 0), 5)],
  comprehensive: { totalMarks: 50, mcqMarks: 20, shortMarks: 15, longMarks: 15 },
  /** Bank fallback size and the 'enough questions' bar for boards (spec §5). */
  bankFallbackQuestions: 20,
  timeDuration: { olympiad: 60, board: 45 },
  maxTitleLength: 120,
} as const;

/** Every marks total a chapter-wise or topic-wise paper may have for `count` chapters or topics. */
export const marksOptionsFor = (count: number): number[] => {
  const options: number[] = [];
  for (let marks = PAPER_RULES.minMarks; marks <= PAPER_RULES.maxMarksFor(count); marks += 5) {
    options.push(marks);
  }
  return options;
};

/** Branch required only for Science class 6+ and Social Studies class 4 and 6+ (spec §5). */
export const branchRequired = (subject: string, schoolClass: number): boolean =>
  (subject === 'Science' && schoolClass >= 6) ||
  (subject === 'Social Studies' && (schoolClass === 4 || schoolClass >= 6));

export const PAPER_MESSAGES = {
  titleRequired: 'Paper title is required. Please enter a unique title.',
  duplicateTitle: 'A test with this name already exists. Please choose a different name.',
  fixTitle: 'Please fix the title error before saving.',
  authRequired: 'Authentication required. Please log in again.',
  insufficientCredits: 'Insufficient credits',
  noQuestions: (board: string) => `No ${board} questions found`,
  noQuestionsSuggestion:
    'Try fewer questions, more chapters or topics, or AI generation when it is available.',
  generationFailed: 'Failed to generate paper from question bank',
  generationError: 'Error generating paper from question bank',
  saveFailed: 'Failed to save paper',
  saveError: 'Error saving paper',
  branchRequired: 'Please choose a branch for this subject and class',
  tooManyTopics: `Choose at most ${PAPER_RULES.maxTopics} topics`,
  curriculumMismatch: (board: string) => `This endpoint generates ${board} papers only`,
  studentNotFound: 'Student not found',
  paperNotFound: 'Paper not found',
  generationNotFound: 'Generated paper not found: generate it again',
  marksMismatch: 'The section marks do not add up to the total marks',
  notYourPaper: 'This paper is not assigned to you',
  questionNotFound: 'Question not found',
} as const;

const id = (label: string) =>
  safeText(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

const shortText = (label: string, max = 120) => safeText(label).trim().min(1).max(max);

/** Accepts 6, "6" and "Class 6" (the forms send the label). */
const schoolClass = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/^\s*class\s*/i, '') : value),
  syllabusParamsSchema.shape.class,
);

const curriculum = safeText('curriculum')
  .trim()
  .transform((value) => value.toUpperCase().replace(/^STATE$/, 'STATE-KA'))
  .pipe(z.enum(CURRICULA, { error: 'curriculum must be one of ' + CURRICULA.join(', ') }));

/** A client-chosen id for one click of Generate: the same id twice makes one paper, one charge. */
const requestId = safeText('requestId')
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8 to 64 letters, digits, - or _')
  .optional();

/**
 * The create-paper form's fields that bank and AI generation share: what the paper covers
 * (curriculum, class, subject, branch, chapters, topics), its type and marks, the difficulty mix
 * and the request id of one click of Generate.
 */
export const paperFormFields = {
  curriculum,
  class: schoolClass,
  subject: shortText('subject', 60),
  difficultyDistribution: z.enum(DIFFICULTY_DISTRIBUTIONS).default('default'),
  branch: shortText('branch', 60).optional(),
  chapter: z.union([shortText('chapter'), z.array(shortText('chapter')).max(30)]).optional(),
  topics: z
    .array(shortText('topic'))
    .max(PAPER_RULES.maxTopics, PAPER_MESSAGES.tooManyTopics)
    .default([]),
  paperType: z.enum(PAPER_TYPES).optional(),
  totalMarks: z.number().int().min(PAPER_RULES.minMarks).max(100).optional(),
  mcqMarks: z.number().int().min(0).max(100).optional(),
  shortMarks: z.number().int().min(0).max(100).optional(),
  longMarks: z.number().int().min(0).max(100).optional(),
  totalQuestions: z.number().int().min(1).max(100).optional(),
  requestId,
};

/** The spec's total-marks mismatch: a marks split given with a total must add up to it. */
export const refineMarksSplit = (
  form: { mcqMarks?: number; shortMarks?: number; longMarks?: number; totalMarks?: number },
  ctx: z.RefinementCtx,
): void => {
  const split = [form.mcqMarks, form.shortMarks, form.longMarks];
  if (split.some((m) => m !== undefined) && form.totalMarks !== undefined) {
    const sum = split.reduce<number>((s, m) => s + (m ?? 0), 0);
    if (sum !== form.totalMarks) {
      ctx.addIssue({
        code: 'custom',
        path: ['totalMarks'],
        message: PAPER_MESSAGES.marksMismatch,
      });
    }
  }
};

/**
 * `POST /api/question-bank/{board}/generate-paper`: the spec's payload, plus the paper type,
 * the marks the form chose and an optional request id. `chapter` takes one chapter id or several
 * (chapter-wise papers may span chapters); `topics` are topic ids of those chapters. The spec's
 * `pattern` is not read: an Olympiad's pattern is the organiser's, from the syllabus.
 */
export const bankGenerationRequestSchema = z
  .object({
    studentId: id('studentId'),
    ...paperFormFields,
    generationType: z.literal('question_bank').default('question_bank'),
    title: shortText('title', PAPER_RULES.maxTitleLength).optional(),
  })
  .superRefine(refineMarksSplit);
export type BankGenerationRequest = z.input<typeof bankGenerationRequestSchema>;
export type BankGenerationForm = z.output<typeof bankGenerationRequestSchema>;

export const bankBoardParamsSchema = z.object({
  board: safeText('board')
    .trim()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(BANK_BOARDS, { error: `board must be one of ${BANK_BOARDS.join(', ')}` })),
});

/** The spec's question types as the forms and screens show them. */
export const QUESTION_TYPE_LABELS = {
  mcq: 'MCQ',
  fill_blank: 'Fill in the blanks',
  true_false: 'True/False',
  short_answer: 'Short Answer',
  long_answer: 'Long Answer',
} as const;
export type QuestionTypeLabel = (typeof QUESTION_TYPE_LABELS)[keyof typeof QUESTION_TYPE_LABELS];

export interface RubricPointView {
  point: string;
  marks: number;
  /** The phrases that earn the point when grading a written answer. */
  accepted?: string[];
}

/**
 * A paper's question as the parent sees it (with its key and solution). Students get the same
 * without `correctAnswer`, `answer`, `explanation`, `modelAnswer` and `rubric`
 * (`StudentPaperQuestion`).
 */
export interface PaperQuestion {
  _id: string;
  /** The bank version pinned when the paper was made (a later edit never changes it). */
  version: string;
  /**
   * The reviewed bank, a seeded maths generator, AI generation (checked, not reviewed), or the
   * family's own saved question (checked, not reviewed; only their papers have it).
   */
  source: 'bank' | 'generator' | 'ai' | 'family';
  number: number;
  questionNumber: number;
  question: string;
  questionType: QuestionTypeLabel;
  options?: string[];
  /** MCQ: the letter; True/False: 'True' or 'False'; blanks: the first accepted answer. */
  correctAnswer?: string;
  answer?: string;
  acceptedAnswers?: string[];
  modelAnswer?: string;
  rubric?: RubricPointView[];
  marks: number;
  difficulty: 'easy' | 'medium' | 'hard' | 'very_hard';
  /** Learning-needs section S1–S4, and for Olympiad papers the pattern section's name. */
  section: 'S1' | 'S2' | 'S3' | 'S4';
  sectionName?: string;
  topic: string;
  topicId: string;
  subTopic: string;
  chapter: string;
  passage?: string;
  hasImage: boolean;
  /** Inline SVG drawn in the repository, and its text alternative. */
  diagram?: { svg: string; alt: string };
  explanation?: { detailedSolution: string[]; keyConcepts: string[] };
}

export type StudentPaperQuestion = Omit<
  PaperQuestion,
  'correctAnswer' | 'answer' | 'acceptedAnswers' | 'modelAnswer' | 'rubric' | 'explanation'
>;

export interface PaperSectionView {
  name: string;
  code: 'S1' | 'S2' | 'S3' | 'S4';
  questions: number;
  marksPerQuestion: number;
}

/** What a generation produced, before it is saved (the preview). */
export interface GeneratedPaper {
  generationId: string;
  curriculum: CurriculumCode;
  class: number;
  subject: string;
  branch?: string;
  chapter: string;
  paperType: PaperType;
  totalMarks: number;
  timeDuration: number;
  difficultyDistribution: DifficultyDistribution;
  sections?: PaperSectionView[];
  questions: PaperQuestion[];
  paperContent: string;
  /** Where the bank was short and how the paper was completed. */
  notes: string[];
  createdAt: string;
}

export type BankGenerationResponse =
  | { success: true; paper: GeneratedPaper; creditsUsed: number }
  | { success: false; error: string; suggestion?: string; required?: number; available?: number };

/** `POST /api/papers/save-paper`: the spec's saved paper payload, naming the generation it keeps. */
export const savePaperRequestSchema = z
  .object({
    parentId: id('parentId'),
    student: id('student'),
    generationId: id('generationId'),
    title: safeText('title', { error: PAPER_MESSAGES.titleRequired })
      .trim()
      .min(1, PAPER_MESSAGES.titleRequired)
      .max(PAPER_RULES.maxTitleLength),
    timeDuration: z.number().int().min(15).max(180).optional(),
    // The form's other fields (curriculumType, paperType, selectedTopics, questions, paperContent,
    // …) are accepted and ignored: the paper is the generation the server made, not the browser's copy.
  })
  .loose();
export type SavePaperRequest = z.input<typeof savePaperRequestSchema>;

export interface SavePaperResponse {
  success: true;
  paperId: string;
  _id: string;
}

/** `GET /api/papers/check-duplicate-title?title=&parentId=` (title compared trimmed, lower-cased). */
export const duplicateTitleQuerySchema = z.object({
  title: safeText('title')
    .trim()
    .min(1, PAPER_MESSAGES.titleRequired)
    .max(PAPER_RULES.maxTitleLength),
  parentId: id('parentId'),
});

/** How titles are compared for uniqueness per parent. */
export const titleKey = (title: string): string => title.trim().toLowerCase().replace(/\s+/g, ' ');

export const parentChildParamsSchema = z.object({
  parentId: id('parentId'),
  childId: id('childId'),
});

export const paperIdParamsSchema = z.object({ id: id('paper id') });

/** A saved paper, as its parent sees it. */
export interface SavedPaper {
  _id: string;
  title: string;
  curriculum: CurriculumCode;
  class: number;
  subject: string;
  branch?: string;
  chapter: string;
  paperType: PaperType;
  difficultyDistribution: DifficultyDistribution;
  timeDuration: number;
  totalMarks: number;
  sections?: PaperSectionView[];
  questions: PaperQuestion[];
  questionReferences: { questionId: string; version: string }[];
  paperContent: string;
  student: string;
  createdAt: string;
}

/** The spec's paper list entry. Attempts and schedules come with tests (test-attempt). */
export interface PaperListEntry {
  paper: SavedPaper;
  attempted: boolean;
  marksObtained: number | null;
  numCorrect: number | null;
  numWrong: number | null;
  scheduledDate: string | null;
}

export interface PaperListResponse {
  success: true;
  papers: PaperListEntry[];
}

/** `GET /api/papers/populate-paper/{id}`: parents get their paper; a student, without answers. */
/**
 * `GET /api/questions/{id}`: a question as it sits in one of the caller's papers. A parent gets
 * it with its key; a student only from a paper scheduled for them, with the key only once their
 * attempt at that paper was graded.
 */
export type QuestionResponse =
  | { success: true; question: PaperQuestion; answered: true }
  | { success: true; question: StudentPaperQuestion; answered: false };

export const questionIdParamsSchema = z.object({ id: id('question id') });

export type PopulatedPaper =
  | { success: true; paper: SavedPaper }
  | {
      success: true;
      paper: Omit<SavedPaper, 'questions' | 'paperContent'> & { questions: StudentPaperQuestion[] };
    };

/** A saved paper as a PDF for its parent: the paper, then the answer key on pages of its own. */
export const PAPER_ROUTES = {
  pdf: (paperId: string) => `/api/papers/${encodeURIComponent(paperId)}/pdf`,
} as const;
