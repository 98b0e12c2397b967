import type { LoadedQuestion } from '../load/load-questions';
import type { BankQuestion, ReviewFile } from '../schema/question.schema';
import { sliceKey } from './coverage';
import type { ClassSyllabus, Topic } from '../schema/syllabus.schema';
import { maxStemWords, stemSimilarity, stemWords } from './text-similarity';

/** Stems this alike (word-bigram Jaccard) in one chapter are one question written twice. */
export const NEAR_DUPLICATE = 0.85;

const chapterIndex = (syllabi: readonly ClassSyllabus[]) => {
  const topics = new Map<string, Map<string, Topic>>();
  for (const syllabus of syllabi) {
    for (const entry of syllabus.subjects) {
      for (const chapter of entry.chapters) {
        const key = `${sliceKey({ ...entry, curriculum: syllabus.curriculum, class: syllabus.class })}|${chapter.id}`;
        topics.set(key, new Map(chapter.topics.map((t) => [t.id, t])));
      }
    }
  }
  return topics;
};

/**
 * Every place a question serves exists in the syllabus with its topic. Its own place (the first)
 * also holds its sub-topic and section: that is what learning needs read. Another board's
 * chapter may break the same content down differently (an Olympiad lists a chapter as one topic).
 */
export const syllabusProblems = (
  syllabi: readonly ClassSyllabus[],
  questions: readonly LoadedQuestion[],
): string[] => {
  const chapters = chapterIndex(syllabi);
  const problems: string[] = [];
  for (const { question, serves, file } of questions) {
    for (const [index, place] of serves.entries()) {
      const where = `${file} ${question.id} (${sliceKey(place)}|${place.chapter})`;
      const topics = chapters.get(`${sliceKey(place)}|${place.chapter}`);
      const topic = topics?.get(place.topic);
      if (!topics) {
        problems.push(`${where}: no such chapter in the syllabus`);
      } else if (!topic) {
        problems.push(`${where}: no topic ${place.topic} in that chapter`);
      } else if (index === 0) {
        if (!topic.subTopics.includes(question.subTopic)) {
          problems.push(`${where}: sub-topic "${question.subTopic}" is not one of ${topic.id}'s`);
        }
        if (question.section !== topic.section && question.section !== 'S4') {
          problems.push(
            `${where}: section ${question.section}, but topic ${topic.id} is ${topic.section}`,
          );
        }
      }
      if (stemWords(question.stem).length > maxStemWords(place.class)) {
        problems.push(
          `${where}: stem longer than ${maxStemWords(place.class)} words for class ${place.class}`,
        );
      }
    }
  }
  return problems;
};

export const duplicateIdProblems = (questions: readonly LoadedQuestion[]): string[] => {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { question, file } of questions) {
    const first = seen.get(question.id);
    if (first) {
      problems.push(`${question.id} is in ${first} and ${file}`);
    }
    seen.set(question.id, file);
  }
  return problems;
};

/** Pairs of near-identical stems within one chapter file. */
export const nearDuplicateProblems = (questions: readonly LoadedQuestion[]): string[] => {
  const byFile = new Map<string, LoadedQuestion[]>();
  for (const q of questions) {
    byFile.set(q.file, [...(byFile.get(q.file) ?? []), q]);
  }
  const problems: string[] = [];
  for (const [file, list] of byFile) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i];
        const b = list[j];
        const sameContext =
          a.passageText === b.passageText && a.question.diagram?.svg === b.question.diagram?.svg;
        if (sameContext && stemSimilarity(a.question.stem, b.question.stem) >= NEAR_DUPLICATE) {
          problems.push(`${file}: ${a.question.id} and ${b.question.id} have near-identical stems`);
        }
      }
    }
  }
  return problems;
};

/** A hand-written question is accepted only when its current version was solved blind and agreed. */
export const reviewProblems = (
  questions: readonly LoadedQuestion[],
  reviewOf: (file: string) => ReviewFile | undefined,
): string[] => {
  const problems: string[] = [];
  const records = new Map<string, ReviewFile | undefined>();
  for (const { question, hash, file } of questions) {
    if (!records.has(file)) {
      records.set(file, reviewOf(file));
    }
    const review = records.get(file)?.reviews.find((r) => r.id === question.id && r.hash === hash);
    if (!review) {
      problems.push(`${file} ${question.id}: version ${hash} has no independent review`);
    } else if (review.verdict === 'disagree' && !review.resolution) {
      problems.push(
        `${file} ${question.id}: the solver disagreed and nothing says how it was settled`,
      );
    }
  }
  return problems;
};

type Mcq = Extract<BankQuestion, { type: 'mcq' }>;

/** Each chapter file's MCQs, in file order: the unit the key rules below judge. */
const mcqsByFile = (questions: readonly LoadedQuestion[]): Map<string, Mcq[]> => {
  const byFile = new Map<string, Mcq[]>();
  for (const { question, file } of questions) {
    if (question.type === 'mcq') {
      byFile.set(file, [...(byFile.get(file) ?? []), question]);
    }
  }
  return byFile;
};

/** A chapter with at least this many MCQs must spread its keys over the letters. */
export const BALANCED_FROM = 6;

/**
 * No letter holds more than half of a chapter's MCQ keys: a child who notices that the answer is
 * usually A learns to guess, not the chapter (`tools/balance-keys.ts` deals the letters in turn).
 */
export const keyBalanceProblems = (questions: readonly LoadedQuestion[]): string[] => {
  const problems: string[] = [];
  for (const [file, mcqs] of mcqsByFile(questions)) {
    if (mcqs.length < BALANCED_FROM) {
      continue;
    }
    const keys = mcqs.map((mcq) => mcq.answer);
    for (const letter of new Set(keys)) {
      const count = keys.filter((key) => key === letter).length;
      if (count * 2 > keys.length) {
        problems.push(`${file}: ${count} of ${keys.length} MCQ keys are ${letter}`);
      }
    }
  }
  return problems;
};

/** A key this much longer than every wrong option stands out by its length alone. */
export const GIVEAWAY_LENGTH = 1.25;
/** A chapter with at least this many MCQs must not point at its keys by their length. */
export const LENGTH_CHECKED_FROM = 4;

const keyStandsOut = (options: readonly string[], answer: string): boolean => {
  const key = 'ABCD'.indexOf(answer);
  const longestWrong = Math.max(...options.filter((_, i) => i !== key).map((o) => o.length));
  return options[key].length > GIVEAWAY_LENGTH * longestWrong;
};

/**
 * No more than half of a chapter's MCQs have a key clearly longer than every wrong option: a
 * child who notices that the long, careful option is usually right learns to guess, not the
 * chapter. The wrong options carry the same kind of detail as the key.
 */
export const keyLengthProblems = (questions: readonly LoadedQuestion[]): string[] => {
  const problems: string[] = [];
  for (const [file, mcqs] of mcqsByFile(questions)) {
    const count = mcqs.filter((mcq) => keyStandsOut(mcq.options, mcq.answer)).length;
    if (mcqs.length >= LENGTH_CHECKED_FROM && count * 2 > mcqs.length) {
      problems.push(
        `${file}: in ${count} of ${mcqs.length} MCQs the key is the one clearly longest option`,
      );
    }
  }
  return problems;
};
