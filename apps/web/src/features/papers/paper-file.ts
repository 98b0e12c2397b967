import type { PaperQuestion, SavedPaper } from '@abhyas/contracts';
import {
  answerText,
  groupForPaper,
  marksLabel,
  optionLetter,
  startsPassage,
  stripOptionPrefix,
} from './paper-questions';

/** A name part safe on every file system: letters (with their vowel signs) and digits, anything else as one '_'. */
const namePart = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

/** A mock test spans every chapter: its name is cut, at a word, to stay a usable file name. */
const MAX_PART_LENGTH = 60;

const shortened = (part: string): string => {
  if (part.length <= MAX_PART_LENGTH) {
    return part;
  }
  const cut = part.slice(0, MAX_PART_LENGTH);
  return cut.includes('_') ? cut.slice(0, cut.lastIndexOf('_')) : cut;
};

/** Spec §2: the download is named subject_chapter.txt. */
export function paperFileName(subject: string, chapter: string): string {
  const parts = [namePart(subject), namePart(chapter)].map(shortened).filter(Boolean);
  return `${parts.length > 0 ? parts.join('_') : 'paper'}.txt`;
}

const questionLines = (question: PaperQuestion, withPassage: boolean): string[] => [
  ...(withPassage && question.passage ? [`Read the passage: ${question.passage}`, ''] : []),
  `${question.number}. ${question.question} (${marksLabel(question.marks)})`,
  ...(question.options ?? []).map(
    (option, index) => `   ${optionLetter(index)}) ${stripOptionPrefix(option)}`,
  ),
];

/** The paper as plain text: heading, questions in their groups, then the answer key. */
export function paperAsText(paper: SavedPaper): string {
  const lines = [
    paper.title,
    `${paper.subject} · ${paper.chapter} · Class ${paper.class}`,
    `Time: ${paper.timeDuration} minutes    Maximum marks: ${paper.totalMarks}`,
    '',
  ];
  for (const group of groupForPaper(paper.questions, paper.sections)) {
    lines.push(group.heading, '');
    group.questions.forEach((question, index) => {
      lines.push(...questionLines(question, startsPassage(group.questions, index)), '');
    });
  }
  lines.push('Answer key', '');
  for (const question of paper.questions) {
    lines.push(`${question.number}. ${answerText(question) ?? '—'}`);
  }
  return `${lines.join('\n')}\n`;
}

/** What Download saves: the paper's own text when it has one, else the text made from its questions. */
export const paperDownloadText = (paper: SavedPaper): string =>
  paper.paperContent.trim() !== '' ? paper.paperContent : paperAsText(paper);
