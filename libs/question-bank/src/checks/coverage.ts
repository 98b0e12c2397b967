import type { LoadedQuestion } from '../load/load-questions';
import { DIFFICULTIES, type Difficulty } from '../schema/question.schema';
import {
  SECTIONS,
  type ClassSyllabus,
  type OlympiadPattern,
  type Section,
} from '../schema/syllabus.schema';

/** One (curriculum, class, subject, branch) a form can offer, and what the bank holds for it. */
export interface CoverageRow {
  curriculum: string;
  class: number;
  subject: string;
  branch?: string;
  chapters: number;
  questions: number;
  byDifficulty: Record<Difficulty, number>;
  bySection: Record<Section, number>;
  /** Chapters with fewer than the minimum questions, by id. */
  thinChapters: string[];
  /** Olympiads: questions each section needs for one and a half papers of the pattern. */
  sectionNeeds?: Partial<Record<Section, number>>;
}

export const COVERAGE_MINIMUM = { perSubject: 40, perChapter: 5, olympiadPapers: 1.5 } as const;

/** Per section, one and a half papers of the class's band (the sections a pattern repeats add up). */
export const olympiadSectionNeeds = (
  patterns: readonly OlympiadPattern[],
  curriculum: string,
  schoolClass: number,
): Partial<Record<Section, number>> | undefined => {
  const band = patterns
    .find((p) => p.curriculum === curriculum)
    ?.bands.find((b) => b.classes.includes(schoolClass));
  if (!band) {
    return undefined;
  }
  const needs: Partial<Record<Section, number>> = {};
  for (const section of band.sections) {
    needs[section.code] = (needs[section.code] ?? 0) + section.questions;
  }
  for (const code of Object.keys(needs) as Section[]) {
    needs[code] = Math.ceil(needs[code]! * COVERAGE_MINIMUM.olympiadPapers);
  }
  return needs;
};

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export const sliceKey = (s: {
  curriculum: string;
  class: number;
  subject: string;
  branch?: string;
}) => [s.curriculum, s.class, s.subject, s.branch ?? ''].join('|');

/** Counts per syllabus slice; a question serving several places counts in each. */
export const coverage = (
  syllabi: readonly ClassSyllabus[],
  questions: readonly LoadedQuestion[],
  patterns: readonly OlympiadPattern[] = [],
): CoverageRow[] => {
  const rows = new Map<string, CoverageRow & { perChapter: Map<string, number> }>();
  for (const syllabus of syllabi) {
    for (const entry of syllabus.subjects) {
      const row = {
        curriculum: syllabus.curriculum,
        class: syllabus.class,
        subject: entry.subject,
        ...(entry.branch ? { branch: entry.branch } : {}),
        chapters: entry.chapters.length,
        questions: 0,
        byDifficulty: zeroes(DIFFICULTIES),
        bySection: zeroes(SECTIONS),
        thinChapters: [],
        sectionNeeds: olympiadSectionNeeds(patterns, syllabus.curriculum, syllabus.class),
        perChapter: new Map(entry.chapters.map((c) => [c.id, 0])),
      };
      // A subject taught from two books (a main reader and a supplementary one) is listed once
      // per book: one slice holds the chapters of both.
      const same = rows.get(sliceKey(row));
      if (same) {
        same.chapters += row.chapters;
        row.perChapter.forEach((n, id) => same.perChapter.set(id, n));
        continue;
      }
      rows.set(sliceKey(row), row);
    }
  }
  for (const loaded of questions) {
    for (const place of loaded.serves) {
      const row = rows.get(sliceKey(place));
      if (!row) {
        continue;
      }
      row.questions++;
      row.byDifficulty[loaded.question.difficulty]++;
      row.bySection[loaded.question.section]++;
      row.perChapter.set(place.chapter, (row.perChapter.get(place.chapter) ?? 0) + 1);
    }
  }
  return [...rows.values()].map(({ perChapter, ...row }) => ({
    ...row,
    thinChapters: [...perChapter]
      .filter(([, n]) => n < COVERAGE_MINIMUM.perChapter)
      .map(([id]) => id),
  }));
};

/** What keeps a slice below the bar: empty when it meets every threshold. */
export const shortfalls = (row: CoverageRow): string[] => [
  ...(row.questions < COVERAGE_MINIMUM.perSubject
    ? [`${row.questions} questions, needs ${COVERAGE_MINIMUM.perSubject}`]
    : []),
  ...DIFFICULTIES.filter((d) => row.byDifficulty[d] === 0).map((d) => `no ${d} question`),
  ...Object.entries(row.sectionNeeds ?? {})
    .filter(([code, need]) => row.bySection[code as Section] < need)
    .map(([code, need]) => `${code}: ${row.bySection[code as Section]} of ${need} for 1.5 papers`),
  ...(row.thinChapters.length > 0
    ? [`chapters under ${COVERAGE_MINIMUM.perChapter}: ${row.thinChapters.join(', ')}`]
    : []),
];
