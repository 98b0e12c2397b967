import {
  PAPER_RULES,
  type CurriculumCode,
  type CurriculumSummary,
  type ExaminationPreferences,
  type ExaminationType,
  type PaperType,
  type SyllabusChapter,
  type SyllabusTopic,
  type SyllabusView,
} from '@abhyas/contracts';
import { DEFAULT_SUBJECT, chapterChoice, hasCountedMarks, type PaperForm } from './paper-form';
import {
  OLYMPIAD_DISTRIBUTIONS,
  branchOptions,
  chapterOptions,
  classOptions,
  curriculumOptions,
  examTypeOptions,
  needsBranch,
  paperTypeOptions,
  subjectOptions,
  topicOptions,
  totalMarksOptions,
  type Choice,
} from './paper-form.options';

/** What the selects are fed from: the parent's preferences and the syllabus service. */
export interface PaperCatalog {
  preferences: ExaminationPreferences;
  curricula: readonly CurriculumSummary[];
  /** The syllabus of the resolved curriculum and class, once loaded. */
  syllabus?: SyllabusView;
  /** The parent's children, once loaded. */
  studentIds?: readonly string[];
}

export interface PaperFormOptions {
  examTypes: ExaminationType[];
  curricula: Choice<CurriculumCode>[];
  classes: number[];
  subjects: string[];
  branches: string[];
  needsBranch: boolean;
  chapters: SyllabusChapter[];
  topics: SyllabusTopic[];
  paperTypes: Choice<PaperType>[];
  totalMarks: number[];
}

export interface ResolvedPaperForm {
  /** The form with every choice snapped to what the selects offer now. */
  form: PaperForm;
  options: PaperFormOptions;
}

const offered = <T>(value: T, options: readonly T[], fallback: T): T =>
  options.includes(value) ? value : fallback;

function resolveSubject(form: PaperForm, curriculum: string, subjects: string[]): string {
  if (curriculum === 'IMO') {
    return DEFAULT_SUBJECT;
  }
  if (form.examType === 'Olympiad') {
    return subjects[0] ?? '';
  }
  return offered(form.subject, subjects, offered(DEFAULT_SUBJECT, subjects, subjects[0] ?? ''));
}

/** The highest total on offer that does not exceed the chosen one (the smallest otherwise). */
const clampMarks = (marks: number, options: readonly number[]) =>
  options.includes(marks) ? marks : ([...options].reverse().find((m) => m <= marks) ?? options[0]);

/**
 * Each choice of the form, top to bottom, checked against the options its choices above allow:
 * only values that exist in the syllabus (and the parent's preferences) are ever sent.
 */
export function resolvePaperForm(raw: PaperForm, catalog: PaperCatalog): ResolvedPaperForm {
  const { preferences, curricula } = catalog;
  const examTypes = examTypeOptions(preferences, curricula);
  const examType = offered(raw.examType, examTypes, examTypes[0] ?? '');
  const curriculumChoices = curriculumOptions(examType, preferences, curricula);
  const curriculum = offered(
    raw.curriculum,
    curriculumChoices.map((choice) => choice.value),
    curriculumChoices[0]?.value ?? '',
  );
  const summary = curricula.find((entry) => entry.curriculum === curriculum);
  const classes = classOptions(summary);
  const schoolClass = raw.class !== null && classes.includes(raw.class) ? raw.class : null;
  const subjects = subjectOptions(examType, summary, schoolClass, preferences);
  const subject = resolveSubject({ ...raw, examType }, curriculum, subjects);
  const branches = branchOptions(summary, schoolClass, subject);
  const branchNeeded = needsBranch(subject, schoolClass, branches);
  const branch = branchNeeded ? offered(raw.branch, branches, '') : '';

  const paperTypes = paperTypeOptions(examType);
  const paperType = offered(
    raw.paperType,
    paperTypes.map((choice) => choice.value),
    'comprehensive',
  );
  const choice = chapterChoice({ examType, paperType });
  const syllabusMatches =
    catalog.syllabus?.curriculum === curriculum && catalog.syllabus.class === schoolClass;
  const chapters =
    syllabusMatches && (!branchNeeded || branch !== '')
      ? chapterOptions(catalog.syllabus, subject, branch)
      : [];
  const chosenChapters =
    choice === 'none'
      ? []
      : raw.chapters
          .filter((id) => chapters.some((chapter) => chapter.id === id))
          .slice(0, choice === 'one' ? 1 : undefined);
  const topics = topicOptions(chapters, chosenChapters);
  const chosenTopics = raw.topics
    .filter((id) => topics.some((topic) => topic.id === id))
    .slice(0, PAPER_RULES.maxTopics);

  const shape = { paperType, chapters: chosenChapters, topics: chosenTopics };
  const totalMarks = totalMarksOptions(shape);
  const form: PaperForm = {
    ...raw,
    examType,
    curriculum,
    class: schoolClass,
    student: catalog.studentIds?.includes(raw.student) ? raw.student : '',
    subject,
    branch,
    ...shape,
    totalMarks: hasCountedMarks(shape) ? clampMarks(raw.totalMarks, totalMarks) : raw.totalMarks,
    difficultyDistribution:
      examType === 'Olympiad'
        ? offered(raw.difficultyDistribution, OLYMPIAD_DISTRIBUTIONS, 'challenging')
        : 'default',
  };
  return {
    form,
    options: {
      examTypes,
      curricula: curriculumChoices,
      classes,
      subjects,
      branches,
      needsBranch: branchNeeded,
      chapters,
      topics,
      paperTypes,
      totalMarks,
    },
  };
}
