import {
  type BankQuestion,
  type ClassSyllabus,
  type GeneratorChapter,
  type LoadedQuestion,
  shortHash,
} from '@abhyas/question-bank';

/** One use of a question: the place it serves, with the names a paper shows. */
export interface PlacedQuestion {
  question: BankQuestion;
  version: string;
  passageText?: string;
  branch?: string;
  chapterId: string;
  chapterName: string;
  topicId: string;
  topicName: string;
  /** A family's own saved question (unverified): only that family's papers may take it. */
  familyId?: string;
}

/** Where a generator's questions may top up a chapter-wise paper: its chapter and topic, named. */
export interface ChapterTopUp {
  generatorId: string;
  chapterId: string;
  chapterName: string;
  topicId: string;
  topicName: string;
}

const placeKey = (curriculum: string, schoolClass: number, subject: string) =>
  `${curriculum}|${schoolClass}|${subject.toLowerCase()}`;

/**
 * The reviewed bank indexed by where each question serves (curriculum, class, subject), built
 * once at start: a generation reads only the slice its form names.
 */
export class BankIndex {
  private readonly byPlace = new Map<string, PlacedQuestion[]>();
  private readonly topUps = new Map<string, ChapterTopUp[]>();

  constructor(
    questions: readonly LoadedQuestion[],
    classes: readonly ClassSyllabus[],
    generatorChapters: readonly GeneratorChapter[] = [],
  ) {
    const chapterNames = new Map<string, { chapter: string; topics: Map<string, string> }>();
    for (const syllabus of classes) {
      for (const subject of syllabus.subjects) {
        for (const chapter of subject.chapters) {
          chapterNames.set(`${syllabus.curriculum}|${syllabus.class}|${chapter.id}`, {
            chapter: chapter.name,
            topics: new Map(chapter.topics.map((t) => [t.id, t.name])),
          });
        }
      }
    }
    for (const entry of generatorChapters) {
      const names = chapterNames.get(`${entry.curriculum}|${entry.class}|${entry.chapter}`);
      const key = `${entry.curriculum}|${entry.class}`;
      const list = this.topUps.get(key) ?? [];
      for (const generatorId of entry.generators) {
        list.push({
          generatorId,
          chapterId: entry.chapter,
          chapterName: names?.chapter ?? entry.chapter,
          topicId: entry.topic,
          topicName: names?.topics.get(entry.topic) ?? entry.topic,
        });
      }
      this.topUps.set(key, list);
    }
    for (const loaded of questions) {
      for (const place of loaded.serves) {
        const chapter = chapterNames.get(`${place.curriculum}|${place.class}|${place.chapter}`);
        const key = placeKey(place.curriculum, place.class, place.subject);
        const list = this.byPlace.get(key) ?? [];
        list.push({
          question: loaded.question,
          version: loaded.hash,
          ...(loaded.passageText ? { passageText: loaded.passageText } : {}),
          ...(place.branch ? { branch: place.branch } : {}),
          chapterId: place.chapter,
          chapterName: chapter?.chapter ?? place.chapter,
          topicId: place.topic,
          topicName: chapter?.topics.get(place.topic) ?? place.topic,
        });
        this.byPlace.set(key, list);
      }
    }
  }

  /**
   * The generators that may top up a chapter-wise maths paper on these chapters, each placed in
   * its chapter and topic (`generator-chapters.yaml`). None for a topic-wise paper: a generator is
   * mapped to its chapter, and may ask about more of it than the chosen topics.
   */
  chapterTopUps(
    curriculum: string,
    schoolClass: number,
    chapterIds: readonly string[],
    topicIds: readonly string[],
  ): ChapterTopUp[] {
    if (topicIds.length > 0) {
      return [];
    }
    return (this.topUps.get(`${curriculum}|${schoolClass}`) ?? []).filter((t) =>
      chapterIds.includes(t.chapterId),
    );
  }

  /** The questions serving a subject of a class, in a branch when one is named. */
  serving(
    curriculum: string,
    schoolClass: number,
    subject: string,
    branch?: string,
  ): PlacedQuestion[] {
    const all = this.byPlace.get(placeKey(curriculum, schoolClass, subject)) ?? [];
    return branch === undefined
      ? all
      : all.filter((q) => (q.branch ?? '').toLowerCase() === branch.toLowerCase());
  }
}

/** A version id for content that is not a bank file (a generated question). */
export const versionOf = (question: BankQuestion): string => shortHash({ question });
