import { createHash } from 'node:crypto';
import type { CheckedFamilyQuestionInput } from '@abhyas/contracts';
import {
  type ClassSyllabus,
  contentHash,
  fillBlankSchema,
  longAnswerSchema,
  mcqSchema,
  OPTION_LETTERS,
  shortAnswerSchema,
  trueFalseSchema,
} from '@abhyas/question-bank';
import { checkQuestion } from '../domain/ai-paper.check';
import type { FamilyQuestionSavedData } from '../domain/family-bank.events';
import { versionOf } from './bank-index';

/** A question ready to be saved, without who saves it and when. */
export type IntakeQuestion = Omit<FamilyQuestionSavedData, 'parentId' | 'savedAt'>;

export type Intake = { ok: true; question: IntakeQuestion } | { ok: false; issues: string[] };

/** The bank's schema of each type: its issues name the field (the union's say only 'Invalid input'). */
const SCHEMA_OF = {
  mcq: mcqSchema,
  true_false: trueFalseSchema,
  fill_blank: fillBlankSchema,
  short_answer: shortAnswerSchema,
  long_answer: longAnswerSchema,
} as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The id a family's question keeps for life: the family and the content, nothing else. */
export const familyQuestionId = (parentId: string, content: unknown): string =>
  `fam-${createHash('sha256')
    .update(`${parentId}|${contentHash(content)}`)
    .digest('hex')
    .slice(0, 16)}`;

/** The subject's chapters (one, when the input names it) the question may be placed in. */
const chaptersFor = (input: CheckedFamilyQuestionInput, syllabus: ClassSyllabus) => {
  const subjects = syllabus.subjects.filter(
    (s) =>
      same(s.subject, input.subject) &&
      (input.branch === undefined || same(s.branch ?? '', input.branch)),
  );
  if (subjects.length === 0) {
    return {
      issue: `subject: ${input.subject}${input.branch ? ` (${input.branch})` : ''} is not taught in class ${input.class}`,
    };
  }
  const branches = [...new Set(subjects.map((s) => s.branch).filter((b) => b !== undefined))];
  if (branches.length > 1) {
    return { issue: `branch: name one of ${branches.join(', ')}` };
  }
  // A subject may come in several books (CBSE English: First Flight and Footprints): one list.
  const subject = { ...subjects[0], chapters: subjects.flatMap((s) => s.chapters) };
  const chapters = input.chapter
    ? subject.chapters.filter((c) => c.id === input.chapter || same(c.name, input.chapter!))
    : subject.chapters;
  if (chapters.length === 0) {
    return { issue: `chapter: ${input.chapter} is not a chapter of ${subject.subject}` };
  }
  return { subject, chapters };
};

/** The question's key in the bank's format, from the record's `correctAnswer` and friends. */
const keyOf = (input: CheckedFamilyQuestionInput): Record<string, unknown> | string => {
  const answer = input.correctAnswer?.trim();
  switch (input.questionType) {
    case 'mcq': {
      const byText = input.options?.findIndex((o) => answer !== undefined && same(o, answer));
      const letter =
        answer && /^[A-D]$/i.test(answer)
          ? answer.toUpperCase()
          : byText !== undefined && byText >= 0
            ? OPTION_LETTERS[byText]
            : undefined;
      return letter
        ? { options: input.options, answer: letter }
        : 'correctAnswer: give the letter (A to D) of the correct option';
    }
    case 'true_false':
      return answer && /^(true|false)$/i.test(answer)
        ? { answer: answer.toLowerCase() === 'true' }
        : 'correctAnswer: give True or False';
    case 'fill_blank': {
      const accepted = input.acceptedAnswers ?? (answer ? [answer] : []);
      return accepted.length > 0 ? { answer: accepted } : 'correctAnswer: give the missing word';
    }
    case 'short_answer':
    case 'long_answer':
      return { modelAnswer: input.modelAnswer ?? answer, rubric: input.rubric };
  }
};

/**
 * One saved question, checked as the bank checks its own (`checkQuestion`: the bank's schema
 * with one correct option among four distinct ones, the type's key, marks and explanation; a
 * topic of the syllabus with one of its sub-topics; a diagram safe to show), placed in its
 * chapter, and given its family id and version. Pure: the same input always gives the same
 * question, so saving it twice is one question.
 */
export const intakeFamilyQuestion = (
  parentId: string,
  input: CheckedFamilyQuestionInput,
  syllabus: ClassSyllabus | undefined,
): Intake => {
  if (!syllabus) {
    return {
      ok: false,
      issues: [`class: no ${input.curriculum} syllabus for class ${input.class}`],
    };
  }
  const place = chaptersFor(input, syllabus);
  if ('issue' in place) {
    return { ok: false, issues: [place.issue!] };
  }
  const found = place.chapters.flatMap((chapter) =>
    chapter.topics
      .filter((t) => t.id === input.topic || same(t.name, input.topic))
      .map((topic) => ({ chapter, topic })),
  );
  if (found.length === 0) {
    return {
      ok: false,
      issues: [`topic: ${input.topic} is not a topic of ${place.subject.subject}`],
    };
  }
  if (found.length > 1) {
    return {
      ok: false,
      issues: [`chapter: ${input.topic} is in several chapters; name the chapter`],
    };
  }
  const [{ chapter, topic }] = found;
  const key = keyOf(input);
  if (typeof key === 'string') {
    return { ok: false, issues: [key] };
  }
  const content = {
    type: input.questionType,
    section: topic.section,
    topic: topic.id,
    subTopic: input.subTopic ?? topic.subTopics[0],
    difficulty: input.difficulty,
    stem: input.question,
    marks: input.marks,
    ...(input.diagram ? { diagram: input.diagram } : {}),
    explanation: { relatedTopics: [], ...input.explanation },
    ...key,
  };
  const typed = SCHEMA_OF[input.questionType].safeParse({ id: 'family-question', ...content });
  if (!typed.success) {
    return {
      ok: false,
      issues: typed.error.issues.map((i) => `${i.path.join('.') || 'question'}: ${i.message}`),
    };
  }
  const id = familyQuestionId(parentId, { content, passage: input.passage });
  const checked = checkQuestion(
    { question: { id, ...content }, ...(input.passage ? { passage: input.passage } : {}) },
    { chapters: [{ id: chapter.id, name: chapter.name, topics: [topic] }] },
  );
  if (!checked.ok) {
    return { ok: false, issues: checked.issues };
  }
  return {
    ok: true,
    question: {
      questionId: id,
      version: versionOf(checked.checked.question),
      curriculum: syllabus.curriculum,
      class: syllabus.class,
      subject: place.subject.subject,
      ...(place.subject.branch ? { branch: place.subject.branch } : {}),
      chapterId: chapter.id,
      chapterName: chapter.name,
      topicId: topic.id,
      topicName: topic.name,
      question: checked.checked.question,
      ...(input.passage ? { passageText: input.passage } : {}),
    },
  };
};
