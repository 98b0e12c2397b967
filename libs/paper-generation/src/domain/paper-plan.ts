// Turning a create-paper form into what selection needs: which chapters and topics, how many
// marks of which kind, or the Olympiad's sections. Pure: the syllabus comes in as data.
import {
  BOARD_PAPER_TYPES,
  branchRequired,
  marksOptionsFor,
  OLYMPIAD_PAPER_TYPES,
  OLYMPIADS,
  PAPER_RULES,
  type BankGenerationForm,
  type CurriculumCode,
  type DifficultyDistribution,
  type PaperType,
} from '@abhyas/contracts';
import type { ClassSyllabus, OlympiadPattern } from '@abhyas/question-bank';
import { DIFFICULTY_MIXES, type DifficultyMix } from './bank-paper.selection';
import { PaperRule, PaperRuleViolation } from './paper-generation.errors';

type Band = OlympiadPattern['bands'][number];
type Subject = ClassSyllabus['subjects'][number];

export interface PlannedSection {
  name: string;
  code: 'S1' | 'S2' | 'S3' | 'S4';
  questions: number;
  marksPerQuestion: number;
}

/** Marks by kind of question for a board paper: 1-mark objective items, short and long answers. */
export interface MarksSplit {
  objective: number;
  short: number;
  long: number;
}

export interface PaperPlan {
  curriculum: CurriculumCode;
  class: number;
  subject: string;
  branch?: string;
  /** The chapters questions may come from, and within them the topics (empty: every topic). */
  chapters: { id: string; name: string }[];
  topicIds: string[];
  paperType: PaperType;
  difficultyDistribution: DifficultyDistribution;
  mix: DifficultyMix;
  timeDuration: number;
  /** Olympiads: the organiser's sections in order. Boards: the marks split. */
  sections?: PlannedSection[];
  marks?: MarksSplit;
  totalMarks: number;
  /** Whether procedural maths questions may complete the paper (no chapter restriction). */
  mayUseGenerators: boolean;
}

/** What planning reads of a form: the bank form and the AI form both have these fields. */
export type PaperForm = Omit<BankGenerationForm, 'studentId' | 'generationType' | 'title'>;

const isOlympiad = (curriculum: CurriculumCode) =>
  (OLYMPIADS as readonly string[]).includes(curriculum);

const violation = (rule: PaperRule, detail = '') => new PaperRuleViolation(rule, detail);

const sameText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

const subjectOf = (form: PaperForm, syllabus: ClassSyllabus): Subject[] => {
  const entries = syllabus.subjects.filter((s) => sameText(s.subject, form.subject));
  if (entries.length === 0) {
    throw violation(PaperRule.SubjectMissing, form.subject);
  }
  const needsBranch =
    branchRequired(entries[0].subject, form.class) && entries.some((s) => s.branch);
  if (needsBranch && !form.branch) {
    throw violation(PaperRule.BranchRequired);
  }
  if (!form.branch) {
    return entries;
  }
  const branch = entries.filter((s) => sameText(s.branch, form.branch));
  if (branch.length === 0) {
    throw violation(PaperRule.BranchRequired, form.branch);
  }
  return branch;
};

const chosenChapterIds = (form: PaperForm): string[] =>
  form.chapter === undefined ? [] : Array.isArray(form.chapter) ? form.chapter : [form.chapter];

/** A chapter named by id or by its name (forms send either). */
const findChapter = (subjects: Subject[], wanted: string) =>
  subjects.flatMap((s) => s.chapters).find((c) => c.id === wanted || sameText(c.name, wanted));

const defaultPaperType = (form: PaperForm, olympiad: boolean): PaperType => {
  if (olympiad) {
    return 'comprehensive';
  }
  if (form.topics.length > 0) {
    return 'topic-wise';
  }
  return chosenChapterIds(form).length > 0 ? 'chapter-wise' : 'comprehensive';
};

/** 40 % objective, 30 % short, 30 % long: the comprehensive default's 20/15/15 of 50. */
const splitMarks = (total: number): MarksSplit => {
  const short = Math.round(total * 0.3);
  const long = Math.round(total * 0.3);
  return { objective: total - short - long, short, long };
};

const boardMarks = (form: PaperForm, paperType: PaperType, choices: number) => {
  if (paperType === 'comprehensive') {
    const defaults = PAPER_RULES.comprehensive;
    const given =
      form.mcqMarks !== undefined || form.shortMarks !== undefined || form.longMarks !== undefined;
    const split = given
      ? { objective: form.mcqMarks ?? 0, short: form.shortMarks ?? 0, long: form.longMarks ?? 0 }
      : { objective: defaults.mcqMarks, short: defaults.shortMarks, long: defaults.longMarks };
    return { split, total: split.objective + split.short + split.long };
  }
  if (paperType === 'revision') {
    const total = form.totalMarks ?? PAPER_RULES.maxMarks;
    return { split: splitMarks(total), total };
  }
  const offered = marksOptionsFor(choices);
  const total = form.totalMarks ?? offered[offered.length - 1];
  if (!offered.includes(total)) {
    throw violation(PaperRule.MarksNotOffered, offered.join(', '));
  }
  return { split: splitMarks(total), total };
};

export const planPaper = (
  form: PaperForm,
  syllabus: ClassSyllabus | undefined,
  band: Band | undefined,
): PaperPlan => {
  const curriculum = form.curriculum;
  if (!syllabus) {
    throw violation(PaperRule.SyllabusMissing, `${curriculum} class ${form.class}`);
  }
  const olympiad = isOlympiad(curriculum);
  const subjects = subjectOf(form, syllabus);
  const paperType = (form.paperType as PaperType | undefined) ?? defaultPaperType(form, olympiad);
  const offeredTypes: readonly string[] = olympiad ? OLYMPIAD_PAPER_TYPES : BOARD_PAPER_TYPES;
  if (!offeredTypes.includes(paperType)) {
    throw violation(PaperRule.PaperTypeNotOffered, offeredTypes.join(', '));
  }
  const named = chosenChapterIds(form).map((wanted) => {
    const chapter = findChapter(subjects, wanted);
    if (!chapter) {
      throw violation(PaperRule.UnknownChapter, wanted);
    }
    return chapter;
  });
  const allChapters = subjects.flatMap((s) => s.chapters);
  const topicChapters = form.topics.map((topicId) => {
    const chapter = (named.length > 0 ? named : allChapters).find((c) =>
      c.topics.some((t) => t.id === topicId || sameText(t.name, topicId)),
    );
    if (!chapter) {
      throw violation(PaperRule.UnknownTopic, topicId);
    }
    return {
      chapter,
      topicId: chapter.topics.find((t) => t.id === topicId || sameText(t.name, topicId))!.id,
    };
  });
  if (!olympiad && paperType === 'chapter-wise' && named.length === 0) {
    throw violation(PaperRule.ChapterRequired);
  }
  if (!olympiad && paperType === 'topic-wise' && topicChapters.length === 0) {
    throw violation(PaperRule.TopicRequired);
  }
  const chapters = [
    ...new Map(
      (named.length > 0
        ? named
        : topicChapters.length > 0
          ? topicChapters.map((t) => t.chapter)
          : allChapters
      ).map((c) => [c.id, { id: c.id, name: c.name }]),
    ).values(),
  ];
  const topicIds = [...new Set(topicChapters.map((t) => t.topicId))];
  const restricted = named.length > 0 || topicIds.length > 0;
  const common = {
    curriculum,
    class: form.class,
    subject: subjects[0].subject,
    ...(subjects.length === 1 && subjects[0].branch ? { branch: subjects[0].branch } : {}),
    chapters,
    topicIds,
    paperType,
    difficultyDistribution: form.difficultyDistribution,
    mix: DIFFICULTY_MIXES[form.difficultyDistribution],
    mayUseGenerators: !restricted && subjects[0].subject === 'Mathematics',
  };
  if (olympiad) {
    if (!band) {
      throw violation(PaperRule.NoPattern, `${curriculum} class ${form.class}`);
    }
    const sections = band.sections.map((s) => ({
      name: s.name,
      code: s.code,
      questions: s.questions,
      marksPerQuestion: s.marksPerQuestion,
    }));
    return {
      ...common,
      timeDuration: band.durationMinutes,
      sections,
      totalMarks: sections.reduce((sum, s) => sum + s.questions * s.marksPerQuestion, 0),
    };
  }
  const { split, total } = boardMarks(
    form,
    paperType,
    Math.max(topicIds.length || named.length, 1),
  );
  return {
    ...common,
    timeDuration: PAPER_RULES.timeDuration.board,
    marks: split,
    totalMarks: total,
  };
};
