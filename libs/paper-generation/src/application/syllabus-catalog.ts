import {
  SYLLABUS_DEFAULTS,
  type AvailableQuestions,
  type CurriculumCode,
  type CurriculumSummary,
  type DifficultyBreakdown,
  type SyllabusView,
} from '@abhyas/contracts';
import {
  DIFFICULTIES,
  isOlympiad,
  type ClassSyllabus,
  type LoadedQuestion,
  type OlympiadPattern,
} from '@abhyas/question-bank';

const CURRICULUM_NAMES: Record<CurriculumCode, string> = {
  CBSE: 'CBSE',
  ICSE: 'ICSE',
  'STATE-KA': 'Karnataka State Board',
  IMO: 'International Mathematics Olympiad',
  NSO: 'National Science Olympiad',
  IEO: 'International English Olympiad',
  ICSO: 'International Computer Science Olympiad',
  IGKO: 'International General Knowledge Olympiad',
  ISSO: 'International Social Studies Olympiad',
};

const zeroBreakdown = (): DifficultyBreakdown => ({ easy: 0, medium: 0, hard: 0, very_hard: 0 });

export interface AvailableQuery {
  curriculum: CurriculumCode;
  class: number;
  subject: string;
  branch?: string;
}

/**
 * The syllabus and the bank's counts as the create-paper forms read them. Built once from the
 * reviewed content files (`@abhyas/question-bank`) the process starts with: they change only
 * with a release, so every answer is computed from memory.
 */
export class SyllabusCatalog {
  private readonly byClass = new Map<string, ClassSyllabus>();

  constructor(
    classes: readonly ClassSyllabus[],
    private readonly patterns: readonly OlympiadPattern[],
    private readonly questions: readonly LoadedQuestion[],
  ) {
    for (const syllabus of classes) {
      this.byClass.set(`${syllabus.curriculum}|${syllabus.class}`, syllabus);
    }
  }

  /** A class's syllabus as loaded, for planning a paper; undefined when there is none yet. */
  classSyllabus(curriculum: CurriculumCode, schoolClass: number): ClassSyllabus | undefined {
    return this.byClass.get(`${curriculum}|${schoolClass}`);
  }

  /** The organiser's pattern for an Olympiad class (sections in order), if the class has one. */
  patternBand(
    curriculum: CurriculumCode,
    schoolClass: number,
  ): OlympiadPattern['bands'][number] | undefined {
    return this.patterns
      .find((p) => p.curriculum === curriculum)
      ?.bands.find((b) => b.classes.includes(schoolClass));
  }

  /** The subject an Olympiad's organiser examines (IMO: Mathematics), from its pattern. */
  olympiadSubject(curriculum: CurriculumCode): string | undefined {
    return this.patterns.find((p) => p.curriculum === curriculum)?.subject;
  }

  /** The reviewed bank questions the service started with. */
  bankQuestions(): readonly LoadedQuestion[] {
    return this.questions;
  }

  /** Every curriculum with a syllabus, the classes it covers and their subjects. */
  curricula(): CurriculumSummary[] {
    const codes = [...new Set([...this.byClass.values()].map((s) => s.curriculum))];
    return Object.keys(CURRICULUM_NAMES)
      .filter((code): code is CurriculumCode => codes.includes(code as CurriculumCode))
      .map((curriculum) => ({
        curriculum,
        name: CURRICULUM_NAMES[curriculum],
        kind: isOlympiad(curriculum) ? 'olympiad' : 'board',
        classes: [...this.byClass.values()]
          .filter((s) => s.curriculum === curriculum)
          .sort((a, b) => a.class - b.class)
          .map((s) => ({
            class: s.class,
            subjects: s.subjects.map((entry) => ({
              subject: entry.subject,
              ...(entry.branch ? { branch: entry.branch } : {}),
            })),
          })),
      }));
  }

  /** One class's syllabus in the spec's shape, or undefined when there is none yet. */
  syllabus(curriculum: CurriculumCode, schoolClass: number): SyllabusView | undefined {
    const syllabus = this.byClass.get(`${curriculum}|${schoolClass}`);
    if (!syllabus) {
      return undefined;
    }
    const subjects = syllabus.subjects.map((entry) => ({
      subject: entry.subject,
      ...(entry.branch ? { branch: entry.branch } : {}),
      chapters: entry.chapters.map((chapter) => ({
        id: chapter.id,
        ...(chapter.number ? { number: chapter.number } : {}),
        name: chapter.name,
        topics: chapter.topics.map((topic) => ({ ...topic, subTopics: [...topic.subTopics] })),
      })),
    }));
    const topics = subjects.flatMap((s) => s.chapters.flatMap((c) => c.topics));
    const band = this.patternBand(curriculum, schoolClass);
    const pattern = band && {
      totalMarks: band.sections.reduce((sum, s) => sum + s.questions * s.marksPerQuestion, 0),
      sections: band.sections.map((section) => ({
        ...section,
        totalMarks: section.questions * section.marksPerQuestion,
        topics: [...new Set(topics.filter((t) => t.section === section.code).map((t) => t.name))],
      })),
    };
    const defaults = isOlympiad(curriculum) ? SYLLABUS_DEFAULTS.olympiad : SYLLABUS_DEFAULTS.board;
    return {
      curriculum,
      class: schoolClass,
      name: `${CURRICULUM_NAMES[curriculum]} Class ${schoolClass}`,
      subjects,
      topics: [...new Set(topics.map((t) => t.name))],
      difficulty: DIFFICULTIES,
      totalQuestions: band
        ? band.sections.reduce((sum, s) => sum + s.questions, 0)
        : defaults.totalQuestions,
      timeLimit: band?.durationMinutes ?? defaults.timeLimit,
      ...(pattern ? { pattern } : {}),
      gaps: [...(syllabus.gaps ?? [])],
    };
  }

  /**
   * How many bank questions serve a subject (and branch) of a class, by difficulty, chapter and
   * topic; undefined when the class's syllabus has no such subject.
   */
  available(query: AvailableQuery): AvailableQuestions | undefined {
    const syllabus = this.byClass.get(`${query.curriculum}|${query.class}`);
    const entries = (syllabus?.subjects ?? []).filter(
      (entry) =>
        entry.subject.toLowerCase() === query.subject.toLowerCase() &&
        (query.branch === undefined || entry.branch?.toLowerCase() === query.branch.toLowerCase()),
    );
    if (entries.length === 0) {
      return undefined;
    }
    const chapters = entries.flatMap((entry) =>
      entry.chapters.map((chapter) => ({
        id: chapter.id,
        name: chapter.name,
        branch: entry.branch,
        subject: entry.subject,
        totalAvailable: 0,
        difficultyBreakdown: zeroBreakdown(),
        topics: chapter.topics.map((t) => ({ id: t.id, name: t.name, totalAvailable: 0 })),
      })),
    );
    const total = zeroBreakdown();
    for (const { question, serves } of this.questions) {
      for (const place of serves) {
        const chapter = chapters.find(
          (c) =>
            place.curriculum === query.curriculum &&
            place.class === query.class &&
            place.subject === c.subject &&
            (place.branch ?? undefined) === c.branch &&
            place.chapter === c.id,
        );
        if (!chapter) {
          continue;
        }
        chapter.totalAvailable++;
        chapter.difficultyBreakdown[question.difficulty]++;
        total[question.difficulty]++;
        const topic = chapter.topics.find((t) => t.id === place.topic);
        if (topic) {
          topic.totalAvailable++;
        }
      }
    }
    return {
      curriculum: query.curriculum,
      class: query.class,
      subject: entries[0].subject,
      ...(query.branch ? { branch: entries[0].branch } : {}),
      totalAvailable: total.easy + total.medium + total.hard + total.very_hard,
      difficultyBreakdown: total,
      chapters: chapters.map(({ branch: _branch, subject: _subject, ...chapter }) => chapter),
    };
  }
}
