import {
  BOARD_PAPER_TYPES,
  EXAMINATION_CATALOGUE,
  EXAMINATION_TYPES,
  OLYMPIAD_PAPER_TYPES,
  branchRequired,
  marksOptionsFor,
  type CurriculumCode,
  type CurriculumSummary,
  type DifficultyDistribution,
  type ExaminationPreferences,
  type ExaminationType,
  type PaperType,
  type SyllabusChapter,
  type SyllabusTopic,
  type SyllabusView,
} from '@abhyas/contracts';
import { EXAM_TYPE_CURRICULA, hasCountedMarks, type PaperForm } from './paper-form';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

export const PAPER_TYPE_LABELS: Readonly<Record<PaperType, string>> = {
  comprehensive: 'Comprehensive',
  'chapter-wise': 'Chapter-wise',
  'topic-wise': 'Topic-wise',
  revision: 'Revision Test',
  practice: 'Practice Test',
  mock: 'Mock Test',
};

export const DISTRIBUTION_NAMES: Readonly<Record<DifficultyDistribution, string>> = {
  default: 'Standard',
  challenging: 'Challenging',
  advanced: 'Advanced',
};

/** Spec §9's mixes, easy/medium/hard/very hard. */
export const DISTRIBUTION_LABELS: Readonly<Record<DifficultyDistribution, string>> = {
  default: 'Standard mix (30% easy, 40% medium, 20% hard, 10% very hard)',
  challenging: 'Challenging (10% easy, 40% medium, 40% hard, 10% very hard)',
  advanced: 'Advanced (30% medium, 50% hard, 20% very hard)',
};

export const OLYMPIAD_DISTRIBUTIONS: readonly DifficultyDistribution[] = [
  'challenging',
  'advanced',
];

/** The preferences name the Karnataka state syllabus 'State Board' (their catalogue's name). */
export const preferenceName = (code: CurriculumCode): string =>
  code === 'STATE-KA' ? 'State Board' : code;

/** The boards or Olympiads of one examination type that the parent prefers and that have a syllabus. */
export function curriculumOptions(
  examType: ExaminationType | '',
  preferences: ExaminationPreferences,
  curricula: readonly CurriculumSummary[],
): Choice<CurriculumCode>[] {
  if (examType === '') {
    return [];
  }
  return EXAM_TYPE_CURRICULA[examType]
    .filter((code) => preferences.selectedCurricula.includes(preferenceName(code)))
    .flatMap((code) => curricula.filter((summary) => summary.curriculum === code))
    .map((summary) => ({ value: summary.curriculum, label: summary.name }));
}

/** The parent's preferred examination types that have at least one syllabus to offer. */
export function examTypeOptions(
  preferences: ExaminationPreferences,
  curricula: readonly CurriculumSummary[],
): ExaminationType[] {
  return EXAMINATION_TYPES.filter(
    (type) =>
      preferences.selectedTypes.includes(type) &&
      curriculumOptions(type, preferences, curricula).length > 0,
  );
}

export const classOptions = (summary: CurriculumSummary | undefined): number[] =>
  summary?.classes.map((entry) => entry.class) ?? [];

const distinct = (values: Iterable<string>): string[] => [...new Set(values)];

/** The syllabus entries of one class, or of every class when none is chosen yet. */
const subjectEntries = (summary: CurriculumSummary | undefined, schoolClass: number | null) =>
  (summary?.classes ?? [])
    .filter((entry) => schoolClass === null || entry.class === schoolClass)
    .flatMap((entry) => entry.subjects);

/**
 * A board's subjects in its syllabus, narrowed to the parent's preferred subjects. A subject the
 * preferences cannot name (EVS is not in their catalogue) is always offered: no parent could
 * have chosen it.
 */
export function subjectOptions(
  examType: ExaminationType | '',
  summary: CurriculumSummary | undefined,
  schoolClass: number | null,
  preferences: ExaminationPreferences,
): string[] {
  const subjects = distinct(subjectEntries(summary, schoolClass).map((entry) => entry.subject));
  if (examType === '' || examType === 'Olympiad' || !summary) {
    return subjects;
  }
  const catalogue: Record<string, readonly string[]> = EXAMINATION_CATALOGUE[examType];
  const nameable = catalogue[preferenceName(summary.curriculum)] ?? [];
  return subjects.filter(
    (subject) => !nameable.includes(subject) || preferences.selectedSubjects.includes(subject),
  );
}

export const branchOptions = (
  summary: CurriculumSummary | undefined,
  schoolClass: number | null,
  subject: string,
): string[] =>
  schoolClass === null
    ? []
    : distinct(
        subjectEntries(summary, schoolClass)
          .filter((entry) => entry.subject === subject && entry.branch)
          .map((entry) => entry.branch ?? ''),
      );

/** Spec §5's branch rule, where the syllabus has branches to choose from. */
export const needsBranch = (
  subject: string,
  schoolClass: number | null,
  branches: readonly string[],
): boolean => schoolClass !== null && branches.length > 0 && branchRequired(subject, schoolClass);

/** The chapters of a subject (of one branch when given), each once. */
export function chapterOptions(
  syllabus: SyllabusView | undefined,
  subject: string,
  branch: string,
): SyllabusChapter[] {
  const seen = new Set<string>();
  return (syllabus?.subjects ?? [])
    .filter((entry) => entry.subject === subject && (branch === '' || entry.branch === branch))
    .flatMap((entry) => entry.chapters)
    .filter((chapter) => !seen.has(chapter.id) && seen.add(chapter.id));
}

/** The topics of the chosen chapters, in syllabus order. */
export const topicOptions = (
  chapters: readonly SyllabusChapter[],
  chosen: readonly string[],
): SyllabusTopic[] =>
  chapters.filter((chapter) => chosen.includes(chapter.id)).flatMap((chapter) => chapter.topics);

export const paperTypeOptions = (examType: ExaminationType | ''): Choice<PaperType>[] =>
  (examType === 'Olympiad' ? OLYMPIAD_PAPER_TYPES : BOARD_PAPER_TYPES).map((value) => ({
    value,
    label: PAPER_TYPE_LABELS[value],
  }));

/** Chapter-wise totals grow with the chapters chosen, topic-wise with the topics (spec §5). */
export function totalMarksOptions(
  form: Pick<PaperForm, 'paperType' | 'chapters' | 'topics'>,
): number[] {
  if (!hasCountedMarks(form)) {
    return [];
  }
  const counted = form.paperType === 'topic-wise' ? form.topics : form.chapters;
  return marksOptionsFor(counted.length);
}
