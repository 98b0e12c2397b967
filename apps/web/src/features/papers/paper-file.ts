import { type PaperQuestion, type SavedPaper } from '@abhyas/contracts';
import {
  answerText,
  groupForPaper,
  marksLabel,
  optionLetter,
  startsPassage,
  stripOptionPrefix,
} from './paper-questions';

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
