import {
  PAPER_RULES,
  type CurriculumCode,
  type DifficultyDistribution,
  type ExaminationType,
  type PaperType,
  type QuestionTypeLabel,
} from '@abhyas/contracts';
import {
  DEFAULT_SUBJECT,
  defaultDistribution,
  initialPaperForm,
  type AiDifficulty,
  type GenerationMethod,
  type PaperForm,
  type SectionMarksField,
} from './paper-form';

export type PaperFormChange =
  | { type: 'method'; method: GenerationMethod }
  | { type: 'examType'; examType: ExaminationType }
  | { type: 'curriculum'; curriculum: CurriculumCode }
  | { type: 'class'; class: number | null }
  | { type: 'student'; student: string }
  | { type: 'subject'; subject: string }
  | { type: 'branch'; branch: string }
  | { type: 'chapters'; chapters: string[] }
  | { type: 'toggleTopic'; topic: string }
  | { type: 'title'; title: string }
  | { type: 'paperType'; paperType: PaperType }
  | { type: 'totalMarks'; totalMarks: number }
  | { type: 'sectionMarks'; field: SectionMarksField; marks: number }
  | { type: 'difficultyDistribution'; difficultyDistribution: DifficultyDistribution }
  | { type: 'toggleQuestionType'; questionType: QuestionTypeLabel }
  | { type: 'difficulty'; difficulty: AiDifficulty };

/** Changes that make what was generated (and what the bank said) stale (spec §4). */
export const RESETS_GENERATION: ReadonlySet<PaperFormChange['type']> = new Set([
  'examType',
  'curriculum',
  'class',
  'student',
]);

const noSyllabusChoice = (): Pick<PaperForm, 'branch' | 'chapters' | 'topics'> => ({
  branch: '',
  chapters: [],
  topics: [],
});

const toggle = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** Marks a new paper type starts with: the comprehensive split, or the smallest counted total. */
const marksFor = (paperType: PaperType) =>
  paperType === 'chapter-wise' || paperType === 'topic-wise'
    ? { totalMarks: PAPER_RULES.minMarks }
    : {
        totalMarks: PAPER_RULES.comprehensive.totalMarks,
        mcqMarks: PAPER_RULES.comprehensive.mcqMarks,
        shortMarks: PAPER_RULES.comprehensive.shortMarks,
        longMarks: PAPER_RULES.comprehensive.longMarks,
      };

/**
 * One edit of the form, with the spec's reset rules: a new exam starts its choices over;
 * a new class (or a new child, whose class the form follows until one is chosen) clears
 * chapters and topics; a new subject clears branch, chapters and topics;
 * a new branch clears chapters and topics; new chapters clear topics.
 */
export function paperFormReducer(form: PaperForm, change: PaperFormChange): PaperForm {
  switch (change.type) {
    case 'method':
      return { ...form, method: change.method };
    case 'examType':
      if (change.examType === form.examType) {
        return form;
      }
      return {
        ...initialPaperForm(change.examType),
        method: form.method,
        class: form.class,
        student: form.student,
        title: form.title,
        difficultyDistribution: defaultDistribution(change.examType),
      };
    case 'curriculum':
      return {
        ...form,
        curriculum: change.curriculum,
        subject: DEFAULT_SUBJECT,
        ...noSyllabusChoice(),
      };
    case 'class':
      return { ...form, class: change.class, chapters: [], topics: [] };
    case 'student':
      // Without a class of its own the form follows the child's class, which may change too.
      return form.class === null
        ? { ...form, student: change.student, chapters: [], topics: [] }
        : { ...form, student: change.student };
    case 'subject':
      return { ...form, subject: change.subject, ...noSyllabusChoice() };
    case 'branch':
      return { ...form, branch: change.branch, chapters: [], topics: [] };
    case 'chapters':
      return { ...form, chapters: change.chapters, topics: [] };
    case 'toggleTopic': {
      const adding = !form.topics.includes(change.topic);
      if (adding && form.topics.length >= PAPER_RULES.maxTopics) {
        return form;
      }
      return { ...form, topics: toggle(form.topics, change.topic) };
    }
    case 'title':
      return { ...form, title: change.title };
    case 'paperType':
      if (change.paperType === form.paperType) {
        return form;
      }
      return {
        ...form,
        paperType: change.paperType,
        chapters: [],
        topics: [],
        ...marksFor(change.paperType),
      };
    case 'totalMarks':
      return { ...form, totalMarks: change.totalMarks };
    case 'sectionMarks':
      return { ...form, [change.field]: change.marks };
    case 'difficultyDistribution':
      return { ...form, difficultyDistribution: change.difficultyDistribution };
    case 'toggleQuestionType':
      return { ...form, questionTypes: toggle(form.questionTypes, change.questionType) };
    case 'difficulty':
      return { ...form, difficulty: change.difficulty };
    default: {
      const unknown: never = change;
      return unknown;
    }
  }
}
