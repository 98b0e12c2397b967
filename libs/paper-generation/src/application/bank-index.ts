import {
  type BankQuestion,
  type ClassSyllabus,
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

const placeKey = (curriculum: string, schoolClass: number, subject: string) =>
  `${curriculum}|${schoolClass}|${subject.toLowerCase()}`;

/**
 * The reviewed bank indexed by where each question serves (curriculum, class, subject), built
 * once at start: a generation reads only the slice its form names.
 */
export class BankIndex {
  private readonly byPlace = new Map<string, PlacedQuestion[]>();

  constructor(questions: readonly LoadedQuestion[], classes: readonly ClassSyllabus[]) {
    const names = new Map<string, { chapter: string; topics: Map<string, string> }>();
    for (const syllabus of classes) {
      for (const subject of syllabus.subjects) {
        for (const chapter of subject.chapters) {
          names.set(`${syllabus.curriculum}|${syllabus.class}|${chapter.id}`, {
            chapter: chapter.name,
            topics: new Map(chapter.topics.map((t) => [t.id, t.name])),
          });
        }
      }
    }
    for (const loaded of questions) {
      for (const place of loaded.serves) {
        const chapter = names.get(`${place.curriculum}|${place.class}|${place.chapter}`);
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
